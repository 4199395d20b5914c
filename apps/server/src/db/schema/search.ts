import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from './columns.js';

/**
 * Global search index (spec 1 §2.5): one document per searchable record, written in the same
 * transaction as the record (platform/search). `grams` holds the character bigrams of title and
 * content (lower-cased), so a 2-character Chinese word such as 合同 is one GIN lookup; a longer
 * keyword is the intersection of its bigrams, checked for adjacency with ILIKE.
 * Visibility columns (dept_id, owner_id, viewer_ids) carry what the data scope of the record's
 * data menu needs, so a search never shows what the caller could not open.
 */
export const searchDoc = pgTable('search_doc', {
  tenantId: tenantId(),
  tableCode: text('table_code').notNull(),
  recordId: text('record_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  /** Client route that opens the record. */
  link: text('link').notNull(),
  deptId: text('dept_id'),
  ownerId: text('owner_id'),
  /** People who may always see it (e.g. a flow's participants), beside the data scope. */
  viewerIds: text('viewer_ids').array().notNull().default(sql`'{}'::text[]`),
  grams: text('grams').array().notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.tableCode, t.recordId] }),
  index('search_doc_grams_idx').using('gin', t.grams),
  // Newest first: read backwards, so a common word fills its page without sorting every hit.
  index('search_doc_recent_idx').on(t.tenantId, t.updatedDate, t.tableCode, t.recordId),
  tenantPolicy(t),
]).enableRLS();
