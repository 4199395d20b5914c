import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import type { LoginResult } from '../../../api/types';
import { safeRedirect } from '../../../app/guard';
import { casLoginUrl } from '../../../api/sso';
import { useBranding, useLoginData } from '../../../app/hooks/use-system';
import { COMPANY_ID_KEY, signIn, useSession } from '../../../app/store/session';
import { AccountLoginForm } from '../components/AccountLoginForm';
import { LoginShell } from '../components/LoginShell';

// The SMS and QR tabs load when opened: most people sign in with the account tab, and the
// sign-in page's first load stays light (issue 14).
const SmsLoginForm = lazy(() => import('../components/SmsLoginForm').then((m) => ({ default: m.SmsLoginForm })));
const QrLoginPanel = lazy(() => import('../components/QrLoginPanel').then((m) => ({ default: m.QrLoginPanel })));
const tabFallback = <Skeleton active paragraph={{ rows: 3 }} />;

export type LoginVariant = 'default' | 'saas' | 'custom';

function readCompanyId(fromQuery: string | null): string | null {
  try {
    if (fromQuery) sessionStorage.setItem(COMPANY_ID_KEY, fromQuery);
    return fromQuery || sessionStorage.getItem(COMPANY_ID_KEY);
  } catch {
    return fromQuery;
  }
}

/** /login, /saasLogin and the custom login path: 账号密码 / 短信登录 / 扫码登录. */
export function LoginPage({ variant = 'default' }: { variant?: LoginVariant }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const loginData = useLoginData();
  const branding = useBranding();
  const [tab, setTab] = useState('account');
  const redirect = safeRedirect(params.get('redirect'));
  const companyId = variant === 'saas' ? readCompanyId(params.get('companyId')) : null;

  const company = useQuery({
    queryKey: ['saasCompany', companyId],
    queryFn: async () => (await http.get<{ logo?: string; logo2?: string; logo3?: string; name?: string }>(`/saas/company/${companyId}`, { silent: true, skipAuthRedirect: true })).data,
    enabled: Boolean(companyId),
    staleTime: Infinity,
  });

  // A SaaS company's sign-in page carries the company's name (and logo, below).
  const sysName = company.data?.name || (branding.sysName ?? loginData.data?.sysName ?? t('app.defaultName'));
  const logo = company.data?.logo || branding.logo || loginData.data?.logo || null;
  const copyright = branding.copyright ?? loginData.data?.copyright ?? null;
  const captchaEnabled = loginData.data?.captchaEnabled ?? true;
  const smsEnabled = loginData.data?.smsEnabled ?? false;
  const qrEnabled = loginData.data?.qrEnabled ?? false;
  // cas.login: sign-in happens at the CAS server, which returns to /cas with a ticket
  // (?cas=off keeps the local form, e.g. after a failed CAS attempt).
  const casServer = loginData.params?.['cas.server.url'];
  const useCas = loginData.params?.['cas.login'] === true && typeof casServer === 'string' && casServer !== '' && params.get('cas') !== 'off';
  useEffect(() => {
    if (useCas && !token) window.location.assign(casLoginUrl(casServer as string));
  }, [useCas, token, casServer]);

  useEffect(() => {
    document.title = `${t(variant === 'saas' ? 'login.saasTitle' : 'login.title')} - ${sysName}`;
  }, [sysName, t, variant]);

  const onSuccess = useCallback((r: LoginResult) => {
    signIn(r);
  }, []);

  if (token) return <Navigate to={redirect} replace />;

  const items = [
    {
      key: 'account',
      label: <span data-testid="login-tab-account">{t('login.tabAccount')}</span>,
      children: <AccountLoginForm captchaEnabled={captchaEnabled} companyId={companyId} onSuccess={onSuccess} />,
    },
    ...(smsEnabled
      ? [
          {
            key: 'sms',
            label: <span data-testid="login-tab-sms">{t('login.tabSms')}</span>,
            children: <Suspense fallback={tabFallback}><SmsLoginForm captchaEnabled={captchaEnabled} companyId={companyId} onSuccess={onSuccess} /></Suspense>,
          },
        ]
      : []),
    ...(qrEnabled
      ? [
          {
            key: 'qr',
            label: <span data-testid="login-tab-qr">{t('login.tabQr')}</span>,
            children: <Suspense fallback={tabFallback}><QrLoginPanel active={tab === 'qr'} onSuccess={onSuccess} /></Suspense>,
          },
        ]
      : []),
  ];

  return (
    <LoginShell sysName={sysName} logo={logo} copyright={copyright}>
      <Card className="ecms-login__card" variant="borderless">
        <div className="ecms-login__card-head">
          <h2 data-testid="login-title">{t(variant === 'saas' ? 'login.saasTitle' : 'login.title')}</h2>
          <p>{t('login.welcome', { name: sysName })}</p>
        </div>
        {loginData.isError && (
          <Alert
            type="error"
            showIcon
            title={t('http.serverUnavailable')}
            action={
              <Button size="small" onClick={() => void loginData.refetch()}>
                {t('common.retry')}
              </Button>
            }
            style={{ marginBottom: 16 }}
            data-testid="login-server-error"
          />
        )}
        {loginData.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <Tabs activeKey={tab} onChange={setTab} items={items} centered className="ecms-login__tabs" destroyOnHidden />
        )}
      </Card>
    </LoginShell>
  );
}
