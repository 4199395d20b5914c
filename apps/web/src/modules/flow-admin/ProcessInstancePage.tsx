import { useState } from 'react';
import { Badge, Button, Card, Input, Modal, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLOW_STATUS } from '@ecms/shared';
import { deleteInstance, queryInstances, terminateInstance, type InstanceRow } from '../../api/wf-admin';
import { ExportButton } from '../../components/ExportButton';
import { ListTable, SearchInput, useListPage } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { formatTime } from './format';

const STATUS = Object.values(FLOW_STATUS);
const BADGE: Record<string, 'processing' | 'success' | 'error' | 'default' | 'warning'> = {
  running: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', terminated: 'warning',
};

/** /sys-manager/process-instance: every flow of the company; administrators terminate or delete with confirmation. */
export function ProcessInstancePage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const [ending, setEnding] = useState<InstanceRow | null>(null);
  const [opinion, setOpinion] = useState('');
  const params = { ...(keyword.trim() ? { name$like: keyword.trim() } : {}), ...(status ? { status } : {}) };
  const { query, pagination, rows } = useListPage(['wf-instances'], queryInstances, params);
  const refresh = () => void qc.invalidateQueries({ queryKey: ['wf-instances'] });
  const terminate = useMutation({
    mutationFn: (r: InstanceRow) => terminateInstance(r.id, opinion.trim()),
    onSuccess: () => { message.success(t('flowAdmin.instance.terminated')); setEnding(null); refresh(); },
  });
  const remove = useMutation({
    mutationFn: (r: InstanceRow) => deleteInstance(r.id),
    onSuccess: () => { message.success(t('flowAdmin.instance.deleted')); refresh(); },
  });
  const confirmDelete = (r: InstanceRow) => modal.confirm({
    title: t('flowAdmin.instance.deleteConfirm', { name: r.name }),
    okButtonProps: { danger: true },
    onOk: () => remove.mutateAsync(r).catch(() => undefined),
  });
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="instance-page">
      <div className="ecms-toolbar">
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('flowAdmin.instance.search')} width={240} testId="instance-search" />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('flowAdmin.instance.allStatus')}
          value={status}
          onChange={setStatus}
          options={STATUS.map((s) => ({ value: s.value, label: s.label }))}
          data-testid="instance-status"
        />
        <ExportButton code="wf:procInst" permission="sys:procInst:view" request={{ params }} fileName={t('flowAdmin.instance.exportName')} testId="instance-export" />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void query.refetch()} />
        </Tooltip>
      </div>
      <ListTable<InstanceRow>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        data-testid="instance-table"
        columns={[
          { title: t('flowAdmin.instance.name'), dataIndex: 'name', width: 240, ellipsis: true },
          { title: t('flowAdmin.instance.definition'), dataIndex: 'procDefineName', width: 160 },
          { title: t('flowAdmin.instance.initiator'), dataIndex: 'initiatorName', width: 100, render: (v) => v ?? '-' },
          {
            title: t('flowAdmin.instance.status'), dataIndex: 'status', width: 100,
            render: (v: string) => <Badge status={BADGE[v] ?? 'default'} text={STATUS.find((s) => s.value === v)?.label ?? v} />,
          },
          { title: t('flowAdmin.instance.current'), dataIndex: 'currentNodeNames', width: 160, render: (v) => v || '-' },
          { title: t('flowAdmin.instance.started'), dataIndex: 'startedDate', width: 150, render: formatTime },
          { title: t('flowAdmin.instance.ended'), dataIndex: 'endedDate', width: 150, render: formatTime },
          {
            title: t('sys.actions'), key: 'ops', width: 150, fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                {r.status === 'running' && (
                  <Button type="link" size="small" danger icon={<StopOutlined />} onClick={() => { setOpinion(''); setEnding(r); }} data-testid="instance-terminate">
                    {t('flowAdmin.instance.terminate')}
                  </Button>
                )}
                <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(r)} data-testid="instance-delete">
                  {t('flowAdmin.instance.del')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!ending}
        title={ending ? t('flowAdmin.instance.terminateConfirm', { name: ending.name }) : ''}
        okText={t('flowAdmin.instance.terminate')}
        okButtonProps={{ danger: true, loading: terminate.isPending }}
        onOk={() => ending && void terminate.mutateAsync(ending).catch(() => undefined)}
        onCancel={() => setEnding(null)}
        destroyOnHidden
      >
        <Input.TextArea rows={3} maxLength={2000} placeholder={t('flowAdmin.instance.opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} />
      </Modal>
    </Card>
  );
}
