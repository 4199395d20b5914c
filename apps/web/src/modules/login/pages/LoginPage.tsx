import { lazy, useCallback, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
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
import { AntdScope } from '../../../app/antd-scope';

// The page is plain React and CSS, without antd (issue 14: ≤ 200 KB gz of JavaScript). The SMS and
// QR tabs (antd forms) load with antd when opened: most people sign in with the account tab.
const SmsLoginForm = lazy(() => import('../components/SmsLoginForm').then((m) => ({ default: m.SmsLoginForm })));
const QrLoginPanel = lazy(() => import('../components/QrLoginPanel').then((m) => ({ default: m.QrLoginPanel })));

/** antd's active skeleton in plain markup. */
function Skeleton({ rows }: { rows: number }) {
  return (
    <div className="ecms-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => <span key={i} />)}
    </div>
  );
}
const tabFallback = <Skeleton rows={3} />;

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
            children: <AntdScope fallback={tabFallback}><SmsLoginForm captchaEnabled={captchaEnabled} companyId={companyId} onSuccess={onSuccess} /></AntdScope>,
          },
        ]
      : []),
    ...(qrEnabled
      ? [
          {
            key: 'qr',
            label: <span data-testid="login-tab-qr">{t('login.tabQr')}</span>,
            children: <AntdScope fallback={tabFallback}><QrLoginPanel active={tab === 'qr'} onSuccess={onSuccess} /></AntdScope>,
          },
        ]
      : []),
  ];

  const active = items.find((i) => i.key === tab) ?? items[0];
  return (
    <LoginShell sysName={sysName} logo={logo} copyright={copyright}>
      <section className="ecms-login__card">
        <div className="ecms-login__card-head">
          <h2 data-testid="login-title">{t(variant === 'saas' ? 'login.saasTitle' : 'login.title')}</h2>
          <p>{t('login.welcome', { name: sysName })}</p>
        </div>
        {loginData.isError && (
          <div className="ecms-alert ecms-alert--error" role="alert" data-testid="login-server-error">
            <span className="ecms-alert__text">{t('http.serverUnavailable')}</span>
            <button type="button" className="ecms-btn-small" onClick={() => void loginData.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {loginData.isPending ? (
          <Skeleton rows={5} />
        ) : (
          <div className="ecms-login__tabs">
            <div className="ecms-tabs__nav" role="tablist">
              {items.map((i) => (
                <button
                  key={i.key} type="button" role="tab" id={`login-tab-${i.key}`} aria-selected={i.key === active.key} aria-controls="login-tab-panel"
                  tabIndex={i.key === active.key ? 0 : -1}
                  className={i.key === active.key ? 'ecms-tabs__tab is-active' : 'ecms-tabs__tab'}
                  onClick={() => setTab(i.key)}
                  onKeyDown={(e) => {
                    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                    const at = items.indexOf(active) + (e.key === 'ArrowRight' ? 1 : -1);
                    const next = items[(at + items.length) % items.length];
                    setTab(next.key);
                    document.getElementById(`login-tab-${next.key}`)?.focus();
                  }}
                >
                  {i.label}
                </button>
              ))}
            </div>
            <div className="ecms-tabs__panel" role="tabpanel" id="login-tab-panel" aria-labelledby={`login-tab-${active.key}`}>
              {active.children}
            </div>
          </div>
        )}
      </section>
    </LoginShell>
  );
}
