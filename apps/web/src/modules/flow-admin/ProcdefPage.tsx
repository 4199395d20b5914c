import { useState } from 'react';
import { Button, Card, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchDefinition, publishDefinition, queryDefinitions, setDefinitionStatus, type DefinitionRow, type VersionRow } from '../../api/wf-admin';
import { quiet } from '../../api/sys';
import { ListTable, SearchInput, useLocalPagination, ResponsiveTable } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { dictLabel, useDict } from '../../components/dict';
import { formatTime } from './format';
import { settingFlowUrl } from './setting/url';

/** Versions of one definition, newest first, each openable in the read-only viewer. */
function Versions({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['wf-def', id, 'versions'], queryFn: () => fetchDefinition(id) });
  return (
    <ResponsiveTable<VersionRow>
      rowKey="id"
      size="small"
      loading={q.isPending}
      pagination={false}
      dataSource={q.data?.versions ?? []}
      style={{ margin: '4px 0' }}
      data-testid={`versions-${id}`}
      columns={[
        { title: t('flowAdmin.procdef.current'), dataIndex: 'version', width: 120, render: (v: number, r) => <Space>V{v}{r.id === q.data?.currentVersionId && <Tag color="blue">{t('flowAdmin.procdef.currentTag')}</Tag>}</Space> },
        { title: t('flowAdmin.procdef.publishedDate'), dataIndex: 'publishedDate', width: 180, render: formatTime },
        { title: t('flowAdmin.procdef.publishedBy'), dataIndex: 'publishedBy', width: 140, render: (v) => v ?? '-' },
        {
          title: t('sys.actions'), width: 100,
          render: (_v, r) => <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(`/sys-manager/dd-flow-design-viewer?versionId=${r.id}`)}>{t('flowAdmin.procdef.view')}</Button>,
        },
      ]}
    />
  );
}

/** /sys-manager/act-procdef: every definition with its current version; design, view versions, suspend. */
export function ProcdefPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const categories = useDict('process-left-group');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number | undefined>();
  const params = { keyword: keyword.trim() || undefined, status };
  const query = useQuery({ queryKey: ['wf-defs', params], queryFn: () => queryDefinitions(params), placeholderData: keepPreviousData });
  const rows = query.data ?? [];
  const pagination = useLocalPagination(rows.length);
  const toggle = useMutation({
    mutationFn: (r: DefinitionRow) => setDefinitionStatus(r.id, r.status === 1 ? 0 : 1),
    onSuccess: () => { message.success(t('flowAdmin.procdef.statusOk')); void qc.invalidateQueries({ queryKey: ['wf-defs'] }); },
  });
  const publishDraft = useMutation({
    mutationFn: async (r: DefinitionRow) => {
      const d = await fetchDefinition(r.id);
      if (!d.draft) throw new Error(t('flowAdmin.setting.unpublished'));
      return publishDefinition(r.id, d.draft);
    },
    onSuccess: (v) => { message.success(t('flowAdmin.setting.published', { version: v.version })); void qc.invalidateQueries({ queryKey: ['wf-defs'] }); },
    onError: (err) => message.error(err instanceof Error ? err.message : String(err)),
  });
  const design = (id: string) => navigate(settingFlowUrl('f-flow-design', id));
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="procdef-page">
      <div className="ecms-toolbar">
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('flowAdmin.procdef.search')} width={240} testId="procdef-search" />
        <Select
          style={{ width: 120 }}
          aria-label={t('flowAdmin.procdef.status')}
          value={status ?? -1}
          onChange={(v) => setStatus(v === -1 ? undefined : v)}
          options={[{ value: -1, label: t('flowAdmin.procdef.all') }, { value: 1, label: t('flowAdmin.procdef.active') }, { value: 0, label: t('flowAdmin.procdef.suspended') }]}
        />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void query.refetch()} />
        </Tooltip>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(settingFlowUrl('f-base-setting'))} data-testid="procdef-new">
          {t('flowAdmin.setting.newFlow')}
        </Button>
      </div>
      <ListTable<DefinitionRow>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching || toggle.isPending || publishDraft.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        expandable={{ expandedRowRender: (r) => <Versions id={r.id} />, rowExpandable: (r) => r.versionCount > 0 }}
        data-testid="procdef-table"
        columns={[
          { title: t('flowAdmin.procdef.name'), dataIndex: 'name', width: 220, render: (v: string, r) => <a onClick={() => design(r.id)}>{v}</a> },
          { title: t('flowAdmin.procdef.key'), dataIndex: 'key', width: 220 },
          { title: t('flowAdmin.procdef.category'), dataIndex: 'category', width: 110, render: (v: string | null) => (v ? dictLabel(categories.data, v) || v : '-') },
          {
            title: t('flowAdmin.procdef.current'), dataIndex: 'currentVersion', width: 150,
            render: (v: number | null, r) => (
              <Space size={4}>
                {v ? <Tag color="blue" data-testid={`procdef-version-${r.key}`}>V{v}</Tag> : <Tag>{t('flowAdmin.procdef.noVersion')}</Tag>}
                {r.hasDraft && <Tag color="orange">{t('flowAdmin.procdef.draft')}</Tag>}
              </Space>
            ),
          },
          { title: t('flowAdmin.procdef.versions'), dataIndex: 'versionCount', width: 80, align: 'right' },
          {
            title: t('flowAdmin.procdef.status'), dataIndex: 'status', width: 90,
            render: (v: number) => (v === 1 ? <Tag color="success">{t('flowAdmin.procdef.active')}</Tag> : <Tag>{t('flowAdmin.procdef.suspended')}</Tag>),
          },
          { title: t('flowAdmin.procdef.updated'), dataIndex: 'updatedDate', width: 170, render: formatTime },
          {
            title: t('sys.actions'), key: 'ops', width: 300, fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => design(r.id)} data-testid={`procdef-design-${r.key}`}>{t('flowAdmin.procdef.design')}</Button>
                {r.currentVersionId && (
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(`/sys-manager/dd-flow-design-viewer?versionId=${r.currentVersionId}`)}>
                    {t('flowAdmin.procdef.view')}
                  </Button>
                )}
                {r.hasDraft && (
                  <Button type="link" size="small" onClick={() => void quiet(publishDraft.mutateAsync(r))} data-testid={`procdef-publish-${r.key}`}>
                    {t('flowAdmin.procdef.publishDraft')}
                  </Button>
                )}
                {r.status === 1 ? (
                  <Popconfirm title={t('flowAdmin.procdef.suspendConfirm', { name: r.name })} onConfirm={() => quiet(toggle.mutateAsync(r))}>
                    <Button type="link" size="small" danger>{t('flowAdmin.procdef.suspend')}</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => void quiet(toggle.mutateAsync(r))}>{t('flowAdmin.procdef.activate')}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
