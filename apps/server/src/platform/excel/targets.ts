import type { Db } from '../../db/client.js';

/*
 * What can be imported from a spreadsheet. The Excel layer knows nothing about the records it
 * fills: platform lists register a fixed target, online forms a resolver for `form:<id>`.
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
}

export interface ImportTarget {
  /** 'form:<formId>' for online forms, e.g. 'sys:user' for platform lists. */
  code: string;
  label: string;
  columns(tx: Db): Promise<ImportColumn[]>;
  /** Values among `values` that already exist for a unique column (duplicate check). */
  existing?(tx: Db, key: string, values: string[]): Promise<Set<string>>;
  /** Insert validated, converted rows (keys = column keys), in batches below the bind limit. */
  insertBatch(tx: Db, rows: Record<string, unknown>[]): Promise<void>;
  /** Function permission the importing user needs; checked by the Excel layer. */
  permission?: string;
}

type Resolver = (tx: Db, id: string) => Promise<ImportTarget | null>;

const targets = new Map<string, ImportTarget>();
const resolvers = new Map<string, Resolver>();

export function registerImportTarget(target: ImportTarget): void {
  targets.set(target.code, target);
}

/** `prefix` without the colon: `registerImportTargetResolver('form', …)` resolves `form:<id>`. */
export function registerImportTargetResolver(prefix: string, resolve: Resolver): void {
  resolvers.set(prefix, resolve);
}

export async function resolveImportTarget(tx: Db, code: string): Promise<ImportTarget | null> {
  const fixed = targets.get(code);
  if (fixed) return fixed;
  const sep = code.indexOf(':');
  if (sep <= 0) return null;
  const resolve = resolvers.get(code.slice(0, sep));
  return resolve ? resolve(tx, code.slice(sep + 1)) : null;
}
