import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A saved analysis run (分析记录): the analysis (indicator, unusual price / quantity, relativity,
 * expanded), the parameters it ran with and its full result as answered then, so the record reads
 * the same after the library has changed. The owner's only, like the person library.
 */
export const cdAnalysisRecord = pgTable('cd_analysis_record', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  /** indicator | unusualPrice | unusualQuantity | relativity | expand */
  kind: text('kind').notNull(),
  projectId: text('project_id').notNull(),
  projectName: text('project_name').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('cd_analysis_record_owner').on(t.tenantId, t.ownerId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
