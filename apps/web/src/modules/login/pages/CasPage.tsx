import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { casSignIn } from '../../../api/sso';
import { signIn, useSession } from '../../../app/store/session';

/**
 * CAS return address (/cas?ticket=…): the server validates the ticket with the CAS server and
 * opens a session; then the user lands on the home page. A bad ticket offers the login page.
 */
export function CasPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const ticket = params.get('ticket');
  const [failed, setFailed] = useState<string | null>(ticket ? null : t('cas.noTicket'));
  const started = useRef(false);

  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true;
    casSignIn(ticket)
      .then((r) => signIn(r))
      .catch((e: unknown) => setFailed(e instanceof Error && e.message ? e.message : t('cas.failed')));
  }, [ticket, t]);

  if (token && !failed) return <Navigate to="/" replace />;
  if (failed) {
    return (
      <div className="ecms-center-page" data-testid="cas-page">
        <Result
          status="warning"
          title={t('cas.failed')}
          subTitle={failed}
          extra={<Button type="primary" onClick={() => navigate('/login?cas=off')}>{t('cas.toLogin')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="ecms-center-page" data-testid="cas-page">
      <Spin size="large" tip={t('cas.signingIn')}>
        <div style={{ width: 240, height: 120 }} />
      </Spin>
    </div>
  );
}
