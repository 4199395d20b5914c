import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';
import { sysDept, sysRole } from './platform.js';

/*
 * System administration: data permissions, role links, areas, page configuration.
 */

/**
 * A "data menu": one kind of record whose visibility a role's data scope governs
 * (users, departments, later contracts, supervision records, ...). `code` names it in code.
 */
export const sysDataMenu = pgTable('sys_data_menu', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
  sort: integer('sort').notNull().default(0),
  /** Attribute dimensions offered for attribute rules, e.g. [{code:'businessType', name:'业务类型', dict:'BUSINESS_TYPE'}]. */
  attrs: jsonb('attrs').$type<{ code: string; name: string; dict?: string }[]>().notNull().default(sql`'[]'::jsonb`),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('sys_data_menu_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

/**
 * A role's data scope on one data menu: 'all' | 'custom' (the role's departments, sys_role_dept)
 * | 'dept' (own department) | 'dept_and_below' | 'self' | 'attr' (attribute rules, sys_role_data_ref).
 */
export const sysRoleDataScope = pgTable('sys_role_data_scope', {
  tenantId: tenantId(),
  roleId: text('role_id').notNull(),
  dataMenuId: text('data_menu_id').notNull(),
  scope: text('scope').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.roleId, t.dataMenuId] }),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_role_data_scope_role_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.dataMenuId], foreignColumns: [sysDataMenu.tenantId, sysDataMenu.id], name: 'sys_role_data_scope_menu_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Departments of a role: its "department rights" and the departments of a 'custom' data scope. */
export const sysRoleDept = pgTable('sys_role_dept', {
  tenantId: tenantId(),
  roleId: text('role_id').notNull(),
  deptId: text('dept_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.roleId, t.deptId] }),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_role_dept_role_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.deptId], foreignColumns: [sysDept.tenantId, sysDept.id], name: 'sys_role_dept_dept_fk' }).onDelete('cascade'),
  index('sys_role_dept_dept_idx').on(t.tenantId, t.deptId),
  tenantPolicy(t),
]).enableRLS();

/** Attribute-rule references of a role on a data menu (saveDataRef): attribute code + allowed value. */
export const sysRoleDataRef = pgTable('sys_role_data_ref', {
  tenantId: tenantId(),
  roleId: text('role_id').notNull(),
  dataMenuId: text('data_menu_id').notNull(),
  /** Attribute code (e.g. businessType) and one allowed value (e.g. a dictionary value or a record id). */
  attr: text('attr').notNull(),
  dataId: text('data_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.roleId, t.dataMenuId, t.attr, t.dataId] }),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_role_data_ref_role_fk' }).onDelete('cascade'),
  foreignKey({ columns: [t.tenantId, t.dataMenuId], foreignColumns: [sysDataMenu.tenantId, sysDataMenu.id], name: 'sys_role_data_ref_menu_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Member levels a role may serve (the members issue brings the levels themselves). */
export const sysRoleMemberLevel = pgTable('sys_role_member_level', {
  tenantId: tenantId(),
  roleId: text('role_id').notNull(),
  memberLevelId: text('member_level_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.roleId, t.memberLevelId] }),
  foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [sysRole.tenantId, sysRole.id], name: 'sys_role_member_level_role_fk' }).onDelete('cascade'),
  tenantPolicy(t),
]).enableRLS();

/** Administrative areas (province / city / district), seeded with China's provinces and cities. */
export const bdArea = pgTable('bd_area', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  parentId: text('parent_id'),
  /** Comma-joined ancestor ids, root first. */
  parentIds: text('parent_ids').notNull().default(''),
  name: text('name').notNull(),
  /** GB/T 2260 code where known. */
  code: text('code'),
  level: integer('level').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id], name: 'bd_area_parent_fk' }),
  index('bd_area_parent_idx').on(t.tenantId, t.parentId),
  uniqueIndex('bd_area_code_uq').on(t.tenantId, t.code),
  tenantPolicy(t),
]).enableRLS();

/** Page configuration (spec: content JSON holding forms, tableColumn, url, extraParams, searchConditons). */
export const sysPageConfig = pgTable('sys_page_config', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  type: text('type').notNull(),
  name: text('name'),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sys_page_config_type_idx').on(t.tenantId, t.type),
  tenantPolicy(t),
]).enableRLS();
