import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchQrCode, fetchQrStatus } from '../../../api/auth';
import { HttpError } from '../../../api/http';
import type { LoginResult, QrStatus } from '../../../api/types';

export const QR_POLL_MS = 2000;

/** QR sign-in: shows the server's QR image and polls /login/codeStatus every 2 s. */
export function QrLoginPanel({ active, onSuccess }: { active: boolean; onSuccess: (r: LoginResult) => Promise<void> | void }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [clientExpired, setClientExpired] = useState(false);
  const done = useRef(false);

  const qr = useQuery({
    queryKey: ['qrCode', round],
    queryFn: fetchQrCode,
    enabled: active,
    staleTime: Infinity,
    gcTime: 0,
  });
  const code = qr.data?.code;

  useEffect(() => {
    setClientExpired(false);
    if (!qr.data?.expiresIn) return;
    const timer = window.setTimeout(() => setClientExpired(true), qr.data.expiresIn * 1000);
    return () => window.clearTimeout(timer);
  }, [qr.data]);

  const statusQuery = useQuery({
    queryKey: ['qrStatus', code],
    queryFn: () => fetchQrStatus(code as string),
    enabled: active && Boolean(code) && !clientExpired,
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      if (q.state.error instanceof HttpError && q.state.error.status === 404) return false; // code gone
      return s === 'confirmed' || s === 'expired' ? false : QR_POLL_MS;
    },
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

  const gone = statusQuery.error instanceof HttpError && statusQuery.error.status === 404;
  const status: QrStatus = clientExpired || gone ? 'expired' : (statusQuery.data?.status ?? 'waiting');

  useEffect(() => {
    const d = statusQuery.data;
    if (d?.status === 'confirmed' && d.authToken && !done.current) {
      done.current = true;
      void onSuccess({ authToken: d.authToken, mustChangePassword: false });
    }
  }, [statusQuery.data, onSuccess]);

  const refresh = () => {
    done.current = false;
    setRound((r) => r + 1);
  };

  if (qr.isError) {
    return (
      <Result
        status="warning"
        title={t('login.qrLoadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void qr.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="ecms-qr" data-testid="qr-panel" data-status={status}>
      <div className="ecms-qr__frame">
        {qr.isPending || !qr.data ? (
          <Spin />
        ) : (
          <img src={qr.data.image} alt={t('login.qrAlt')} data-testid="qr-image" />
        )}
        {status === 'scanned' && (
          <div className="ecms-qr__mask" data-testid="qr-scanned">
            <CheckCircleFilled className="ecms-qr__ok" />
            <span>{t('login.qrScanned')}</span>
          </div>
        )}
        {status === 'confirmed' && (
          <div className="ecms-qr__mask">
            <Spin />
            <span>{t('login.qrConfirmed')}</span>
          </div>
        )}
        {status === 'expired' && (
          <div className="ecms-qr__mask" data-testid="qr-expired">
            <span>{t('login.qrExpired')}</span>
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={refresh} data-testid="qr-refresh">
              {t('common.refresh')}
            </Button>
          </div>
        )}
      </div>
      <p className="ecms-qr__hint">{t('login.qrHint')}</p>
    </div>
  );
}
