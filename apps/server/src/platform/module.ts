import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { SessionInfo } from './auth/session.js';
import type { ExportSource } from './excel/exports.js';
import type { ImportTarget } from './excel/targets.js';
import type { BusinessBinding, FlowNotificationConsumer } from './flow-binding.js';
import type { Job } from './jobs.js';
import type { RecordKind, RecordKindSource } from './record-kind.js';
import type { AppRegistry } from './registry.js';
import type { SearchType, SearchTypeSource } from './search/index.js';

/*
 * The module manifest: everything an area contributes to the application, declared once in
 * `modules/<area>/<area>.module.ts` and listed once in `modules/index.ts`. buildApp registers
 * each module's routes under /api and builds the app's registry (platform/registry.ts) from the
 * manifests; the seed walks the same list for menus, dictionaries, parameters and data menus.
 * Nothing is registered by importing a file.
 */

/** An online form declared in code; the form module's FormDeclaration extends it. */
export interface DeclaredForm {
  readonly code: string;
  readonly version: number;
}

/** A module's step for one company (its id), in the company's creation transaction. */
export type CompanyStep = (tx: Db, tenantId: string) => Promise<void>;

/** What a seed step may log (the start log). */
export interface StartLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** A module's start-up step: runs in the seed's transaction with every module's declarations. */
export type SeedStep = (tx: Db, ctx: { registry: AppRegistry; log: StartLog }) => Promise<void>;
/** A first-start step after the demo staff are in (demo on): an area's own demo data, under its own flag of the config. */
export type DemoStep = (tx: Db, ctx: { tenantId: string; config: AppConfig; log: StartLog }) => Promise<void>;

// ---------------------------------------------------------------------------
// Seeded rows an area ships (inserted when absent, never overwritten)
// ---------------------------------------------------------------------------

export interface MenuSeed {
  /** Stable unique key, e.g. 'system.user'; dotted under its parent's key. */
  key: string;
  /** Short Chinese name shown in the left nav. */
  name: string;
  /** Full Chinese name (breadcrumb/tooltip). */
  fullName?: string;
  /** Front-end route path, e.g. '/sys-manager/user' or '/main-page/toDoAll'. */
  url?: string;
  /** External link (rare). */
  href?: string;
  type: 'Group' | 'Menu' | 'Button';
  /** 1 tab (default), 2 router, 3 new window/popup. */
  openType?: 1 | 2 | 3;
  /** Permission string, e.g. 'sys:user:view'; buttons 'sys:user:edit'. */
  permission?: string;
  /** An @ant-design/icons component name, e.g. 'SettingOutlined'. */
  icon?: string;
  hidden?: boolean;
  /**
   * Position among its siblings. Top-level menus come from several modules, so each carries
   * its place in the navigation; children default to their array order ((i + 1) * 10).
   */
  sort?: number;
  children?: MenuSeed[];
}

export interface DictItemSeed { label: string; value: string; ext?: Record<string, unknown>; children?: DictItemSeed[] }
export interface DictSeed {
  type: string;
  name: string;
  tree?: boolean;
  items: DictItemSeed[];
  /**
   * A base-data page's right prefix (e.g. 'bd:assetClass') whose holders edit this dictionary
   * alone through the dictionary calls: `<right>:view` lists it, `:add`, `:edit`, `:delete`
   * (modules/bd dict-rights.ts). The system dictionary rights (sys:dict:*) still cover it.
   */
  editRight?: string;
}

/** A system parameter (sys_param); `isPublic` is readable before sign-in. */
export interface ParamSeed { key: string; value: string; name: string; isPublic: boolean; category: 'basic' | 'custom' | 'business'; remark?: string }

/** A kind of record governed by role data scopes (sys_data_menu). */
export interface DataMenuSeed {
  code: string;
  name: string;
  /** Position in the data-permission screens (data menus come from several modules). */
  sort: number;
  attrs?: { code: string; name: string; dict?: string }[];
}

// ---------------------------------------------------------------------------
// Contributions to the generic layers
// ---------------------------------------------------------------------------

/** A module's answer to "may this caller see record `refRecordId`?" (attachments; its data scope). */
export type RecordAccess = (tx: Db, actor: SessionInfo, refRecordId: string) => Promise<boolean>;

