import { useMemo } from 'react';
import { Button, Card, Empty, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchDefinition, fetchVersion } from '../../api/wf-admin';
import { FlowTree } from './designer/FlowTree';
import { NodeDrawer } from './designer/NodeDrawer';
import { useDesignerCtx } from './setting/tabs';
import { FIXED_HEIGHT } from './setting/SettingFlowPage';
import { formatTime } from './format';

const noEdit = () => undefined;

/** /sys-manager/dd-flow-design-viewer?versionId=: a published version's tree, read-only (cards open read-only settings). */
export function FlowViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const versionId = params.get('versionId');
  const version = useQuery({ queryKey: ['wf-version', versionId], queryFn: () => fetchVersion(versionId!), enabled: !!versionId });
  const defId = version.data?.definitionId;
  const def = useQuery({ queryKey: ['wf-def', defId, 'versions'], queryFn: () => fetchDefinition(defId!), enabled: !!defId });
  const { ctx, dir, selection, close } = useDesignerCtx(noEdit, true);
  const options = useMemo(() => (def.data?.versions ?? []).map((v) => ({ value: v.id, label: `V${v.version}（${formatTime(v.publishedDate)}）` })), [def.data]);
  if (!versionId) return <Card variant="borderless" className="ecms-card-fill"><Empty style={{ marginTop: 80 }} description={t('flowAdmin.viewer.missing')} /></Card>;
  if (version.isError) return <Card variant="borderless" className="ecms-card-fill"><Result status="warning" title={version.error instanceof Error ? version.error.message : ''} /></Card>;
  const v = version.data;
  return (
    <Card variant="borderless" className="ecms-card-fill" style={FIXED_HEIGHT} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }} data-testid="viewer-page">
      <div className="ecms-toolbar">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('flowAdmin.setting.back')} onClick={() => navigate('/sys-manager/act-procdef')} />
        <Typography.Title level={5} style={{ margin: 0 }}>{v?.name ?? ''}</Typography.Title>
        {v && <Tag color={v.isCurrent ? 'blue' : 'default'}>{v.isCurrent ? `${t('flowAdmin.viewer.current')} V${v.version}` : `V${v.version}`}</Tag>}
        <Tag>{t('flowAdmin.viewer.readOnly')}</Tag>
        <span className="ecms-toolbar__spacer" />
        <Space>
          {t('flowAdmin.viewer.choose')}
          <Select style={{ width: 220 }} value={versionId} options={options} onChange={(id) => setParams({ versionId: id })} data-testid="viewer-version" />
        </Space>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        {v ? <FlowTree tree={v.tree} ctx={ctx} testId="viewer-canvas" /> : <Spin style={{ display: 'block', margin: '80px auto' }} />}
      </div>
      {v && <NodeDrawer tree={v.tree} selection={selection} onClose={close} apply={noEdit} dir={dir} readOnly />}
    </Card>
  );
}
