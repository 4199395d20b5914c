import { useTranslation } from 'react-i18next';
import { useBranding } from '../hooks/use-system';

export function AppFooter() {
  const { t } = useTranslation();
  const { copyright, sysName } = useBranding();
  return (
    <footer className="ecms-footer" data-testid="app-footer">
      {copyright ?? `© ${new Date().getFullYear()} ${sysName ?? t('app.defaultName')}`}
    </footer>
  );
}