/** A page configuration derived from something else (online forms: `form:<code>`). */
export type PageConfigSource = (tx: Db, type: string) => Promise<{ id: string; type: string; name: string | null; content: Record<string, unknown> } | null>;

/**
 * Checks a user-config value of a key the module owns: returns the value to store (normalised)
 * or throws an AppError, so a malformed value is refused with a 400 instead of breaking the
 * next sign-in.
 */
export type UserConfigParser = (tx: Db, s: SessionInfo, value: unknown) => Promise<unknown>;

/** Import targets made at run time (online forms: `form:<id>`), by the part after the prefix. */
export type ImportTargetResolver = (tx: Db, id: string) => Promise<ImportTarget | null>;

/** Routes of a module (registered under /api). */
export type ModuleRoutes = FastifyPluginAsyncZod;

/**
 * One area's contributions. Prefix-keyed entries (`…Resolvers`, `searchTypeSources`,
 * `pageConfigSources`) own the codes `<prefix>:<anything>`, for kinds made at run time.
 */
export interface AppModule {
  /** Unique module name, e.g. 'contract'. */
  readonly name: string;
  readonly routes?: readonly ModuleRoutes[];
  /** Menu trees (top-level entries carry `sort`), with their buttons and permissions. */
  readonly menus?: readonly MenuSeed[];
  readonly dicts?: readonly DictSeed[];
  readonly params?: readonly ParamSeed[];
  readonly dataMenus?: readonly DataMenuSeed[];
  readonly searchTypes?: readonly SearchType[];
  readonly searchTypeSources?: Readonly<Record<string, SearchTypeSource>>;
  /** Excel exports (POST /b/excel/template/exportData, saved reports). */
  readonly exports?: readonly ExportSource[];
  /** Excel import targets with a fixed code. */
  readonly imports?: readonly ImportTarget[];
  readonly importResolvers?: Readonly<Record<string, ImportTargetResolver>>;
  /** Who may see a record's attachments, by file_item.ref_module. */
  readonly fileAccess?: Readonly<Record<string, RecordAccess>>;
  readonly fileAccessResolvers?: Readonly<Record<string, (refModule: string) => RecordAccess | undefined>>;
  /** Who may attach files to a record, where that differs from who may see them (default: `fileAccess`). */
  readonly fileAttach?: Readonly<Record<string, RecordAccess>>;
  /** Consumers of the approval engine's notifications (its outbox), by name. */
  readonly flowNotificationConsumers?: Readonly<Record<string, FlowNotificationConsumer>>;
  /** Engine callbacks by business type. */
  readonly flowBindings?: Readonly<Record<string, BusinessBinding>>;
  readonly flowBindingResolvers?: Readonly<Record<string, (businessType: string) => BusinessBinding | undefined>>;
  readonly pageConfigSources?: Readonly<Record<string, PageConfigSource>>;
  readonly userConfigKeys?: Readonly<Record<string, UserConfigParser>>;
  /** Periodic jobs (made from the app's config), started with the app when jobs are configured. */
  readonly jobs?: readonly ((config: AppConfig) => Job)[];
  /** Online forms declared in code (the form module's defineForm makes them). */
  readonly forms?: readonly DeclaredForm[];
  /** Start-up steps in the seed's transaction, after the platform rows (e.g. syncing declared forms). */
  readonly seedSteps?: readonly SeedStep[];
  /** Demo data of the area, run once on first start after the demo staff (when demo is on). */
  readonly demoSteps?: readonly DemoStep[];
  /**
   * Kinds of business records (platform/record-kind.ts): each kind's search type, export and flow
   * binding are registered from it (not listed again in searchTypes / exports / flowBindings),
   * and it answers print and ref lookups.
   */
  readonly recordKinds?: readonly RecordKind[];
  /** Record kinds made at run time, by prefix (online forms: `form:<code>`). */
  readonly recordKindSources?: Readonly<Record<string, RecordKindSource>>;
  /**
   * Steps run for a company created while the application runs (platform/company.ts
   * provisionCompany), in its creation transaction: what the start-up steps give every company.
   */
  readonly companySteps?: readonly CompanyStep[];
}

/** Declares a module; the identity function that gives a manifest its type. */
export function defineModule<const M extends AppModule>(module: M): M {
  return module;
}
