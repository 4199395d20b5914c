import { badRequest } from '../../platform/errors.js';
import { allPages, ENABLED_LABELS, type ExportSource } from '../../platform/excel/exports.js';
import { queryDeptTree, treeFilter, ZTreeFilter, type DeptNode } from './dept.service.js';
import { queryRoles } from './role.service.js';

/*
 * Departments and roles as Excel exports (POST /b/excel/template/exportData, code sys:dept or
 * sys:role): the rows of the administration pages, through the same queries and data scope.
 */

/** The tree depth first (each department right after its parent, as the page shows it). */
function* flatten(nodes: DeptNode[], parentName: string | null = null, level = 1): Generator<Record<string, unknown>> {
  for (const n of nodes) {
    const { children, ...row } = n;
    yield { ...row, parentName, level };
    yield* flatten(children, n.name, level + 1);
  }
}

export const orgExports: readonly ExportSource[] = [
  {
    code: 'sys:dept',
    label: '组织机构',
    permission: 'sys:dept:view',
    columns: async () => [
      { key: 'name', label: '部门名称', width: 20 },
      { key: 'fullName', label: '部门全称', width: 28 },
      { key: 'code', label: '部门编码', width: 14 },
      { key: 'parentName', label: '上级部门', width: 20 },
      { key: 'level', label: '层级', width: 8, format: 'number' },
      { key: 'leaderName', label: '负责人', width: 12 },
      { key: 'phone', label: '电话', width: 15 },
      { key: 'sort', label: '排序', width: 8, format: 'number' },
      { key: 'status', label: '状态', width: 8, labels: ENABLED_LABELS },
      { key: 'remark', label: '备注', width: 24 },
      { key: 'createdDate', label: '创建时间', width: 20, format: 'datetime' },
    ],
    async *rows(tx, actor, req) {
      // The tree call's filters (name, status), as the organisation page sends them.
      const parsed = ZTreeFilter.safeParse({ params: req.params ?? {} });
      if (!parsed.success) throw badRequest('查询条件不正确');
      yield* flatten(await queryDeptTree(tx, actor, treeFilter(parsed.data)));
    },
  },
  {
    code: 'sys:role',
    label: '角色',
    permission: 'sys:role:view',
    columns: async () => [
      { key: 'name', label: '角色名称', width: 20 },
      { key: 'code', label: '角色编码', width: 16 },
      { key: 'status', label: '状态', width: 8, labels: ENABLED_LABELS },
      { key: 'sort', label: '排序', width: 8, format: 'number' },
      { key: 'remark', label: '备注', width: 30 },
      { key: 'createdDate', label: '创建时间', width: 20, format: 'datetime' },
      { key: 'updatedDate', label: '修改时间', width: 20, format: 'datetime' },
    ],
    rows: (tx, _actor, req) => allPages(req, async (page) => (await queryRoles(tx, page)).rows),
  },
];
