import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Attachments. The bytes live in the file store (platform/files) under `storage_key`, a key the
 * server generates; the name the user gave is only ever shown, never used as a path.
 */
export const fileItem = pgTable('file_item', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** Original file name (display and download name; Chinese preserved). */
  fileName: text('file_name').notNull(),
  /** Lower-case extension without the dot, checked against the file.suffix parameter. */
  suffix: text('suffix').notNull(),
  /** Content type found by sniffing the bytes (not the browser's claim). */
  contentType: text('content_type').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  /** The owning record: module code and record id; businessId groups files of one business. */
  refModule: text('ref_module'),
  refRecordId: text('ref_record_id'),
  businessId: text('business_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('file_item_ref_idx').on(t.tenantId, t.refModule, t.refRecordId),
  index('file_item_business_idx').on(t.tenantId, t.businessId),
  index('file_item_owner_idx').on(t.tenantId, t.createdBy, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
