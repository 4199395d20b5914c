/**
 * System-administration calls (spec 3 §7 "Users, departments, menus", "Roles and authorisation",
 * "Base data, dictionaries", "Areas"; spec 1 §7 lookups). Every call goes through the §8 client;
 * answers are normalised defensively because the server modules grow in parallel.
 */
import {
  areaApi, deptApi, dictApi, menuApi, onlineApi, paramApi, roleApi, roleAuthApi, userApi,
  type TAreaNode, type TAreaSave, type TDataMenu, type TDataScope, type TDeptNode, type TDeptSave, type TDictAdminNode, type TDictCreate,
  type TDictKind, type TDictOption, type TDictRow, type TDictUpdate, type TMemberLevel, type TMenuSave, type TMenuTreeNode, type TOnlineNode,
  type TParamCreate, type TParamRow, type TRoleDataSetting, type TRoleRow, type TRoleSave, type TRoleUserRow, type TShareDeptNode,
  type TShareUserRow, type TStaffRank, type TUserRow, type TUserSave, DATA_SCOPES as SCOPES, type TParamUpdate,
} from '@ecms/shared';
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
/** A tree whose nodes toTree gave a `name` (from their label). */
export type NamedTree<T> = Omit<T, 'children'> & { name: string; children?: NamedTree<T>[] };

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

/** A menu of the administration tree (/a/sys/menu/queryTree). */
export type MenuRow = Tree<TMenuTreeNode>;

/**
 * A dictionary option as selects and trees hold it: the server's item (/share/bd/dict/{code});
 * static and test options may give only label and value.
 */
export type DictOption = Partial<Omit<TDictOption, 'children'>> & Pick<TDictOption, 'label' | 'value'> & { children?: DictOption[] };

/** A dictionary item of the administration list (/a/bd/dict/queryList). */
export type DictRow = TDictRow;

/** An area of the administration tree (/a/bd/area/queryTree). */
export type AreaNode = Tree<TAreaNode>;

/** A system parameter (/a/sys/param/queryList). */
export type ParamRow = TParamRow;

export type DataMenu = TDataMenu;

/** Bodies of the save calls (what the editors send). */
export type DeptSave = TDeptSave;
export type UserSave = TUserSave;
export type RoleSave = TRoleSave;

export type DataScope = TDataScope;
export const DATA_SCOPES: readonly DataScope[] = SCOPES;

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
  return call(userApi.onBusinessList, { params: { userId } }, { silent: true });
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
  return call(roleAuthApi.updateSort, { body: { sourceId, targetId, before } });
}

export type MemberLevel = TMemberLevel;

/** Member levels (filled by the members module; empty until then). */
export async function queryMemberLevels(): Promise<MemberLevel[]> {
  return call(roleAuthApi.memberLevels);
}

export async function queryRoleMemberLevelIds(roleId: Id): Promise<string[]> {
  return call(roleApi.memberLevelIds, { params: { roleId } });
}

export async function saveRoleMemberLevels(roleId: Id, memberLevelIds: string[]) {
  return call(roleAuthApi.saveMemberLevels, { params: { roleId }, body: memberLevelIds });
}

export async function queryRoleMenuIds(roleId: Id): Promise<string[]> {
  return call(roleApi.menuIds, { params: { roleId } });
}

export async function saveRoleMenus(roleId: Id, menuIds: string[]) {
  return call(roleAuthApi.saveMenus, { params: { roleId }, body: menuIds });
}

export async function queryRoleDeptIds(roleId: Id): Promise<string[]> {
  return call(roleApi.dataDeptIds, { params: { roleId } });
}

export async function saveRoleDeptIds(roleId: Id, deptIds: string[]) {
  return call(roleAuthApi.saveDepts, { params: { roleId }, body: deptIds });
}

export async function queryRoleUsers(roleId: Id): Promise<RoleUserRow[]> {
  return call(roleApi.users, { params: { id: roleId }, body: { pageNo: 1, pageSize: 1000 } });
}

export async function saveRoleUsers(roleId: Id, userIds: string[]) {
  return call(roleAuthApi.saveUsers, { params: { roleId }, body: userIds });
}

/** Copies rights of `src` onto `tar` (spec 3 §6): menus and departments are replaced, data rights
 * replaced (cover) or completed, users and member levels merged. */
