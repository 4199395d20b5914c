import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { ExportSource } from './excel/exports.js';
import type { ImportTarget } from './excel/targets.js';
import type { BusinessBinding, FlowNotificationConsumer } from './flow-binding.js';
import type { Job } from './jobs.js';
import type {
  AppModule, CompanyStep, DataMenuSeed, DeclaredForm, DemoStep, SeedStep, DictSeed, ImportTargetResolver, MenuSeed, PageConfigSource, ParamSeed, RecordAccess, UserConfigParser,
} from './module.js';
import type { RecordKind, RecordKindSource } from './record-kind.js';
import { type CommitScope, maybeCommitScopeOf, openCommitScope, runCommitted } from './realtime/after-commit.js';
import type { SearchType, SearchTypeSource } from './search/index.js';

/*
 * What the app's modules contributed, per app instance: built by buildApp from the module list
 * (app.registry), handed to every request (req.registry) and bound to every transaction the
 * request opens (registryOf(tx)), so a service holding only `tx` finds it. Two apps in one
 * process (tests, a second instance) each have their own.
 *
 * Building fails at startup on a code declared twice (across modules or within one) and on a
 * reference to something no module declares; a lookup of a code nobody declared fails the
 * request instead of doing nothing.
 */

export class RegistryError extends Error {}

/** A registered route and the function permission its config asks for (collected by buildApp). */
export interface RouteInfo {
  method: string;
  url: string;
  permission?: string;
}

/** Prefix-keyed entries own `<prefix>:<anything>`; this splits a code into its prefix. */
const prefixOf = (code: string): string | undefined => {
  const sep = code.indexOf(':');
  return sep > 0 ? code.slice(0, sep) : undefined;
};

class Table<T> {
  readonly byKey = new Map<string, T>();
  private readonly owner = new Map<string, string>();
  constructor(private readonly what: string) {}
  add(module: string, key: string, value: T): void {
    const first = this.owner.get(key);
    if (first !== undefined) {
      throw new RegistryError(`${this.what} "${key}" is declared twice (module ${first}${first === module ? '' : ` and module ${module}`})`);
    }
    this.owner.set(key, module);
    this.byKey.set(key, value);
  }
  addAll(module: string, entries: Readonly<Record<string, T>> | undefined): void {
    for (const [k, v] of Object.entries(entries ?? {})) this.add(module, k, v);
  }
  get(key: string): T | undefined { return this.byKey.get(key); }
  has(key: string): boolean { return this.byKey.has(key); }
  values(): T[] { return [...this.byKey.values()]; }
  /** An exact entry, else the entry owning the code's prefix. */
  fixedOrPrefix<P>(code: string, prefixes: Table<P>): { fixed?: T; prefixed?: P } {
    const fixed = this.byKey.get(code);
    if (fixed) return { fixed };
    const p = prefixOf(code);
    return { prefixed: p ? prefixes.get(p) : undefined };
  }
}

function flattenMenus(items: readonly MenuSeed[], out: MenuSeed[] = []): MenuSeed[] {
  for (const m of items) {
    out.push(m);
    if (m.children) flattenMenus(m.children, out);
  }
  return out;
}

