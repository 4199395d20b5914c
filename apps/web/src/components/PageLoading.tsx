import { useTranslation } from 'react-i18next';

/**
 * Centered loading state for full pages and content areas. Plain markup and CSS in antd's
 * spinner look: it shows before antd has loaded (the sign-in page and the entry carry no antd).
 */
export function PageLoading({ fullscreen = false, tip }: { fullscreen?: boolean; tip?: string }) {
  const { t } = useTranslation();
  return (
    <div className={fullscreen ? 'ecms-loading ecms-loading--full' : 'ecms-loading'} data-testid="page-loading" role="status" aria-live="polite">
      <span className="ecms-spin" aria-hidden="true"><i /><i /><i /><i /></span>
      <div className="ecms-loading__tip">{tip ?? t('common.loading')}</div>
    </div>
  );
}
