/**
 * System-administration calls (spec 3 §7 "Users, departments, menus", "Roles and authorisation",
 * "Base data, dictionaries", "Areas"; spec 1 §7 lookups). Every call goes through the §8 client;
 * answers are normalised defensively because the server modules grow in parallel.
 */
import { http } from './http';

export type Id = string;

export interface TreeNode {
  id: Id;
  parentId?: Id | null;
  name: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

export interface DeptNode extends TreeNode {
  fullName?: string | null;
  code?: string | null;
  sort?: number | null;
  status?: number | null;
  phone?: string | null;
  remark?: string | null;
  leaderId?: string | null;
  version?: number;
  children?: DeptNode[];
}

export interface UserRow {
  id: Id;
  loginName: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  no?: string | null;
  job?: string | null;
  staffRank?: string | null;
  deptId?: string | null;
  deptName?: string | null;
  status?: number | null;
  locked?: boolean | null;
  lockedUntil?: string | null;
  lastLoginDate?: string | null;
  roleIds?: string[] | null;
  roleNames?: string | null;
  version?: number;
  [key: string]: unknown;
}

export interface RoleRow {
  id: Id;
  code: string;
  name: string;
  sort?: number | null;
  status?: number | null;
  remark?: string | null;
  version?: number;
  userCount?: number | null;
}

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

export interface DataMenu {
  id: Id;
  code?: string;
  name: string;
  parentId?: string | null;
  attrs?: { code: string; name: string; dict?: string }[];
}

export type DataScope = 'all' | 'custom' | 'dept' | 'dept_and_below' | 'self' | 'attr';
export const DATA_SCOPES: DataScope[] = ['all', 'custom', 'dept', 'dept_and_below', 'self', 'attr'];

export interface DataRef {
  scope?: DataScope | null;
  refs?: { attr: string; dataId: string }[] | string[] | null;
  deptIds?: string[] | null;
}

export interface OnlineUser {
  id?: Id;
  userId?: Id;
  name: string;
  loginName?: string;
  job?: string | null;
  dept?: string | null;
  deptName?: string | null;
  online?: boolean;
  onlineNo?: number;
  lastLoginDate?: string | null;
  ip?: string | null;
  children?: OnlineUser[];
  [key: string]: unknown;
}

export interface StaffRank {
  id?: Id;
  value: string;
  label: string;
}

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
  const res = await http.post('/a/sys/dept/queryTree', {});
  return toTree<DeptNode>(res.data);
}

/** Department tree for pickers (any signed-in user). */
export async function fetchShareDeptTree(): Promise<DeptNode[]> {
  const res = await http.get('/share/dept/deptTree');
  return toTree<DeptNode>(res.data);
}

export async function saveDept(body: Partial<DeptNode>) {
  return http.post<DeptNode>('/a/sys/dept', body);
}

export async function deleteDept(id: Id) {
  return http.delete(`/a/sys/dept/${enc(id)}`);
}

// ---------------------------------------------------------------------------
// users
// ---------------------------------------------------------------------------

export async function queryUsers(req: ListRequest): Promise<ListResult<UserRow>> {
  const res = await http.post('/a/sys/user/queryList', req);
  return listResult<UserRow>(res);
}

/** Users for pickers (any signed-in user). */
export async function queryShareUsers(req: ListRequest): Promise<ListResult<UserRow>> {
  const res = await http.post('/share/user/queryList', req);
  return listResult<UserRow>(res);
}

export async function saveUser(body: Partial<UserRow> & { roleIds?: string[] }) {
  return http.post<UserRow>('/a/sys/user', body);
}

export async function deleteUser(id: Id) {
  return http.delete(`/a/sys/user/${enc(id)}`);
}

/** Answers the generated password (shown once). */
export async function resetUserPassword(id: Id): Promise<string> {
  const res = await http.put<unknown>(`/a/sys/user/${enc(id)}/resetPassword`, {});
  const d = res.data as unknown;
  if (typeof d === 'string') return d;
  if (d && typeof d === 'object') {
    const o = d as Record<string, unknown>;
    return String(o.password ?? o.newPassword ?? o.pwd ?? '');
  }
  return '';
}

export async function setUserStatus(id: Id, status: number) {
  return http.put(`/a/sys/user/${enc(id)}/status`, { status });
}

