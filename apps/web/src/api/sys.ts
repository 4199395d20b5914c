/**
 * System-administration calls (spec 3 §7 "Users, departments, menus", "Roles and authorisation",
 * "Base data, dictionaries", "Areas"; spec 1 §7 lookups). Every call goes through the §8 client;
 * answers are normalised defensively because the server modules grow in parallel.
 */
import {
  deptApi, onlineApi, roleApi, type TDataMenu, type TDeptNode, type TDeptSave, type TRoleSave, type TUserSave, type TOnlineNode, type TRoleDataSetting, type TRoleRow,
  type TRoleUserRow, type TShareDeptNode, type TShareUserRow, type TStaffRank, type TUserRow, userApi,
} from '@ecms/shared';
import { http } from './http';
import { call, callList } from './typed';

export type Id = string;

export interface TreeNode {
  id: Id;
  parentId?: Id | null;
  name: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

/** A server tree node as the screens hold it: `children` absent on leaves (see toTree). */
export type Tree<T> = Omit<T, 'children'> & { children?: Tree<T>[] };

/** A department of the administration tree (/a/sys/dept/queryTree). */
export type DeptNode = Tree<TDeptNode>;
/** A department of the pickers' tree (/share/dept/deptTree, names only). */
export type ShareDeptNode = Tree<TShareDeptNode>;
/** A user row of the administration screens (/a/sys/user/queryList). */
export type UserRow = TUserRow;
/** A person of the pickers (/share/user/queryList). */
export type ShareUserRow = TShareUserRow;
export type RoleRow = TRoleRow;
/** A user of a role (/a/sys/role/queryUserList). */
export type RoleUserRow = TRoleUserRow;

export interface MenuRow extends TreeNode {
  code?: string | null;
  fullName?: string | null;
  url?: string | null;
  href?: string | null;
  type?: string | null;
  openType?: number | null;
  permission?: string | null;
  icon?: string | null;
  sort?: number | null;
  hidden?: boolean | null;
  version?: number;
  children?: MenuRow[];
}

export interface DictOption {
  id?: Id;
  label: string;
  value: string;
  text?: string;
  enabled?: boolean;
  disabled?: boolean;
  children?: DictOption[];
  extValues?: { fullText?: string } & Record<string, unknown>;
}

export interface DictRow {
  id: Id;
  type: string;
  parentId?: string | null;
  label: string;
  value: string;
  sort?: number | null;
  enabled?: boolean | null;
  remark?: string | null;
  version?: number;
}

export interface AreaNode extends TreeNode {
  parentIds?: string | null;
  code?: string | null;
  level?: number | null;
  sort?: number | null;
  version?: number;
  children?: AreaNode[];
}

export interface ParamRow {
  id: Id;
  key: string;
  name?: string | null;
  value: string;
  category?: string | null;
  isPublic?: boolean | null;
  remark?: string | null;
  version: number;
}

export type DataMenu = TDataMenu;

/** Bodies of the save calls (what the editors send). */
export type DeptSave = TDeptSave;
export type UserSave = TUserSave;
export type RoleSave = TRoleSave;

export type DataScope = 'all' | 'custom' | 'dept' | 'dept_and_below' | 'self' | 'attr';
export const DATA_SCOPES: DataScope[] = ['all', 'custom', 'dept', 'dept_and_below', 'self', 'attr'];

/** A role's setting on one data menu (queryDataIdList). */
export type DataRef = TRoleDataSetting;

export type OnlineUser = Tree<TOnlineNode>;

export type StaffRank = TStaffRank;

export interface ListRequest {
  params?: Record<string, unknown>;
  orderBy?: string;
  order?: 'asc' | 'desc';
  pageNo?: number;
  pageSize?: number;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

// ---------------------------------------------------------------------------
// normalising helpers
// ---------------------------------------------------------------------------

function asArray<T>(d: unknown): T[] {
  if (Array.isArray(d)) return d as T[];
  if (d && typeof d === 'object') {
    const o = d as Record<string, unknown>;
    for (const k of ['rows', 'list', 'records', 'data', 'children']) if (Array.isArray(o[k])) return o[k] as T[];
  }
  return [];
}

function nameOf(n: Record<string, unknown>): string {
  return String(n.name ?? n.label ?? n.title ?? n.text ?? '');
}

/** Accepts a tree or a flat list (with parentId) and answers a tree with `name` set. */
export function toTree<T extends TreeNode>(raw: unknown): T[] {
  const list = asArray<Record<string, unknown>>(raw);
  const hasChildren = list.some((n) => Array.isArray(n.children) && (n.children as unknown[]).length > 0);
  const fix = (n: Record<string, unknown>): T => {
    const kids = Array.isArray(n.children) ? (n.children as Record<string, unknown>[]).map(fix) : undefined;
    return { ...n, id: String(n.id ?? n.value ?? n.key), name: nameOf(n), children: kids && kids.length ? kids : undefined } as T;
  };
  if (hasChildren) return list.map(fix);
  const nodes = list.map((n) => ({ ...fix(n), children: [] as T[] }) as T & { children: T[] });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = n.parentId ? byId.get(String(n.parentId)) : undefined;
    if (parent && parent !== n) parent.children.push(n);
    else roots.push(n);
  }
  const prune = (ns: T[]): T[] =>
    ns.map((n) => ({ ...n, children: n.children && n.children.length ? prune(n.children as T[]) : undefined }));
  return prune(roots);
}

export function flattenTree<T extends TreeNode>(nodes: T[] | undefined, out: T[] = []): T[] {
  for (const n of nodes ?? []) {
    out.push(n);
    if (n.children) flattenTree(n.children as T[], out);
  }
  return out;
}

/** ids of a node and all its descendants */
export function subtreeIds(nodes: TreeNode[], id: Id): Id[] {
  const hit = flattenTree(nodes).find((n) => n.id === id);
  return hit ? flattenTree([hit]).map((n) => n.id) : [];
}

function listResult<T>(res: { data: unknown; total?: number }): ListResult<T> {
  const rows = asArray<T>(res.data);
  const inner = res.data && typeof res.data === 'object' && !Array.isArray(res.data) ? (res.data as { total?: number }).total : undefined;
  return { rows, total: Number(res.total ?? inner ?? rows.length) || 0 };
}

const enc = encodeURIComponent;

/** Settles a call for confirm handlers: the client has already shown why a call failed. */
export function quiet(p: Promise<unknown>): Promise<void> {
  return p.then(
    () => undefined,
    () => undefined,
  );
}

// ---------------------------------------------------------------------------
// departments
// ---------------------------------------------------------------------------

export async function queryDeptTree(): Promise<DeptNode[]> {
  return toTree<DeptNode>(await call(deptApi.queryTree, { body: {} }));
}

/** Department tree for pickers (any signed-in user). */
export async function fetchShareDeptTree(): Promise<ShareDeptNode[]> {
  return toTree<ShareDeptNode>(await call(deptApi.shareTree));
}

export async function saveDept(body: DeptSave) {
  return call(deptApi.save, { body });
}

export async function deleteDept(id: Id) {
  return call(deptApi.delete, { params: { id } });
}

// ---------------------------------------------------------------------------
// users
// ---------------------------------------------------------------------------

export async function queryUsers(req: ListRequest): Promise<ListResult<UserRow>> {
  return callList(userApi.queryList, { body: req });
}

/** Users for pickers (any signed-in user). */
export async function queryShareUsers(req: ListRequest): Promise<ListResult<ShareUserRow>> {
  return callList(userApi.shareList, { body: req });
}

export async function saveUser(body: UserSave) {
  return call(userApi.save, { body });
}

export async function deleteUser(id: Id) {
  return call(userApi.delete, { params: { id } });
}

/** Answers the generated password (shown once). */
export async function resetUserPassword(id: Id): Promise<string> {
  return (await call(userApi.resetPassword, { params: { id }, body: undefined })).password;
}

export async function setUserStatus(id: Id, status: 0 | 1) {
  return call(userApi.setStatus, { params: { id }, body: { status } });
}

export async function unlockUser(id: Id) {
  return call(userApi.unlock, { params: { id } });
}

export async function queryUserRoleIds(id: Id): Promise<string[]> {
  return (await call(userApi.roles, { params: { id } })).map((r) => r.id);
}

export interface UserBusiness {
  id?: string;
  businessName?: string;
  name?: string;
  step?: string;
  stepName?: string;
  dueDate?: string | null;
  [key: string]: unknown;
}

/** The user's current business (person picker tab; empty until the workflow module). */
export async function fetchUserBusiness(userId: Id): Promise<UserBusiness[]> {
  const res = await http.get(`/share/user/${enc(userId)}/onBusinessList`, { silent: true });
  return asArray<UserBusiness>(res.data);
}

export async function fetchStaffRanks(): Promise<StaffRank[]> {
  return call(userApi.staffRanks);
}

// ---------------------------------------------------------------------------
// online users
// ---------------------------------------------------------------------------

export async function queryOnlineUsers(status: 'all' | 'online' | 'offline', keyword: string): Promise<OnlineUser[]> {
  return call(onlineApi.queryList, { query: { status, keyword: keyword || undefined } });
}

export async function kickOnlineUser(userId: Id) {
  return call(onlineApi.kick, { params: { userId } });
}

// ---------------------------------------------------------------------------
// roles
// ---------------------------------------------------------------------------

export async function queryRoles(req: ListRequest = { pageNo: 1, pageSize: 1000, orderBy: 'sort', order: 'asc' }): Promise<ListResult<RoleRow>> {
  return callList(roleApi.queryList, { body: req });
}

export async function saveRole(body: RoleSave) {
  return call(roleApi.save, { body });
}

/** force: also when users still hold the role (their link to it goes with it). */
export async function deleteRole(id: Id, opts: { force?: boolean; silent?: boolean } = {}) {
  return call(roleApi.delete, { params: { id }, query: opts.force ? { force: 'true' } : {} }, { silent: opts.silent });
}

/** Drag sort of roles: the source goes before or after the target (server renumbers as needed). */
export async function updateRoleSort(sourceId: Id, targetId: Id, before: boolean) {
  return http.put('/a/sys/role/updateSort', { sourceId, targetId, before });
}

export interface MemberLevel {
  id: Id;
  name: string;
  sort?: number | null;
}

/** Member levels (filled by the members module; empty until then). */
export async function queryMemberLevels(): Promise<MemberLevel[]> {
  const res = await http.get('/a/sys/role/queryMemberLevelList');
  return asArray<Record<string, unknown>>(res.data).map((r) => ({ id: String(r.id), name: nameOf(r), sort: r.sort as number | null }));
}

export async function queryRoleMemberLevelIds(roleId: Id): Promise<string[]> {
  return call(roleApi.memberLevelIds, { params: { roleId } });
}

export async function saveRoleMemberLevels(roleId: Id, memberLevelIds: string[]) {
  return http.post(`/a/sys/role/saveRoleMemberLevelList/${enc(roleId)}`, memberLevelIds);
}

export async function queryRoleMenuIds(roleId: Id): Promise<string[]> {
  return call(roleApi.menuIds, { params: { roleId } });
}

export async function saveRoleMenus(roleId: Id, menuIds: string[]) {
  return http.post(`/a/sys/role/saveRoleMenu/${enc(roleId)}`, menuIds);
}

export async function queryRoleDeptIds(roleId: Id): Promise<string[]> {
  return call(roleApi.dataDeptIds, { params: { roleId } });
}

export async function saveRoleDeptIds(roleId: Id, deptIds: string[]) {
  return http.put(`/a/sys/role/data/${enc(roleId)}/deptIdList`, deptIds);
}

export async function queryRoleUsers(roleId: Id): Promise<RoleUserRow[]> {
  return call(roleApi.users, { params: { id: roleId }, body: { pageNo: 1, pageSize: 1000 } });
}

export async function saveRoleUsers(roleId: Id, userIds: string[]) {
  return http.post(`/a/sys/role/saveRoleUserList/${enc(roleId)}`, userIds);
}

/** Copies rights of `src` onto `tar` (spec 3 §6): menus and departments are replaced, data rights
 * replaced (cover) or completed, users and member levels merged. */
export async function copyRoleRights(src: Id, tar: Id, what: { menu?: boolean; dept?: boolean; data?: boolean; cover?: boolean; users?: boolean; levels?: boolean }) {
  if (what.menu) await http.get(`/a/sys/role/copyRoleMenu/${enc(src)}/${enc(tar)}`);
  if (what.dept) await http.get(`/a/sys/role/copyRoleDept/${enc(src)}/${enc(tar)}`);
  if (what.data) await http.post(`/b/role/data/attr/copyRoleData/${enc(src)}/${enc(tar)}/${what.cover ? 'true' : 'false'}`, {});
  if (what.users) await http.post(`/a/sys/role/mergeRoleUserList/${enc(src)}/${enc(tar)}`, {});
  if (what.levels) await http.post(`/a/sys/role/mergeRoleMemberLevelList/${enc(src)}/${enc(tar)}`, {});
}

export async function listDataMenus(): Promise<DataMenu[]> {
  return call(roleApi.dataMenus);
}

export async function queryDataRef(roleId: Id, dataMenuId: Id): Promise<DataRef> {
  return call(roleApi.dataSetting, { params: { roleId, dataMenuId } });
}

export async function saveDataRef(roleId: Id, dataMenuId: Id, body: { scope: DataScope; refs?: { attr: string; dataId: string }[]; deptIds?: string[] }) {
  return http.post(`/b/role/data/attr/saveDataRef/${enc(roleId)}/${enc(dataMenuId)}`, body);
}

// ---------------------------------------------------------------------------
// menus
// ---------------------------------------------------------------------------

export async function queryMenuTree(): Promise<MenuRow[]> {
  const res = await http.post('/a/sys/menu/queryTree', {});
  return toTree<MenuRow>(res.data);
}

export async function saveMenu(body: Partial<MenuRow>) {
  return http.post<MenuRow>('/a/sys/menu', body);
}

export async function deleteMenu(id: Id) {
  return http.delete(`/a/sys/menu/${enc(id)}`);
}

export async function updateMenuSort(sourceId: Id, targetId: Id, before: boolean) {
  return http.post(`/a/sys/menu/updateSort/${enc(sourceId)}/${enc(targetId)}/${before}`, {});
}

// ---------------------------------------------------------------------------
// dictionaries, areas, params
// ---------------------------------------------------------------------------

function toOption(r: Record<string, unknown>): DictOption {
  const kids = Array.isArray(r.children) ? (r.children as Record<string, unknown>[]).map(toOption) : undefined;
  const label = String(r.label ?? r.text ?? r.name ?? r.value ?? '');
  return {
    id: r.id as string | undefined,
    label,
    value: String(r.value ?? r.id ?? ''),
    text: (r.text as string | undefined) ?? label,
    enabled: r.enabled as boolean | undefined,
    disabled: r.disabled === true || r.enabled === false,
    extValues: r.extValues as DictOption['extValues'],
    children: kids && kids.length ? kids : undefined,
  };
}

export async function fetchDict(code: string): Promise<DictOption[]> {
  const res = await http.get(`/share/bd/dict/${enc(code)}`, { silent: true });
  return asArray<Record<string, unknown>>(res.data).map(toOption);
}

export async function fetchTreeDict(code: string): Promise<DictOption[]> {
  const res = await http.get(`/share/bd/treedict/${enc(code)}`, { silent: true });
  return asArray<Record<string, unknown>>(res.data).map(toOption);
}

export async function queryDictItems(req: ListRequest): Promise<ListResult<DictRow>> {
  const res = await http.post('/a/bd/dict/queryList', req);
  return listResult<DictRow>(res);
}

export async function createDictItem(body: Partial<DictRow>) {
  return http.post('/a/bd/dict/save', body);
}

export async function updateDictItem(body: Partial<DictRow>) {
  return http.put('/a/bd/dict', body);
}

export async function deleteDictItem(id: Id) {
  return http.delete(`/a/bd/dict/delete/${enc(id)}`);
}

/** One tree dictionary for administration (disabled items included). */
export interface TreeDictNode extends TreeNode {
  label: string;
  value: string;
  enabled?: boolean;
  sort?: number;
  remark?: string | null;
  version?: number;
  children?: TreeDictNode[];
}

export async function queryTreeDict(type: string, label?: string): Promise<TreeDictNode[]> {
  const res = await http.post('/a/bd/treedict/queryTree', { params: { type, label: label || undefined } });
  return toTree<TreeDictNode>(res.data);
}

export async function moveTreeDictNode(sourceId: Id, targetId: Id, position: 'before' | 'after' | 'inside') {
  return http.put('/a/bd/treedict/updateSort', { sourceId, targetId, position });
}

/** Dictionary types (left list of the dictionary page). */
export async function fetchDictKinds(): Promise<TreeNode[]> {
  const res = await http.get('/b/kind/tree1');
  return toTree<TreeNode>(
    asArray<Record<string, unknown>>(res.data).map((k) => ({ ...k, id: String(k.id ?? k.code ?? k.type ?? k.value) })),
  );
}

export async function queryAreaTree(): Promise<AreaNode[]> {
  const res = await http.post('/a/bd/area/queryTree', {});
  return toTree<AreaNode>(res.data);
}

export async function saveArea(body: Partial<AreaNode>) {
  return http.post('/a/bd/area', body);
}

export async function deleteArea(id: Id) {
  return http.delete(`/a/bd/area/${enc(id)}`);
}

export async function queryParams(req: ListRequest): Promise<ListResult<ParamRow>> {
  const res = await http.post('/a/sys/param/queryList', req);
  return listResult<ParamRow>(res);
}

export async function createParam(body: { key: string; value: string; name?: string; category: string; isPublic?: boolean; remark?: string }) {
  return http.post<ParamRow>('/a/sys/param', body);
}

export async function deleteParam(id: Id) {
  return http.delete(`/a/sys/param/${enc(id)}`);
}

export async function updateParam(body: { id: Id; value: string; version: number }) {
  return http.put<ParamRow>('/a/sys/param', body);
}

/** Parameters a start-up variable decides (changing them on the page does nothing): key → value in force. */
export async function queryParamOverrides(): Promise<Record<string, string>> {
  const res = await http.get<Record<string, string>>('/a/sys/param/overrides');
  return res.data ?? {};
}
