import { FLOW_STATUS } from '@ecms/shared';
import type { ExportColumn } from '../platform/excel/writer.js';
import { optionLabels, type ExportSource } from '../platform/excel/exports.js';
import { exportAllProcesses, exportDoneRows, exportTodoRows } from './engine/queries.js';

/*
 * Workflow lists as Excel exports: my to-do and done tasks (the caller's own, as their lists)
 * and the administrators' process-instance monitor, with the lists' filters and order.
 */

/** Task kinds (wf_task.kind) and states in Chinese. */
const TASK_KIND: Record<string, string> = {
  normal: '审批', handover: '转办', addsign: '加签', consult: '征询', forward: '传阅', cc: '抄送',
};
const TASK_STATUS: Record<string, string> = {
  pending: '待处理', waiting: '待处理', queued: '待处理', done: '已处理', transferred: '已转办', cancelled: '已取消',
};
const FINISHED: Record<string, string> = { true: '已办结', false: '审批中' };

const taskColumns = (dateKey: 'createdDate' | 'doneDate'): ExportColumn[] => [
  { key: 'processName', label: '标题', width: 36 },
  { key: 'procDefName', label: '流程名称', width: 18 },
  { key: 'stepName', label: '当前步骤', width: 16 },
  { key: 'kind', label: '任务类型', width: 10, labels: TASK_KIND },
  { key: 'initiatorName', label: '发起人', width: 10 },
  ...(dateKey === 'doneDate'
    ? [
        { key: 'createdDate', label: '接收时间', width: 20, format: 'datetime' as const },
        { key: 'doneDate', label: '办理时间', width: 20, format: 'datetime' as const },
        { key: 'isFinished', label: '流程状态', width: 10, labels: FINISHED },
      ]
    : [
        { key: 'createdDate', label: '接收时间', width: 20, format: 'datetime' as const },
        { key: 'dueDate', label: '办理期限', width: 20, format: 'datetime' as const },
        { key: 'status', label: '状态', width: 10, labels: TASK_STATUS },
      ]),
];

export const wfExports: readonly ExportSource[] = [
  {
    code: 'wf:todo',
    label: '我的待办',
    permission: 'home:todo:view',
    columns: async () => taskColumns('createdDate'),
    rows: (tx, actor, req) => exportTodoRows(tx, actor, req),
  },
  {
    code: 'wf:done',
    label: '我的已办',
    permission: 'home:done:view',
    columns: async () => taskColumns('doneDate'),
    rows: (tx, actor, req) => exportDoneRows(tx, actor, req),
  },
  {
    code: 'wf:procInst',
    label: '流程实例',
    permission: 'sys:procInst:view',
    columns: async () => [
      { key: 'name', label: '流程标题', width: 36 },
      { key: 'procDefineName', label: '流程名称', width: 18 },
      { key: 'initiatorName', label: '发起人', width: 10 },
      { key: 'status', label: '状态', width: 10, labels: optionLabels(FLOW_STATUS) },
      { key: 'currentNodeNames', label: '当前节点', width: 18 },
      { key: 'startedDate', label: '发起时间', width: 20, format: 'datetime' },
      { key: 'endedDate', label: '结束时间', width: 20, format: 'datetime' },
    ],
    rows: (tx, _actor, req) => exportAllProcesses(tx, req),
  },
];
