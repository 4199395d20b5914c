/** Column groups many tables share (db/schema/columns.ts), as they appear in answers. */
import { z } from 'zod';
import { zDateTime } from './define.js';

/** auditColumns(): who and when created and last changed the row, and its optimistic-lock version. */
export const ZAuditFields = {
  createdBy: z.string().nullable(),
  createdDate: zDateTime,
  updatedBy: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
};
