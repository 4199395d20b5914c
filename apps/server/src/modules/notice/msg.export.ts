import { MSG_TYPE } from '@ecms/shared';
import { optionLabels, type ExportSource } from '../../platform/excel/exports.js';
import { exportMessages } from './msg.service.js';

/* My messages (我的消息) as an Excel export: strictly the caller's own, with the list's filters. */

export const msgExports: readonly ExportSource[] = [
  {
    code: 'notice:msg',
    label: '我的消息',
    columns: async () => [
      { key: 'title', label: '标题', width: 30 },
      { key: 'content', label: '内容', width: 50 },
      { key: 'type', label: '消息类型', width: 12, labels: optionLabels(MSG_TYPE) },
      { key: 'createName', label: '发送人', width: 10 },
      { key: 'isRead', label: '是否已读', width: 10, format: 'bool' },
      { key: 'createdDate', label: '接收时间', width: 20, format: 'datetime' },
      { key: 'readDate', label: '阅读时间', width: 20, format: 'datetime' },
    ],
    rows: (tx, actor, req) => exportMessages(tx, actor, req),
  },
];
