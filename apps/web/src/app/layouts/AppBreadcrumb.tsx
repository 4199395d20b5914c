import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocationMeta } from '../route-meta';
import { HOME_PATH } from '../store/tabs';

/** Breadcrumb (spec §2.1): titled routes, prefixed by the root entry unless on the dashboard. */
export function AppBreadcrumb({ meta }: { meta: LocationMeta }) {
  const { t } = useTranslation();
  if (meta.hideBreadcrumb) return null;
  const items = [
    { key: 'root', title: <Link to={HOME_PATH}>{t('breadcrumb.root')}</Link> },
    ...meta.crumbs.map((c, i) => ({
      key: `c${i}`,
      title: c.label.key ? t(c.label.key) : c.label.text,
    })),
  ];
  return <Breadcrumb className="ecms-breadcrumb" items={items} data-testid="breadcrumb" />;
}
