import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centered loading state for full pages and content areas. */
export function PageLoading({ fullscreen = false, tip }: { fullscreen?: boolean; tip?: string }) {
  const { t } = useTranslation();
  return (
    <div className={fullscreen ? 'ecms-loading ecms-loading--full' : 'ecms-loading'} data-testid="page-loading">
      <Spin size="large" />
      <div className="ecms-loading__tip">{tip ?? t('common.loading')}</div>
    </div>
  );
}