export async function copyRoleRights(src: Id, tar: Id, what: { menu?: boolean; dept?: boolean; data?: boolean; cover?: boolean; users?: boolean; levels?: boolean }) {
  if (what.menu) await call(roleAuthApi.copyMenus, { params: { src, tar } });
  if (what.dept) await call(roleAuthApi.copyDepts, { params: { src, tar } });
  if (what.data) await call(roleAuthApi.copyData, { params: { src, target: tar, cover: what.cover ? 'true' : 'false' } });
  if (what.users) await call(roleAuthApi.mergeUsers, { params: { src, tar } });
  if (what.levels) await call(roleAuthApi.mergeMemberLevels, { params: { src, tar } });
}

export async function listDataMenus(): Promise<DataMenu[]> {
  return call(roleApi.dataMenus);
}

export async function queryDataRef(roleId: Id, dataMenuId: Id): Promise<DataRef> {
  return call(roleApi.dataSetting, { params: { roleId, dataMenuId } });
}

export async function saveDataRef(roleId: Id, dataMenuId: Id, body: { scope: DataScope; refs?: { attr: string; dataId: string }[] }) {
  return call(roleAuthApi.saveDataRef, { params: { roleId, dataMenuId }, body });
}

// ---------------------------------------------------------------------------
// menus
// ---------------------------------------------------------------------------

export async function queryMenuTree(): Promise<MenuRow[]> {
  return toTree<MenuRow>(await call(menuApi.queryTree, { body: {} }));
}

export type MenuSave = TMenuSave;

export async function saveMenu(body: MenuSave) {
  return call(menuApi.save, { body });
}

export async function deleteMenu(id: Id) {
  return call(menuApi.delete, { params: { id } });
}

export async function updateMenuSort(sourceId: Id, targetId: Id, before: boolean) {
  return call(menuApi.drag, { params: { sourceId, targetId, before: before ? 'true' : 'false' } });
}

// ---------------------------------------------------------------------------
// dictionaries, areas, params
// ---------------------------------------------------------------------------

/** Leaves carry no `children` (trees show them as leaves). */
function pruneOptions<T extends { children?: T[] }>(ns: T[]): T[] {
  return ns.map((n) => (n.children?.length ? { ...n, children: pruneOptions(n.children) } : { ...n, children: undefined }));
}

export async function fetchDict(code: string): Promise<DictOption[]> {
  return call(dictApi.options, { params: { code } }, { silent: true });
}

export async function fetchTreeDict(code: string): Promise<DictOption[]> {
  return pruneOptions(await call(dictApi.tree, { params: { code } }, { silent: true }));
}

export async function queryDictItems(req: ListRequest): Promise<ListResult<DictRow>> {
  return callList(dictApi.queryList, { body: req });
}

export async function createDictItem(body: TDictCreate) {
  return call(dictApi.create, { body });
}

export async function updateDictItem(body: TDictUpdate) {
  return call(dictApi.update, { body });
}

export async function deleteDictItem(id: Id) {
  return call(dictApi.delete, { params: { id } });
}

/** One tree dictionary for administration (disabled items included). */
export type TreeDictNode = NamedTree<TDictAdminNode>;

export async function queryTreeDict(type: string, label?: string): Promise<TreeDictNode[]> {
  return toTree<TreeDictNode>(await call(dictApi.adminTree, { body: { params: { type, label: label || undefined } } }));
}

export async function moveTreeDictNode(sourceId: Id, targetId: Id, position: 'before' | 'after' | 'inside') {
  return call(dictApi.move, { body: { sourceId, targetId, position } });
}

/** A node of the dictionary catalogue (two groups, then the codes). */
export type DictKindNode = NamedTree<TDictKind>;

/** Dictionary types (left list of the dictionary page). */
export async function fetchDictKinds(): Promise<DictKindNode[]> {
  return toTree<DictKindNode>(await call(dictApi.kinds));
}

export async function queryAreaTree(): Promise<AreaNode[]> {
  return toTree<AreaNode>(await call(areaApi.queryTree, { body: {} }));
}

export async function saveArea(body: TAreaSave) {
  return call(areaApi.save, { body });
}

export async function deleteArea(id: Id) {
  return call(areaApi.delete, { params: { id } });
}

export async function queryParams(req: ListRequest): Promise<ListResult<ParamRow>> {
  return callList(paramApi.queryList, { body: req });
}

export async function createParam(body: TParamCreate) {
  return call(paramApi.create, { body });
}

export async function deleteParam(id: Id) {
  return call(paramApi.delete, { params: { id } });
}

export async function updateParam(body: TParamUpdate) {
  return call(paramApi.update, { body });
}

/** Parameters a start-up variable decides (changing them on the page does nothing): key → value in force. */
export async function queryParamOverrides(): Promise<Record<string, string>> {
  return call(paramApi.overrides);
}
