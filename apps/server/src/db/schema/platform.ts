import { sql } from 'drizzle-orm';
import {
  boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A company. In single-tenant mode there is exactly one, code 'default'. Not tenant-scoped itself. */
export const tenant = pgTable('tenant', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  logo2: text('logo2'),
  logo3: text('logo3'),
  status: integer('status').notNull().default(1),
  createdDate: ts('created_date').notNull().defaultNow(),
});

export const sysDept = pgTable('sys_dept', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  /** Comma-joined ancestor ids, root first, for subtree queries (data scopes). */
  parentIds: text('parent_ids').notNull().default(''),
  name: text('name').notNull(),
  fullName: text('full_name'),
  code: text('code'),
  leaderId: text('leader_id'),
  phone: text('phone'),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id], name: 'sys_dept_parent_fk' }),
  index('sys_dept_parent_idx').on(t.tenantId, t.parentId),
  tenantPolicy(t),
]).enableRLS();

export const sysUser = pgTable('sys_user', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  deptId: text('dept_id'),
  loginName: text('login_name').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  /** Employee number (工号). */
  no: text('no'),
  job: text('job'),
  staffRank: text('staff_rank'),
  passwordHash: text('password_hash').notNull(),
  /** 'staff' or 'member'. */
  userType: text('user_type').notNull().default('staff'),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastLoginDate: ts('last_login_date'),
  lastLoginIp: text('last_login_ip'),
  passwordChangedDate: ts('password_changed_date'),
  sort: integer('sort').notNull().default(0),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.deptId], foreignColumns: [sysDept.tenantId, sysDept.id], name: 'sys_user_dept_fk' }),
  uniqueIndex('sys_user_login_name_uq').on(t.tenantId, t.loginName),
  uniqueIndex('sys_user_phone_uq').on(t.tenantId, t.phone),
  index('sys_user_dept_idx').on(t.tenantId, t.deptId),
  // The user list's default order (updatedDate desc, id) served from an index: no sort of every user.
  index('sys_user_updated_idx').on(t.tenantId, t.updatedDate, t.id),
  // Name search (name$like) on a large organisation: trigram index (pg_trgm, created before migrations).
  index('sys_user_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  tenantPolicy(t),
]).enableRLS();

/**
 * Imports whose rows are written but not yet published (platform/excel/staging.ts): rows of a
 * table with an `import_batch` column (added by hand in the migration, with its restrictive
 * policy) stay hidden from every other transaction while their batch is listed here.
 */
export const impPending = pgTable('imp_pending', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  startedDate: ts('started_date').notNull().defaultNow(),
  /** Tables outside the platform schema the batch writes into (an online form's): a sweep deletes there too. */
  extraTables: jsonb('extra_tables').$type<{ schema: string; table: string }[]>().notNull().default(sql`'[]'::jsonb`),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  tenantPolicy(t),
]).enableRLS();

export const sysRole = pgTable('sys_role', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Stable code; 'admin' is the administrator role that sees everything. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sys_role_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

export const sysUserRole = pgTable('sys_user_role', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  roleId: text('role_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'sys_user_role_user_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_user_role_role_fk' }).onDelete('cascade'),
  index('sys_user_role_role_idx').on(t.tenantId, t.roleId),
  tenantPolicy(t),
]).enableRLS();

export const sysMenu = pgTable('sys_menu', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  /** Stable key of a seeded menu (lets later releases add menus to existing databases). */
  code: text('code'),
  name: text('name').notNull(),
  fullName: text('full_name'),
  /** Front-end route path. */
  url: text('url'),
  /** External link, when the entry opens another site. */
  href: text('href'),
  /** 'Group' | 'Menu' | 'Button'. */
  type: text('type').notNull().default('Menu'),
  /** 1 tab, 2 router, 3 new window/popup. */
  openType: integer('open_type').notNull().default(1),
  permission: text('permission'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id], name: 'sys_menu_parent_fk' }),
  index('sys_menu_parent_idx').on(t.tenantId, t.parentId),
  // Every guarded request asks which menus carry one permission (the session lookup, heldPermissions).
  index('sys_menu_permission_idx').on(t.tenantId, t.permission),
  uniqueIndex('sys_menu_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

export const sysRoleMenu = pgTable('sys_role_menu', {
  tenantId: tenantId(),
  roleId: text('role_id').notNull(),
  menuId: text('menu_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] }),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_role_menu_role_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.menuId], foreignColumns: [sysMenu.tenantId, sysMenu.id], name: 'sys_role_menu_menu_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

export const sysParam = pgTable('sys_param', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  key: text('key').notNull(),
  value: text('value').notNull().default(''),
  name: text('name'),
  /** Readable before sign-in (login page needs sys.name, sys.logo, ...). */
  isPublic: boolean('is_public').notNull().default(false),
  /** 'basic' | 'custom' | 'business' (the system-params-manage tabs). */
  category: text('category').notNull().default('basic'),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sys_param_key_uq').on(t.tenantId, t.key),
  tenantPolicy(t),
]).enableRLS();

/** Dictionaries: items grouped by type code; parentId makes tree dictionaries. */
export const bdDict = pgTable('bd_dict', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  type: text('type').notNull(),
  parentId: text('parent_id'),
  label: text('label').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ext: jsonb('ext').$type<Record<string, unknown>>(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  unique('bd_dict_type_value_uq').on(t.tenantId, t.type, t.parentId, t.value).nullsNotDistinct(),
  index('bd_dict_type_idx').on(t.tenantId, t.type, t.sort),
  tenantPolicy(t),
]).enableRLS();
