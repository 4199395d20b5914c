import type { Db } from '../../db/client.js';
import type { SessionInfo } from '../auth/session.js';
import { registryOf } from '../registry.js';
import type { TxRunner } from './import.js';

/*
 * What can be imported from a spreadsheet. The Excel layer knows nothing about the records it
 * fills: modules declare fixed targets (manifest `imports`), online forms a resolver for
 * `form:<id>` (`importResolvers`); the app's registry answers (AppRegistry.importTarget).
 * Contract: docs/forms-excel-contract.md.
 */

export type ImportColumnType =
  | 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'month' | 'year'
  | 'select' | 'multiSelect' | 'person' | 'dept' | 'bool';

export interface ImportColumn {
  key: string;
  label: string;
  type: ImportColumnType;
  required?: boolean;
  dictCode?: string;
  unique?: boolean;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
  /** Dictionary columns store the item's value (default) or, for records that keep labels, its label. */
  dictStore?: 'value' | 'label';
}

/** Who imports: passed to targets that need the caller (data scope, audit). Optional for targets. */
export interface ImportContext {
  actor: SessionInfo;
  /** Lines the target wants shown to the user with the result (e.g. the initial password). */
  notes: string[];
  /** Per-import scratch space for a target (caches across batches). */
  state: Record<string, unknown>;
  /** The staged batch the rows are written in (ImportTarget.staged), set during the write phase. */
  batch?: string;
}

/** A table outside the platform's schema that a staged target writes into (e.g. an online form's table). */
export interface StagedTable {
  schema: string;
  table: string;
}

export interface ImportTarget {
  /** 'form:<formId>' for online forms, e.g. 'sys:user' for platform lists. */
  code: string;
  label: string;
  columns(tx: Db): Promise<ImportColumn[]>;
  /** Values among `values` that already exist for a unique column (duplicate check). */
  existing?(tx: Db, key: string, values: string[]): Promise<Set<string>>;
  /** Insert validated, converted rows (keys = column keys), in batches below the bind limit. */
  insertBatch(tx: Db, rows: Record<string, unknown>[], ctx?: ImportContext): Promise<void>;
  /**
   * Checks that need the database and the caller, per batch of otherwise valid rows (e.g. a
   * department outside the importer's data scope): a reason per row, null when it may go in.
   */
  checkBatch?(tx: Db, rows: Record<string, unknown>[], ctx: ImportContext): Promise<(string | null)[]>;
  /**
   * insertBatch only inserts rows into tables that take part in staged writes (an import_batch
   * column and its policy, platform/excel/staging.ts) and changes nothing else: the rows are
   * then written in short transactions and published at once, so other requests never wait
   * for the whole write. Otherwise they are written in one transaction. A target whose answer
   * depends on the record (an online form with save hooks) may use stagedFor instead.
   */
  staged?: boolean;
  /**
   * Decides staging per import, in the set-up transaction: null → one write transaction; else
   * the tables outside the platform schema the rows go into (each with an import_batch column
   * and its policy), so that an abandoned batch is found and deleted there too.
   */
  stagedFor?(tx: Db): Promise<StagedTable[] | null>;
  /**
   * Staged targets: runs in the publish transaction, before the batch becomes visible, with
   * ctx.batch set. What must be consecutive and never lost with a failed import (serial
   * numbers) is assigned here, once for the whole batch, not per write transaction.
   */
  publish?(tx: Db, ctx: ImportContext): Promise<void>;
  /**
   * Staged targets: short transactions of its own after the publish, before the batch's markers
   * are cleared (ctx.batch set): e.g. search documents that show the numbers given at the publish.
   */
  afterPublish?(withTx: TxRunner, ctx: ImportContext): Promise<void>;
  /**
   * Rows that only make sense together (e.g. a goal tree): the import is all or nothing, the
   * wizard offers no "valid rows only" and the server runs a 'valid' request as 'all'.
   */
  allOrNothing?: boolean;
  /** Function permission the importing user needs; checked by the Excel layer. */
  permission?: string;
}

/** The import target `code` declared by the transaction's app (fixed, or `<prefix>:<id>` through a resolver); null when none. */
export async function resolveImportTarget(tx: Db, code: string): Promise<ImportTarget | null> {
  return registryOf(tx).importTarget(tx, code);
}
