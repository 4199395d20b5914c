import { sql, type SQL } from 'drizzle-orm';
import { FORM_CODE_RE, type TFormKind, type TFormModel, type TSerialRule, ZFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { registryOf } from '../../platform/registry.js';
import type { Actor } from '../../platform/tenancy.js';
import { qualified } from './form-ddl.js';
import { checkModel, columnOf, spaceOf, subTableOf, tableOf } from './form-model.js';
import type { FieldError } from './form-values.js';

/*
 * Forms declared in code (issue 12 item 5): a module lists `defineForm(...)` results; every start
 * syncs them into every company (form-sync.ts), so a higher `version` reaches existing installs
 * through the same data-loss guard as publishing. Hooks run server-side in the record's
 * transaction; a thrown AppError (formRuleError) answers 4xx with its message and rolls back all.
 */

/** What a save hook sees. `values` / `subTables` are the validated, computed record (mutable before the write). */
export interface FormSaveContext {
  tx: Db;
  actor: Actor;
  form: { code: string; name: string; model: TFormModel };
  /** Undefined in validate / beforeSave of a new record. */
  id?: string;
  isNew: boolean;
  values: Record<string, unknown>;
  subTables: Record<string, Record<string, unknown>[]>;
  /** The stored record before this save (updates), else null. */
  previous: Record<string, unknown> | null;
  /** The company's table of a form (its own or another declared one), for same-transaction rules. */
  table(code: string): SQL;
  /** A field's column in those tables. */
  column(key: string): SQL;
  /** The company's table of a form's sub-table (rows carry `record_id` and `sort_order`). */
  subTable(code: string, subKey: string): SQL;
}

export interface FormDeleteContext extends Omit<FormSaveContext, 'values' | 'subTables' | 'isNew' | 'previous'> {
  id: string;
  /** The record being deleted. */
  previous: Record<string, unknown>;
}

export type FormFlowEvent = 'started' | 'nodeChanged' | 'approved' | 'rejected' | 'withdrawn';

export interface FormFlowContext extends Omit<FormSaveContext, 'values' | 'subTables' | 'isNew' | 'previous' | 'id'> {
  id: string;
  event: FormFlowEvent;
  /** The record as stored (after the flow status changed). */
  record: Record<string, unknown>;
  /** Names of the nodes now active (nodeChanged). */
  activeNodes: string[];
}

export interface FormHooks {
  /** Field errors beyond the model's rules: answered like the model's own (400, data.errors). */
  validate?(ctx: FormSaveContext): Promise<FieldError[] | void> | FieldError[] | void;
  /** Before the record is written (may adjust `values`; may lock and update other rows). */
  beforeSave?(ctx: FormSaveContext): Promise<void> | void;
  /**
   * beforeSave only adjusts `values` (reads nothing, changes no other row): an Excel import of the
   * form may then write its records hidden in short transactions (platform/excel/staging.ts).
   */
  beforeSaveAdjustsValuesOnly?: boolean;
  /** After the record and its sub-table rows are written (`id` set). */
  afterSave?(ctx: FormSaveContext & { id: string }): Promise<void> | void;
  /** Before a record is deleted. */
  onDelete?(ctx: FormDeleteContext): Promise<void> | void;
  /**
   * A stored record that must no longer change (a scrapped asset, spec 2 §4): the reason, else
   * nothing. Update and delete then answer 403 with it, and lists and reads show `editable: false`
   * (the web opens it read-only).
   */
  locked?(record: Record<string, unknown>): string | null | undefined | false;
  /** Flow events of the record's bound flow, after its status was updated. */
  onFlow?: Partial<Record<FormFlowEvent, (ctx: FormFlowContext) => Promise<void> | void>>;
}

export interface FormDeclaration {
  code: string;
  name: string;
  /** Raise it whenever the model changes: a higher version is republished into every company at start. */
  version: number;
  model: TFormModel;
  kind?: TFormKind;
  /** A value of the `form_group` dictionary. */
  groupId?: string | null;
  /** The flow (process code) the form's records run through. */
  processCode?: string | null;
  /** Code-generation rules its serial fields use (added to each company when missing). */
  serialRules?: TSerialRule[];
  /**
   * The records are a shared catalogue other forms pick from (supplies, vehicles, rooms): whoever
   * holds the form's view right reads all of them, without a data scope on its data menu. Writing
   * keeps the rights (own records, manageAll). Seeding an 'all' scope for every role instead would
   * widen every role's department reach (a role manager could then grant any department).
   */
  catalogue?: boolean;
  /**
   * Starting records (base data a company should not begin without, e.g. procurement methods),
   * written through the form's import path when the form is created in a company: the default
   * company's first start, a company made at run time, an install the declaration first reaches.
   * Never again: a record an administrator deletes stays deleted.
   */
  seedRecords?: readonly Record<string, unknown>[];
  /**
   * Rights of other menu entries that open this form's page (a base-data entry, a module's ledger
   * page): `<prefix>:<action>` grants the form's action on its page as `form:<code>:<action>` does.
   * The seed keeps one menu per permission, so such an entry carries its own right.
   */
  pageRights?: readonly string[];
  hooks?: FormHooks;
}

/** Declares a form in code. Checks the model now, so a broken declaration fails at import, not at a customer's start. */
export function defineForm(decl: FormDeclaration): FormDeclaration {
  if (!FORM_CODE_RE.test(decl.code)) throw new Error(`defineForm: bad code ${decl.code}`);
  if (!Number.isInteger(decl.version) || decl.version < 1) throw new Error(`defineForm(${decl.code}): version must be a positive integer`);
  const model = ZFormModel.parse(decl.model);
  try {
    checkModel(model);
  } catch (e) {
    throw new Error(`defineForm(${decl.code}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  return { kind: 'list', groupId: null, processCode: null, ...decl, model };
}

/** A business rule's refusal from a hook: 400 with this (Chinese) message; the transaction rolls back. */
export const formRuleError = (message: string, status = 400): AppError => new AppError(status, message);

/**
 * The declaration of form `code` among the app's modules (their manifests' `forms`; the registry
 * refuses a code declared twice). Hooks apply to a company's form only while it is the declared
 * one (frm_definition.declared_version set).
 */
export function declarationOf(tx: Db, code: string): FormDeclaration | undefined {
  return registryOf(tx).form(code) as FormDeclaration | undefined;
}

/** Table and column helpers for hooks, bound to the current company. */
export function hookSql(tenantId: string) {
  return {
    table: (code: string) => qualified(spaceOf(tenantId), tableOf(code)),
    column: (key: string) => sql`${sql.identifier(columnOf(key))}`,
    subTable: (code: string, subKey: string) => qualified(spaceOf(tenantId), subTableOf(code, subKey)),
  };
}