export class AppRegistry {
  readonly modules: readonly AppModule[];
  private readonly searchTypeTable = new Table<SearchType>('search type');
  private readonly searchSources = new Table<SearchTypeSource>('search type source prefix');
  private readonly exportTable = new Table<ExportSource>('export code');
  private readonly importTable = new Table<ImportTarget>('import target');
  private readonly importResolverTable = new Table<ImportTargetResolver>('import target prefix');
  private readonly fileAccessTable = new Table<RecordAccess>('file module');
  private readonly fileAttachTable = new Table<RecordAccess>('file attach module');
  private readonly fileResolverTable = new Table<(refModule: string) => RecordAccess | undefined>('file module prefix');
  private readonly bindingTable = new Table<BusinessBinding>('business type');
  private readonly bindingResolverTable = new Table<(businessType: string) => BusinessBinding | undefined>('business type prefix');
  private readonly pageConfigTable = new Table<PageConfigSource>('page config prefix');
  private readonly userConfigTable = new Table<UserConfigParser>('user config key');
  private readonly jobTable = new Table<Job>('job');
  private readonly formTable = new Table<DeclaredForm>('declared form');
  private readonly consumerTable = new Table<FlowNotificationConsumer>('flow notification consumer');
  private readonly exportResolverTable = new Table<(code: string) => ExportSource | undefined>('export code prefix');
  private readonly kindTable = new Table<RecordKind>('record kind');
  private readonly kindSourceTable = new Table<RecordKindSource>('record kind prefix');
  /** Seeded rows: menus in navigation order, the rest in module order (the dictionary catalogue keeps it). */
  readonly menus: readonly MenuSeed[];
  readonly dicts: readonly DictSeed[];
  readonly params: readonly ParamSeed[];
  readonly dataMenus: readonly DataMenuSeed[];
  /** Every route of the app as registered (filled while buildApp registers the modules). */
  readonly routes: RouteInfo[] = [];

  /** `config` makes the modules' jobs; without it (seeding, tests of the manifests) there are none. */
  constructor(modules: readonly AppModule[], config?: AppConfig) {
    this.modules = modules;
    const names = new Table<AppModule>('module');
    const menuKeys = new Table<MenuSeed>('menu key');
    const dictTypes = new Table<DictSeed>('dictionary');
    const paramKeys = new Table<ParamSeed>('parameter');
    const dataMenuCodes = new Table<DataMenuSeed>('data menu');
    const lockKeys = new Table<Job>('job lock key');
    for (const m of modules) {
      names.add(m.name, m.name, m);
      for (const t of m.searchTypes ?? []) this.searchTypeTable.add(m.name, t.tableCode, t);
      this.searchSources.addAll(m.name, m.searchTypeSources);
      for (const s of m.exports ?? []) this.exportTable.add(m.name, s.code, s);
      for (const t of m.imports ?? []) this.importTable.add(m.name, t.code, t);
      this.importResolverTable.addAll(m.name, m.importResolvers);
      this.fileAccessTable.addAll(m.name, m.fileAccess);
      this.fileResolverTable.addAll(m.name, m.fileAccessResolvers);
      this.fileAttachTable.addAll(m.name, m.fileAttach);
      this.bindingTable.addAll(m.name, m.flowBindings);
      this.bindingResolverTable.addAll(m.name, m.flowBindingResolvers);
      this.pageConfigTable.addAll(m.name, m.pageConfigSources);
      this.userConfigTable.addAll(m.name, m.userConfigKeys);
      for (const f of m.forms ?? []) this.formTable.add(m.name, f.code, f);
      this.consumerTable.addAll(m.name, m.flowNotificationConsumers);
      // A record kind's search type, export and flow binding are registered from the kind.
      for (const k of m.recordKinds ?? []) {
        this.kindTable.add(m.name, k.code, k);
        if (k.searchType) this.searchTypeTable.add(m.name, k.searchType.tableCode, k.searchType);
        if (k.export) this.exportTable.add(m.name, k.export.code, k.export);
        if (k.binding) {
          if (!k.businessType) throw new RegistryError(`record kind "${k.code}" of module ${m.name} has a flow binding but no businessType`);
          this.bindingTable.add(m.name, k.businessType, k.binding);
        }
      }
      for (const [prefix, s] of Object.entries(m.recordKindSources ?? {})) {
        this.kindSourceTable.add(m.name, prefix, s);
        if (s.search) this.searchSources.add(m.name, prefix, s.search);
        if (s.binding) this.bindingResolverTable.add(m.name, prefix, s.binding.bind(s));
        if (s.export) this.exportResolverTable.add(m.name, prefix, s.export.bind(s));
      }
      for (const make of config ? m.jobs ?? [] : []) {
        const j = make(config!);
        this.jobTable.add(m.name, j.name, j);
        lockKeys.add(m.name, String(j.lockKey), j);
      }
      for (const menu of flattenMenus(m.menus ?? [])) menuKeys.add(m.name, menu.key, menu);
      for (const top of m.menus ?? []) {
        // Top-level menus of several modules share one level: each must say where it goes.
        if (top.sort === undefined) throw new RegistryError(`top-level menu "${top.key}" of module ${m.name} has no sort`);
      }
      for (const d of m.dicts ?? []) dictTypes.add(m.name, d.type, d);
      for (const p of m.params ?? []) paramKeys.add(m.name, p.key, p);
      for (const d of m.dataMenus ?? []) dataMenuCodes.add(m.name, d.code, d);
    }
    // The navigation's top level in its order (each top-level menu carries its sort).
    this.menus = modules.flatMap((m) => m.menus ?? []).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    this.dicts = dictTypes.values();
    this.params = paramKeys.values();
    this.dataMenus = dataMenuCodes.values();

    // References between declarations: a search type limited by a data menu nobody seeds, or a
    // binding marking a search type nobody declares, would fail only when first used.
    for (const t of this.searchTypeTable.values()) {
      if (t.dataMenu && !dataMenuCodes.has(t.dataMenu)) {
        throw new RegistryError(`search type "${t.tableCode}" names data menu "${t.dataMenu}" that no module declares`);
      }
    }
    for (const [type, b] of this.bindingTable.byKey) {
      if (b.searchCode && !this.knowsSearchCode(b.searchCode)) {
        throw new RegistryError(`business type "${type}" marks search type "${b.searchCode}" that no module declares`);
      }
    }
  }

