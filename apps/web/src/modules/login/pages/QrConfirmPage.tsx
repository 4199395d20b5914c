import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Result, Spin } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmQrCode, scanQrCode } from '../../../api/auth';
import { loginRedirectUrl } from '../../../app/guard';
import { useSession } from '../../../app/store/session';

/** /login/qr-confirm?code=: the signed-in phone confirms a desktop QR sign-in. */
export function QrConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const token = useSession((s) => s.token);

  const scan = useQuery({
    queryKey: ['qrScan', code],
    queryFn: () => scanQrCode(code as string),
    enabled: Boolean(code && token),
    staleTime: Infinity,
  });
  const confirm = useMutation({ mutationFn: () => confirmQrCode(code as string) });

  if (!token) return <Navigate to={loginRedirectUrl('/login/qr-confirm', `?code=${encodeURIComponent(code ?? '')}`)} replace />;

  let body;
  if (!code) {
    body = <Result status="warning" title={t('qrConfirm.invalid')} />;
  } else if (scan.isPending) {
    body = (
      <div className="ecms-loading">
        <Spin size="large" />
      </div>
    );
  } else if (scan.isError) {
    body = (
      <Result
        status="error"
        title={t('qrConfirm.failed')}
        subTitle={scan.error instanceof Error ? scan.error.message : undefined}
      />
    );
  } else if (confirm.isSuccess) {
    body = <Result status="success" title={t('qrConfirm.done')} subTitle={t('qrConfirm.doneHint')} data-testid="qr-confirm-done" />;
  } else {
    body = (
      <Result
        icon={<DesktopOutlined style={{ color: 'var(--ecms-primary, #097fd6)' }} />}
        title={t('qrConfirm.title')}
        subTitle={t('qrConfirm.hint')}
        extra={
          <div className="ecms-qr-confirm__actions">
            <Button type="primary" size="large" block loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="qr-confirm-ok">
              {t('qrConfirm.confirm')}
            </Button>
            <Button size="large" block type="text" onClick={() => navigate('/')} data-testid="qr-confirm-cancel">
              {t('common.cancel')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div className="ecms-center-page ecms-qr-confirm" data-testid="qr-confirm-page">
      <Card variant="borderless" className="ecms-qr-confirm__card">
        {body}
      </Card>
    </div>
  );
}
