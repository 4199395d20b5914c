import { useQuery } from '@tanstack/react-query';
import { saasApi } from '@ecms/shared';
import { fetchLoginData, fetchParams } from '../../api/auth';
import type { LoginData, SysParams } from '../../api/types';
import { call } from '../../api/typed';
import { normaliseLoginPath, rememberLoginEntry, useSession } from '../store/session';
import { useUserInfo } from './use-user';

export const SYS_PARAMS_KEY = ['sysParams'] as const;
export const LOGIN_DATA_KEY = ['loginData'] as const;

/** System parameters (GET /share/param/paramList), cached for the session. */
export function useSysParams() {
  // signed-in users receive more keys than the public set
  const token = useSession((s) => s.token);
  return useQuery<SysParams>({
    queryKey: [...SYS_PARAMS_KEY, Boolean(token)],
    queryFn: fetchParams,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Public login configuration (GET /getLoginData). */
export function useLoginData() {
  const query = useQuery<LoginData>({
    queryKey: LOGIN_DATA_KEY,
    queryFn: fetchLoginData,
    staleTime: 5 * 60_000,
  });
  const params = useSysParams();
  const customPath = normaliseLoginPath(query.data?.loginPath ?? params.data?.['login.path']);
  const saas = Boolean(query.data?.saas ?? params.data?.isSaas);
  const ready = query.isFetched || params.isFetched;
  // remembered synchronously so that a redirect computed in the same render uses it
  if (ready) rememberLoginEntry({ customPath, saas });
  return { ...query, customPath, saas, params: params.data };
}

export interface Branding {
  sysName: string | null;
  logo: string | null;
  copyright: string | null;
}

/** sys.name / sys.logo / sys.copyright with getLoginData as a fallback. */
export function useBranding(): Branding {
  const params = useSysParams();
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    sysName: str(params.data?.['sys.name']),
    logo: str(params.data?.['sys.logo']),
    copyright: str(params.data?.['sys.copyright']),
  };
}

export interface CompanyBrand {
  name: string;
  logo: string | null;
}

/**
 * The signed-in user's SaaS company (name and logo, GET /saas/company/{id}) when it is not the
 * platform's own company: the shell shows the company a user works in. null otherwise.
 */
export function useCompanyBrand(): CompanyBrand | null {
  const user = useUserInfo();
  const tenantId = user.data?.tenantId;
  const company = useQuery({
    queryKey: ['saas-company-brand', tenantId],
    queryFn: () => call(saasApi.company, { params: { companyId: tenantId as string } }, { silent: true, skipAuthRedirect: true }),
    enabled: Boolean(tenantId),
    staleTime: 5 * 60_000,
  });
  if (!company.data || company.data.platform) return null;
  return { name: user.data?.tenantName || company.data.name, logo: company.data.logo };
}
