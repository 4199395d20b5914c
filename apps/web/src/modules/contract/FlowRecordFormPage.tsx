import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { COMMISSION_PURPOSE, formatMoney, labelOf } from '@ecms/shared';
import {
  type Contract, type CostConsultation, fetchContract, fetchCostConsultation, type FlowStart, flowBusinessLink, type RecordKind,
} from '../../api/contract';
import { FlowStatusTag } from '../../components/ledger';
import { FlowRecordDialog } from './FlowRecordDialog';

/** The status of a record as its flow has it (kept here for the pages that import it from the contract module). */
export { FlowStatusTag };

export const FORM_ROUTE: Record<RecordKind, string> = { contract: '/contract/form', cost: '/cost-consultation/form' };

/** The form route of a started record, with the spec's query parameters (spec 1 §2.4). */
export function formLink(kind: RecordKind, s: FlowStart): string {
  const q = new URLSearchParams({ editStatus: 'edit', id: s.id, name: s.name, procInstId: s.procInstId, procInstName: s.name, procDefineId: s.procDefineId });
  if (s.taskId) q.set('taskId', s.taskId);
  if (s.curActivityId) q.set('taskDefKey', s.curActivityId);
  if (s.curActivityName) q.set('stepName', s.curActivityName);
  return `${FORM_ROUTE[kind]}?${q}`;
}

/**
 * /contract/form and /cost-consultation/form (query: editStatus, addTab, name, id, taskId,
 * procInstId, procInstName, procDefineId, taskDefKey, stepName): the record and the status of
 * its flow, with the way into the flow. Without an id: the creation dialog.
 */
export function FlowRecordFormPage({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = query.get('id');
  const [creating, setCreating] = useState(false);
  const record = useQuery<Contract | CostConsultation>({
    queryKey: ['flow-record', kind, id],
    queryFn: () => (kind === 'contract' ? fetchContract(id!) : fetchCostConsultation(id!)),
    enabled: Boolean(id),
  });
  const isContract = kind === 'contract';
  const dialog = (
    <FlowRecordDialog kind={kind} open={creating} onClose={() => setCreating(false)} onStarted={(s) => { setCreating(false); navigate(formLink(kind, s)); }} />
  );
  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="flow-record-new">
      {t(isContract ? 'contract.newContract' : 'contract.newCost')}
    </Button>
  );

  if (!id) {
    return (
      <Card>
        <Empty description={t('contract.emptyForm')}>{newButton}</Empty>
        {dialog}
      </Card>
    );
  }
  if (record.isPending) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (record.isError) {
    return (
      <Card>
        <Result status="warning" title={t('contract.notFound')} extra={<Button onClick={() => void record.refetch()}>{t('contract.retry')}</Button>} />
      </Card>
    );
  }
  const r = record.data;
  const taskId = query.get('taskId');
  return (
    <Card
      title={t(isContract ? 'contract.contractInfo' : 'contract.costInfo')}
      extra={
        <Space>
          {r.procInstId && (
            <Button onClick={() => navigate(flowBusinessLink({ procInstId: r.procInstId!, taskId, name: r.name }))} data-testid="flow-record-open-flow">
              {t('contract.openFlow')}
            </Button>
          )}
          {newButton}
        </Space>
      }
    >
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle" data-testid="flow-record-detail">
        <Descriptions.Item label={t(isContract ? 'contract.name' : 'contract.businessName')}>{r.name}</Descriptions.Item>
        <Descriptions.Item label={t('contract.code')}>{r.code}</Descriptions.Item>
        <Descriptions.Item label={t('contract.status')}><FlowStatusTag status={r.status} name={r.statusName} /></Descriptions.Item>
        <Descriptions.Item label={t('contract.currentNode')}>{r.curNodeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('contract.flowType')}>{r.flowTypeName}</Descriptions.Item>
        {isContract ? (
          <Descriptions.Item label={t('contract.businessType')}>{r.businessTypeName}</Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('contract.commissionPurpose')}>{labelOf(COMMISSION_PURPOSE, (r as CostConsultation).commissionPurpose)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('contract.amount')}>{formatMoney(r.amount) || '—'}</Descriptions.Item>
        {isContract ? (
          <>
            <Descriptions.Item label={t('contract.partyA')}>{(r as Contract).partyA ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('contract.partyB')}>{(r as Contract).partyB ?? '—'}</Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label={t('contract.client')}>{(r as CostConsultation).client ?? '—'}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('contract.createdDate')}>{dayjs(r.createdDate).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label={t('contract.remark')} span={2}>{r.remark ?? '—'}</Descriptions.Item>
      </Descriptions>
      {dialog}
    </Card>
  );
}
