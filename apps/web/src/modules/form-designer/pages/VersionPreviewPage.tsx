import { useState } from 'react';
import { Alert, Button, Card, Result, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormRenderer, type FormRendererProps } from '../../form';
import { fetchForm, fetchFormVersion } from '../api';

/** /wf-form/:version?formId=: a published version, read-only, as users will see it. */
export function VersionPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { version } = useParams();
  const [params] = useSearchParams();
  const formId = params.get('formId');
  const valid = !!formId && !!version && /^\d+$/.test(version);
  const model = useQuery({ queryKey: ['fd-version', formId, version], queryFn: () => fetchFormVersion(formId!, version!), enabled: valid });
  const def = useQuery({ queryKey: ['fd-form', formId], queryFn: () => fetchForm(formId!), enabled: valid, staleTime: 30_000 });
  const [value] = useState<FormRendererProps['value']>({ values: {}, subTables: {} });
  if (!valid) return <Card variant="borderless" className="ecms-card-fill"><Result status="404" title={t('fd.version.bad')} /></Card>;
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="fd-version-page">
      <div className="ecms-toolbar">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label={t('fd.designer.back')} />
        <Typography.Title level={5} style={{ margin: 0 }}>{def.data?.name ?? t('fd.version.title')}</Typography.Title>
        <Tag color="blue">V{version}</Tag>
        {def.data && def.data.currentVersion === Number(version) && <Tag color="success">{t('fd.list.current')}</Tag>}
      </div>
      <Alert type="info" showIcon title={t('fd.version.readonly')} style={{ marginBottom: 12 }} />
      {model.isPending ? <Spin style={{ display: 'block', margin: '80px auto' }} />
        : model.isError ? <Result status="warning" title={model.error instanceof Error ? model.error.message : t('list.loadFailed')} extra={<Button onClick={() => void model.refetch()}>{t('common.retry')}</Button>} />
          : <FormRenderer model={model.data} mode="view" value={value} />}
    </Card>
  );
}