  private knowsSearchCode(code: string): boolean {
    const p = prefixOf(code);
    return this.searchTypeTable.has(code) || (!!p && this.searchSources.has(p));
  }

  // --- global search --------------------------------------------------------

  /** The fixed search types, by their sort. */
  searchTypes(): SearchType[] {
    return this.searchTypeTable.values().sort((a, b) => a.sort - b.sort);
  }

  searchTypeSources(): SearchTypeSource[] {
    return this.searchSources.values();
  }

  /** A fixed type, or the source owning the code's prefix; throws when neither is declared. */
  searchTypeOf(code: string): { type?: SearchType; source?: SearchTypeSource } {
    const { fixed, prefixed } = this.searchTypeTable.fixedOrPrefix(code, this.searchSources);
    if (!fixed && !prefixed) throw new RegistryError(`search type "${code}" is not declared by any module (searchTypes / searchTypeSources)`);
    return { type: fixed, source: prefixed };
  }

  // --- Excel -----------------------------------------------------------------

  /** A fixed export, or one of a record kind made at run time (`form:<code>`). */
  exportSource(code: string): ExportSource | undefined {
    const { fixed, prefixed } = this.exportTable.fixedOrPrefix(code, this.exportResolverTable);
    return fixed ?? prefixed?.(code);
  }

  /** The fixed exports (saved reports' sources). */
  exportSources(): ExportSource[] {
    return this.exportTable.values();
  }

  /** The fixed (non-resolver) import targets, for pickers. */
  importTargets(): ImportTarget[] {
    return this.importTable.values();
  }

  async importTarget(tx: Db, code: string): Promise<ImportTarget | null> {
    const { fixed, prefixed } = this.importTable.fixedOrPrefix(code, this.importResolverTable);
    if (fixed) return fixed;
    return prefixed ? prefixed(tx, code.slice(code.indexOf(':') + 1)) : null;
  }

  // --- attachments, flows, page configs, user config, jobs -------------------

  /** Who may see files of `refModule`; undefined when no module declares it. */
  fileAccess(refModule: string): RecordAccess | undefined {
    const { fixed, prefixed } = this.fileAccessTable.fixedOrPrefix(refModule, this.fileResolverTable);
    return fixed ?? prefixed?.(refModule);
  }

