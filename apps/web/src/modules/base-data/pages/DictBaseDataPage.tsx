import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictEditor } from '../../../components/DictEditor';
import type { DictBaseData } from './dict-base-data';

/**
 * /base-data/asset-classification, asset-supplies-classification, maintain-problem-type: one
 * dictionary, full width, under the page's own rights (the system dictionary rights pass too,
 * as on the server).
 */
export function DictBaseDataPage({ page }: { page: DictBaseData }) {
  const { t } = useTranslation();
  const r = (action: string) => [`${page.right}:${action}`, `sys:dict:${action}`];
  return (
    <Card size="small" title={`${t(page.title)}（${page.type}）`} data-testid="bd-dict-page" data-code={page.type}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sys.dict.samePage', { code: page.type })} />
      <DictEditor type={page.type} tree={page.tree} rights={{ add: r('add'), edit: r('edit'), delete: r('delete') }} testId="bd-dict" />
    </Card>
  );
}
