import { Tag } from 'antd';
import { FLOW_RECORD_STATUS, labelOf } from '@ecms/shared';

const STATUS_COLOR: Record<number, string> = {
  [FLOW_RECORD_STATUS.DRAFT.value]: 'default',
  [FLOW_RECORD_STATUS.APPROVING.value]: 'processing',
  [FLOW_RECORD_STATUS.RETURNED.value]: 'warning',
  [FLOW_RECORD_STATUS.APPROVED.value]: 'success',
  [FLOW_RECORD_STATUS.REJECTED.value]: 'error',
  [FLOW_RECORD_STATUS.WITHDRAWN.value]: 'default',
  [FLOW_RECORD_STATUS.TERMINATED.value]: 'error',
};

/** The status of a business record as its flow has it (草稿, 审批中, 已审批 …). */
export function FlowStatusTag({ status, name }: { status: number; name?: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="flow-record-status">{name || labelOf(FLOW_RECORD_STATUS, status)}</Tag>;
}
