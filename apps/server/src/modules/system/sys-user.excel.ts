import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bdDict, sysDept } from '../../db/schema/index.js';
import type { ExportSource } from '../../platform/excel/exports.js';
import type { ImportColumn, ImportContext, ImportTarget } from '../../platform/excel/targets.js';
import { exportUsers, importUsers, takenUserValues, userImportProblems, type UserImportRow } from './user.service.js';

/*
 * Staff (用户管理) as an import target and an export source. Rows go in through the system
 * module's user service (permission sys:user:add, data scope per department, initial password,
 * search index); job and rank are picked by their dictionary labels and stored as labels, as
 * the user form does.
 */

const MOBILE = '^(?:\\+86|0086)?1[3-9]\\d{9}$';

const COLUMNS: ImportColumn[] = [
  { key: 'loginName', label: '登录名', type: 'text', required: true, unique: true, maxLength: 50, pattern: '^[A-Za-z0-9_.@-]+$', patternMessage: '登录名只能包含字母、数字和 _ . @ -' },
  { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 50 },
  { key: 'phone', label: '手机号', type: 'text', unique: true, pattern: MOBILE, patternMessage: '手机号格式不正确' },
  { key: 'deptId', label: '部门', type: 'dept', required: true },
  { key: 'job', label: '岗位', type: 'select', dictCode: 'JOB', dictStore: 'label' },
  { key: 'staffRank', label: '职级', type: 'select', dictCode: 'STAFF_RANK', dictStore: 'label' },
  { key: 'no', label: '工号', type: 'text', maxLength: 50 },
  { key: 'email', label: '邮箱', type: 'text', maxLength: 100, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternMessage: '邮箱格式不正确' },
];


const STATUS_LABELS = { 1: '启用', 0: '停用' };

async function rankLabels(tx: Db): Promise<Map<string, string>> {
  const rows = await tx.select({ label: bdDict.label, value: bdDict.value }).from(bdDict).where(eq(bdDict.type, 'STAFF_RANK'));
  // Ranks are stored as labels; older rows may hold the value.
  return new Map(rows.flatMap((r) => [[r.value, r.label], [r.label, r.label]] as [string, string][]));
}

export const sysUserExports: readonly ExportSource[] = [
  {
    code: 'sys:user',
    label: '用户',
    permission: 'sys:user:view',
    columns: async (tx) => [
      { key: 'loginName', label: '登录名', width: 16 },
      { key: 'name', label: '姓名', width: 12 },
      { key: 'phone', label: '手机号', width: 15 },
      { key: 'deptName', label: '部门', width: 18 },
      { key: 'job', label: '岗位', width: 14 },
      { key: 'staffRank', label: '职级', width: 10, labels: await rankLabels(tx) },
      { key: 'no', label: '工号', width: 12 },
      { key: 'email', label: '邮箱', width: 22 },
      { key: 'roleNames', label: '角色', width: 22 },
      { key: 'status', label: '状态', width: 8, labels: STATUS_LABELS },
      { key: 'lastLoginDate', label: '最后登录时间', width: 20, format: 'datetime' },
      { key: 'createdDate', label: '创建时间', width: 20, format: 'datetime' },
    ],
    // Keys of the user list's whitelist (USER_LIST); name, loginName and phone without an operator match by substring.
    filters: async (tx) => {
      const [ranks, depts] = await Promise.all([
        tx.select({ label: bdDict.label }).from(bdDict).where(eq(bdDict.type, 'STAFF_RANK')).orderBy(asc(bdDict.sort)),
        tx.select({ value: sysDept.id, label: sysDept.name }).from(sysDept).orderBy(asc(sysDept.sort), asc(sysDept.name)),
      ]);
      return [
        { key: 'name', label: '姓名', type: 'text', sortable: true },
        { key: 'loginName', label: '登录名', type: 'text', sortable: true },
        { key: 'phone', label: '手机号', type: 'text', sortable: true },
        { key: 'no', label: '工号', type: 'text', sortable: true },
        { key: 'email', label: '邮箱', type: 'text', sortable: true },
        { key: 'job', label: '岗位', type: 'text', sortable: true },
        { key: 'deptId', label: '部门', type: 'select', options: depts, sortable: true },
        { key: 'staffRank', label: '职级', type: 'select', options: ranks.map((r) => ({ value: r.label, label: r.label })), sortable: true },
        { key: 'status', label: '状态', type: 'select', options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })), sortable: true },
        { key: 'sort', label: '排序号', type: 'number', sortable: true },
        { key: 'lastLoginDate', label: '最后登录时间', type: 'date', sortable: true },
        { key: 'createdDate', label: '创建时间', type: 'date', sortable: true },
        { key: 'updatedDate', label: '更新时间', type: 'date', sortable: true },
      ];
    },
    rows: (tx, actor, req) => exportUsers(tx, actor, req),
  },
];

export const sysUserImports: readonly ImportTarget[] = [
  {
    code: 'sys:user',
    label: '用户',
    permission: 'sys:user:add',
    columns: async () => COLUMNS,
    existing: (tx, key, values) => (key === 'loginName' || key === 'phone' ? takenUserValues(tx, key, values) : Promise.resolve(new Set())),
    checkBatch: (tx, rows, ctx) => userImportProblems(tx, ctx.actor, rows as unknown as UserImportRow[]),
    // importUsers inserts sys_user and search_doc rows only: both take part in staged writes.
    staged: true,
    insertBatch: async (tx, rows, ctx?: ImportContext) => {
      if (!ctx) throw new Error('sys:user import needs the caller');
      const state = ctx.state as { passwordHash?: string; password?: string; noted?: boolean };
      await importUsers(tx, ctx.actor, rows as unknown as UserImportRow[], state);
      if (state.password && !state.noted) {
        state.noted = true;
        ctx.notes.push(`导入用户的初始密码：${state.password}（首次登录须修改密码，请妥善告知本人）`);
      }
    },
  },
];