export async function unlockUser(id: Id) {
  return http.put(`/a/sys/user/${enc(id)}/unlock`, {});
}

export async function queryUserRoleIds(id: Id): Promise<string[]> {
  const res = await http.get(`/a/sys/user/queryUserRoleList/${enc(id)}`);
  return asArray<unknown>(res.data).map((r) =>
    typeof r === 'object' && r ? String((r as Record<string, unknown>).id ?? (r as Record<string, unknown>).roleId) : String(r),
  );
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
  const res = await http.get('/bs/common/staffRank/list');
  return asArray<Record<string, unknown>>(res.data).map((r) => ({
    id: r.id as string | undefined,
    value: String(r.value ?? r.code ?? r.id ?? ''),
    label: String(r.label ?? r.name ?? r.text ?? r.value ?? ''),
  }));
}

// ---------------------------------------------------------------------------
// online users
// ---------------------------------------------------------------------------

export async function queryOnlineUsers(status: 'all' | 'online' | 'offline', keyword: string): Promise<OnlineUser[]> {
  const res = await http.get('/a/session/online/queryList', { params: { status, keyword: keyword || undefined } });
  return asArray<OnlineUser>(res.data);
}

export async function kickOnlineUser(userId: Id) {
  return http.delete(`/a/session/online/${enc(userId)}`);
}

// ---------------------------------------------------------------------------
// roles
// ---------------------------------------------------------------------------

export async function queryRoles(req: ListRequest = { pageNo: 1, pageSize: 1000, orderBy: 'sort', order: 'asc' }): Promise<ListResult<RoleRow>> {
  const res = await http.post('/a/sys/role/queryList', req);
  return listResult<RoleRow>(res);
}

export async function saveRole(body: Partial<RoleRow>) {
  return http.post<RoleRow>('/a/sys/role', body);
}

/** force: also when users still hold the role (their link to it goes with it). */
export async function deleteRole(id: Id, opts: { force?: boolean; silent?: boolean } = {}) {
  return http.delete(`/a/sys/role/${enc(id)}`, { params: opts.force ? { force: 'true' } : undefined, silent: opts.silent });
}

function idList(d: unknown): string[] {
  return asArray<unknown>(d).map((r) =>
    typeof r === 'object' && r
      ? String((r as Record<string, unknown>).id ?? (r as Record<string, unknown>).menuId ?? (r as Record<string, unknown>).deptId)
      : String(r),
  );
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
  const res = await http.get(`/a/sys/role/queryRoleMemberLevelId/${enc(roleId)}`);
  return idList(res.data);
}

export async function saveRoleMemberLevels(roleId: Id, memberLevelIds: string[]) {
  return http.post(`/a/sys/role/saveRoleMemberLevelList/${enc(roleId)}`, memberLevelIds);
}

export async function queryRoleMenuIds(roleId: Id): Promise<string[]> {
  const res = await http.get(`/a/sys/role/queryRoleMenuId/${enc(roleId)}`);
  return idList(res.data);
}

export async function saveRoleMenus(roleId: Id, menuIds: string[]) {
  return http.post(`/a/sys/role/saveRoleMenu/${enc(roleId)}`, menuIds);
}

export async function queryRoleDeptIds(roleId: Id): Promise<string[]> {
  const res = await http.get(`/a/sys/role/data/${enc(roleId)}/deptIdList`);
  return idList(res.data);
}

export async function saveRoleDeptIds(roleId: Id, deptIds: string[]) {
  return http.put(`/a/sys/role/data/${enc(roleId)}/deptIdList`, deptIds);
}

export async function queryRoleUsers(roleId: Id): Promise<UserRow[]> {
  const res = await http.post(`/a/sys/role/queryUserList/${enc(roleId)}`, { pageNo: 1, pageSize: 1000 });
  return asArray<UserRow>(res.data);
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
  const res = await http.get('/a/sys/data/menu/listAllDataMenu');
  return asArray<DataMenu>(res.data);
}

export async function queryDataRef(roleId: Id, dataMenuId: Id): Promise<DataRef> {
  const res = await http.get(`/b/role/data/attr/queryDataIdList/${enc(roleId)}/${enc(dataMenuId)}`);
  const d = res.data;
  if (Array.isArray(d)) return { scope: d.length ? 'attr' : null, refs: d as string[] };
  return (d as DataRef) ?? {};
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
