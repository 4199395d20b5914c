import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  fetchFormMeta, fetchFormRecord, FORM_META_KEY, FORM_RECORD_KEY, PAGE_CONFIG_KEY, queryPageConfig, type FormMeta, type PageConfigContent,
} from '../../api/forms';
import { pageConfigFromModel } from './page-config';

/** The form's published model and the caller's rights on it. */
export function useFormMeta(formId: string | undefined) {
  return useQuery({ queryKey: [FORM_META_KEY, formId], queryFn: () => fetchFormMeta(formId!), enabled: !!formId, staleTime: 60_000, retry: false });
}

/** One record with its sub-table rows. */
export function useFormRecord(formId: string | undefined, id: string | null | undefined) {
  return useQuery({ queryKey: [FORM_RECORD_KEY, formId, id], queryFn: () => fetchFormRecord(formId!, id!), enabled: !!formId && !!id, retry: false });
}

/**
 * The page config of a form's list (POST /b/pageConfig/queryList, type form:<code>): the server
 * derives it from the published model, and a stored row of that type overrides it (columns,
 * search conditions). Null while it loads; the same derivation made here when the call fails or
 * finds none, so the list still opens.
 */
export function useFormPageConfig(formId: string, meta: FormMeta | undefined): PageConfigContent | null {
  const code = meta?.definition.code;
  const q = useQuery({
    queryKey: [PAGE_CONFIG_KEY, `form:${code}`], queryFn: () => queryPageConfig(`form:${code}`), enabled: !!code, staleTime: 60_000, retry: false,
  });
  return useMemo(() => {
    if (!meta || q.isPending) return null;
    return q.data ?? pageConfigFromModel(formId, meta.model);
  }, [formId, meta, q.isPending, q.data]);
}

export type FormPageMode = 'create' | 'edit' | 'view';

/** The runtime pages mount at /, /main-page and /sys-manager: links stay under the one in use. */
export function formBase(pathname: string): string {
  const m = /^\/(main-page|sys-manager)\//.exec(pathname);
  return m ? `/${m[1]}` : '';
}

export const listPath = (formId: string, meta?: FormMeta, base = '') =>
  `${base}/${encodeURIComponent(formId)}/${meta?.definition.kind === 'treegrid' ? 'wf-treegrid' : 'wf-list'}`;

export const formPath = (formId: string, q: { id?: string; mode: FormPageMode; parentId?: string | null }, base = '') => {
  const s = new URLSearchParams({ mode: q.mode });
  if (q.id) s.set('id', q.id);
  if (q.parentId) s.set('parentId', q.parentId);
  return `${base}/${encodeURIComponent(formId)}/wf-form?${s}`;
};

/** Navigation between a form's list and its records. */
export function useFormNav(formId: string) {
  const navigate = useNavigate();
  const base = formBase(useLocation().pathname);
  return {
    form: (q: Parameters<typeof formPath>[1], opts?: { replace?: boolean }) => navigate(formPath(formId, q, base), opts),
    list: (meta?: FormMeta) => navigate(listPath(formId, meta, base)),
  };
}
