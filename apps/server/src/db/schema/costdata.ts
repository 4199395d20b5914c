import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Project cost data analyses (spec 3 §7 "Project cost data"). The person library (个人库,
 * `/b/evaluate/project/intoPersonLib`): the BoQ projects (qc_project) a user keeps as their own
 * indicator library; the analyses can compare with it instead of the firm's whole library.
 * One entry per user and project.
 */
export const cdPersonLib = pgTable('cd_person_lib', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  ownerId: text('owner_id').notNull(),
  projectId: text('project_id').notNull(),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('cd_person_lib_owner_project').on(t.tenantId, t.ownerId, t.projectId),
  tenantPolicy(t),
]).enableRLS();
