import { Button, Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocationMeta } from '../app/route-meta';

/** Honest "under construction" page for routes a later issue fills. */
export function Placeholder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useLocationMeta();
  const title = meta.title.key ? t(meta.title.key) : meta.title.text;
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="placeholder-page">
      <Result
        icon={<ToolOutlined style={{ color: 'var(--ecms-primary, #097fd6)' }} />}
        title={t('placeholder.title', { name: title })}
        subTitle={t('placeholder.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/main-page')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </Card>
  );
}
