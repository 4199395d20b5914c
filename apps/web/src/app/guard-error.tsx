import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearLogin, loginEntryPath } from './store/session';

/** The guard's screen when the user info cannot be read: retry, or sign in again. */
export function GuardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ecms-center-page">
      <Result
        status="error"
        title={t('guard.loadFailed')}
        subTitle={error instanceof Error ? error.message : t('http.serverUnavailable')}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>,
          <Button
            key="relogin"
            onClick={() => {
              const entry = loginEntryPath();
              clearLogin();
              window.location.assign(entry);
            }}
          >
            {t('http.reLogin')}
          </Button>,
        ]}
      />
    </div>
  );
}
