import type { DictItemSeed, MenuSeed } from './module.js';

/*
 * Helpers for the seed declarations of module manifests (menus with their buttons, dictionary
 * items). Menu conventions:
 * - `key` is a dotted path, unique over the whole tree (e.g. 'system.user', 'system.user.add').
 * - Top-level groups carry the bare area as permission ('home', 'finance', ...) and their `sort`
 *   (their place in the navigation); the system-administration group carries exactly 'system'
 *   (spec 1 §6: it marks the system manager menu whose children form the super-admin left navigation).
 * - Every leaf menu carries `<area>:<thing>:view`; buttons carry `<area>:<thing>:<action>`.
 *   Exceptions fixed by the spec: 'home:start:flow' (opens the start-flow dialog, no url)
 *   and 'frontend:industrial:page' (the industrial page link).
 * - Features the spec names without a dedicated route (supervision ledgers, quality-check
 *   records, tracking audit) use the generic configurable list route
 *   `/main-page/{formId}/wf-list` (spec 1 §2.3), with a stable form code as formId.
 * - Below the top level, sort order is array order.
 */

/** Chinese names of button actions. */
const ACTION_NAMES: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  manageAll: '管理全部',
  delete: '删除',
  export: '导出',
  import: '导入',
  submit: '提交',
  start: '发起流程',
  resetPwd: '重置密码',
  kick: '强制下线',
  notice: '发送通知',
  auth: '授权',
  design: '设计',
  deploy: '部署',
  suspend: '挂起/激活',
  claim: '认款',
  revoke: '撤销认款',
  calc: '计算',
  pay: '发放',
  score: '评分',
  check: '开始检查',
  report: '生成报告',
  approve: '审批',
  receive: '入库',
  record: '判定',
  return: '归还',
};

export interface LeafOptions {
  fullName?: string;
  openType?: 1 | 2 | 3;
  icon?: string;
  hidden?: boolean;
  href?: string;
  /** Button actions; each becomes a Button child `${key}.${action}` with permission `${perm}:${action}`. */
  actions?: string[];
}

/** A leaf menu with permission `${perm}:view` and optional action buttons. */
export function leaf(key: string, name: string, url: string, perm: string, opts: LeafOptions = {}): MenuSeed {
  const node: MenuSeed = { key, name, url, type: 'Menu', permission: `${perm}:view` };
  if (opts.fullName) node.fullName = opts.fullName;
  if (opts.href) node.href = opts.href;
  if (opts.openType) node.openType = opts.openType;
  if (opts.icon) node.icon = opts.icon;
  if (opts.hidden) node.hidden = true;
  if (opts.actions && opts.actions.length > 0) {
    node.children = opts.actions.map((action) => {
      const label = ACTION_NAMES[action];
      if (!label) throw new Error(`Unknown menu action '${action}' on ${key}`);
      return { key: `${key}.${action}`, name: label, type: 'Button' as const, permission: `${perm}:${action}` };
    });
  }
  return node;
}

export interface GroupOptions {
  fullName?: string;
  permission?: string;
  icon?: string;
  hidden?: boolean;
}

/** A group (folder) node. */
export function group(key: string, name: string, children: MenuSeed[], opts: GroupOptions = {}): MenuSeed {
  const node: MenuSeed = { key, name, type: 'Group' };
  if (opts.fullName) node.fullName = opts.fullName;
  if (opts.permission) node.permission = opts.permission;
  if (opts.icon) node.icon = opts.icon;
  if (opts.hidden) node.hidden = true;
  node.children = children;
  return node;
}

export const CRUD = ['add', 'edit', 'delete'];
/** Buttons of an online form's menu (form:<code>:<action>; see modules/form). */
export const FORM_ACTIONS = ['add', 'edit', 'manageAll', 'delete', 'export', 'import'];

/** Dictionary items with sequential values '1', '2', ... (or from `start`). */
export function seq(labels: string[], start = 1): DictItemSeed[] {
  return labels.map((label, i) => ({ label, value: String(start + i) }));
}
