import { useState } from 'react';
import { Badge, Input, Modal } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FLOW_STATUS } from '@ecms/shared';
import { deleteInstance, queryInstances, terminateInstance, type InstanceRow } from '../../api/wf-admin';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { formatTime } from './format';

const STATUS = Object.values(FLOW_STATUS);
const BADGE: Record<string, 'processing' | 'success' | 'error' | 'default' | 'warning'> = {
  running: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', terminated: 'warning',
};
const KEY = ['wf-instances'];

/** /sys-manager/process-instance: every flow of the company; administrators terminate or delete with confirmation. */
export function ProcessInstancePage() {
  const { t } = useTranslation();
  const [ending, setEnding] = useState<InstanceRow | null>(null);
  const [opinion, setOpinion] = useState('');
  const terminate = useCrudMutation({
    mutationFn: (r: InstanceRow) => terminateInstance(r.id, opinion.trim()),
    success: t('flowAdmin.instance.terminated'),
    invalidate: [KEY],
    close: () => setEnding(null),
  });
  return (
    <LedgerPage<InstanceRow>
      testId="instance-page"
      tableTestId="instance-table"
      queryKey={KEY}
      list={queryInstances}
      search={[
        { name: 'name$like', placeholder: t('flowAdmin.instance.search'), testId: 'instance-search' },
        { name: 'status', type: 'select', placeholder: t('flowAdmin.instance.allStatus'), testId: 'instance-status', options: STATUS.map((s) => ({ value: s.value, label: s.label })) },
      ]}
      export={{ code: 'wf:procInst', rights: 'sys:procInst:view', fileName: t('flowAdmin.instance.exportName'), testId: 'instance-export' }}
      remove={{
        fn: (r) => deleteInstance(r.id), label: t('flowAdmin.instance.del'), testId: 'instance-delete', success: t('flowAdmin.instance.deleted'),
        confirmKind: 'modal', confirm: (r) => t('flowAdmin.instance.deleteConfirm', { name: r.name }),
      }}
      actions={[
        {
          key: 'terminate', label: t('flowAdmin.instance.terminate'), icon: <StopOutlined />, danger: true, testId: 'instance-terminate',
          visible: (r) => r.status === 'running', onClick: (r) => { setOpinion(''); setEnding(r); },
        },
        'delete',
      ]}
      columns={[
        { title: t('flowAdmin.instance.name'), dataIndex: 'name', width: 190, ellipsis: true },
        { title: t('flowAdmin.instance.definition'), dataIndex: 'procDefineName', width: 160 },
        { title: t('flowAdmin.instance.initiator'), dataIndex: 'initiatorName', width: 100, render: (v) => v ?? '-' },
        {
          title: t('flowAdmin.instance.status'), dataIndex: 'status', width: 100,
          render: (v: string) => <Badge status={BADGE[v] ?? 'default'} text={STATUS.find((s) => s.value === v)?.label ?? v} />,
        },
        { title: t('flowAdmin.instance.current'), dataIndex: 'currentNodeNames', width: 150, ellipsis: true, render: (v) => v || '-' },
        { title: t('flowAdmin.instance.started'), dataIndex: 'startedDate', width: 150, render: formatTime },
        { title: t('flowAdmin.instance.ended'), dataIndex: 'endedDate', width: 150, render: formatTime },
      ]}
    >
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
    </LedgerPage>
  );
}
