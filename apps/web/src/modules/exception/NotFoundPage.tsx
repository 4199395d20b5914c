import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="ecms-center-page" data-testid="page-404">
      <Result
        status="404"
        title="404"
        subTitle={t('exception.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate('/')} data-testid="back-home">
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="ecms-center-page" data-testid="page-401">
      <Result
        status="403"
        title="401"
        subTitle={t('exception.unauthorized')}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/')} data-testid="back-home">
            {t('common.backHome')}
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>,
        ]}
      />
    </div>
  );
}
