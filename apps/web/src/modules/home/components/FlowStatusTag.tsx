import { Tag } from 'antd';
import { FLOW_STATUS } from '@ecms/shared';

const COLORS: Record<string, string> = { running: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', terminated: 'warning' };
const LABELS = new Map<string, string>(Object.values(FLOW_STATUS).map((s) => [s.value, s.label]));

/** An instance status as the shared Chinese label. */
export function FlowStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{LABELS.get(status) ?? status}</Tag>;
}