  /** Who may attach files to records of `refModule`: its own attach rule, else who may see them. */
  fileAttach(refModule: string): RecordAccess | undefined {
    return this.fileAttachTable.get(refModule) ?? this.fileAccess(refModule);
  }

  /** Whether some module declares `refModule` (exactly or by its prefix). */
  declaresFileModule(refModule: string): boolean {
    const p = prefixOf(refModule);
    return this.fileAccessTable.has(refModule) || (!!p && this.fileResolverTable.has(p));
  }

  flowBinding(businessType: string): BusinessBinding | undefined {
    const { fixed, prefixed } = this.bindingTable.fixedOrPrefix(businessType, this.bindingResolverTable);
    return fixed ?? prefixed?.(businessType);
  }

  /** The source answering page-config type `<prefix>:…`, if a module declares that prefix. */
  pageConfigSource(type: string): PageConfigSource | undefined {
    const p = prefixOf(type);
    return p ? this.pageConfigTable.get(p) : undefined;
  }

  userConfigParser(key: string): UserConfigParser | undefined {
    return this.userConfigTable.get(key);
  }

  jobs(): Job[] {
    return this.jobTable.values();
  }

  // --- online forms declared in code, start-up steps --------------------------

  forms(): DeclaredForm[] {
    return this.formTable.values();
  }

  /** The declaration of form `code`, if a module declares one. */
  form(code: string): DeclaredForm | undefined {
    return this.formTable.get(code);
  }

  // --- record kinds ------------------------------------------------------------

  /** The kind `code` (fixed, or made at run time by the source owning its prefix); null when nobody declares it. */
  async recordKind(tx: Db, code: string): Promise<RecordKind | null> {
    const { fixed, prefixed } = this.kindTable.fixedOrPrefix(code, this.kindSourceTable);
    return fixed ?? (prefixed ? prefixed.get(tx, code) : null);
  }

  /** Whether `code` names a fixed kind or falls under a source's prefix (start-time checks). */
  declaresRecordKind(code: string): boolean {
    const p = prefixOf(code);
    return this.kindTable.has(code) || (!!p && this.kindSourceTable.has(p));
  }

  /** Every module's steps for a company created at run time. */
  companySteps(): CompanyStep[] {
    return this.modules.flatMap((m) => m.companySteps ?? []);
  }

  flowNotificationConsumers(): FlowNotificationConsumer[] {
    return this.consumerTable.values();
  }

  seedSteps(): SeedStep[] {
    return this.modules.flatMap((m) => m.seedSteps ?? []);
  }

  demoSteps(): DemoStep[] {
    return this.modules.flatMap((m) => m.demoSteps ?? []);
  }
}

// ---------------------------------------------------------------------------
// Reaching the registry from a transaction
// ---------------------------------------------------------------------------

/** The registry of the app whose request (or job) opened this transaction (see withTenant). */
export function registryOf(tx: object): AppRegistry {
  const registry = maybeCommitScopeOf(tx)?.registry as AppRegistry | undefined;
  if (!registry) {
    throw new RegistryError('no module registry on this transaction: open it with req.tx(...) or withTenant(db, actor, fn, registry)');
  }
  return registry;
}

/**
 * A transaction outside any request (the seed and its modules' start-up steps) in which
 * registryOf(tx) finds `registry`; work queued with afterCommit runs once it commits.
 */
export async function withRegistry<T>(db: Db, registry: AppRegistry, fn: (tx: Db) => Promise<T>): Promise<T> {
  let opened: { scope: CommitScope; owned: boolean } | undefined;
  const result = await db.transaction(async (tx) => {
    opened = openCommitScope(tx, db);
    opened.scope.registry ??= registry;
    return fn(tx as unknown as Db);
  });
  if (opened?.owned && opened.scope.tasks.length) await runCommitted(opened.scope);
  return result;
}
