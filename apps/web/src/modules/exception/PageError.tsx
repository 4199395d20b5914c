import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { logError } from '../../app/error-log';

/** Route error element: a render error in a page shows here (inside the layout) and is logged. */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  useEffect(() => {
    logError({
      message,
      info: 'route error boundary',
      stack: error instanceof Error ? (error.stack ?? '') : '',
    });
  }, [error, message]);
  return (
    <div className="ecms-center-page" data-testid="page-error">
      <Result
        status="500"
        title={t('exception.error')}
        subTitle={message}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('tabs.reload')}
          </Button>,
          <Button key="home" onClick={() => navigate('/')}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
