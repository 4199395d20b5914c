import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchDoc, sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema/index.js';
import { dataScopeCondition, resolveScopesAndRights, type ScopeColumns } from '../acl/data-scope.js';
import type { SessionInfo } from '../auth/session.js';
import { countCapped, plannerEstimate } from '../list-query.js';
import type { AppRegistry } from '../registry.js';
import { registryOf } from '../registry.js';
import { queryRows } from '../sql.js';
import { withTenant } from '../tenancy.js';

/**
 * Global search (spec 1 §2.5) as a platform service. A business module registers each kind of
 * record it wants found (its manifest's `searchTypes`) with a loader that turns record ids into search
 * documents, and calls `refreshSearch(tx, code, ids)` in the transaction that changed them, so
 * the index never disagrees with the records. Searching applies the caller's function
 * permission per type and the data scope of the type's data menu.
 */
export interface SearchDocInput {
  recordId: string;
  title: string;
  content?: string;
  /** Client route that opens the record. */
  link: string;
  deptId?: string | null;
  ownerId?: string | null;
  viewerIds?: string[];
  updatedDate?: Date;
}

export interface SearchType {
  /** Table code of the tabs and `params.tableCode` (e.g. sys_user). */
  tableCode: string;
  /** Tab name. */
  name: string;
  sort: number;
  /** Function permission needed to find these records (admins always may). */
  permission?: string;
  /** Data menu whose scope limits the hits; without one, the permission alone decides. */
  dataMenu?: string;
  /**
   * Only the document's viewers (viewer_ids) find it: a flow's participants, a message's
   * recipient. Administrators find all unless `private` (a message stays its recipient's).
   */
  viewersOnly?: boolean;
  private?: boolean;
  /**
   * viewer_ids may also name roles as `role:<roleId>`: a holder of one of them is a viewer (the
   * knowledge centre's categories limited to some roles), so role changes need no re-index.
   */
  viewerRoles?: boolean;
  /** How the document's columns map to the data scope (default: department and owner). */
  scope?: (cols: { deptId: typeof searchDoc.deptId; ownerId: typeof searchDoc.ownerId }) => ScopeColumns;
  /** Documents for these record ids (every record when `ids` is undefined); absent ids are removed. */
  load(tx: Db, ids?: string[]): Promise<SearchDocInput[]>;
}

/**
 * Types made at run time, per tenant (online forms: one type `form:<code>` per published form).
 * A source owns the table codes `<prefix>:<anything>`.
 */
export interface SearchTypeSource {
  /**
   * The tenant's types. Without an actor: every type that has documents to keep (index builds).
   * With one: the types the actor may search, before the function permission that
   * visibleSearchTypes checks for every type (e.g. a form limited to some roles).
   */
  list(tx: Db, actor?: SessionInfo): Promise<SearchType[]>;
  /** The type of one table code of this source in the tenant, or null when there is none. */
  get(tx: Db, tableCode: string): Promise<SearchType | null>;
  /**
   * A scalar text expression (read in the caller's transaction) that changes whenever
   * list(tx, actor) could answer differently for this actor. With one, a search keeps the
   * actor's types between requests and checks this stamp in its rights statement instead of
   * listing them again (issue 14: a search in 4 round trips).
   */
  stamp?(actor: SessionInfo): SQL;
}

const bySort = (types: SearchType[]) => types.sort((a, b) => a.sort - b.sort);

/** Fixed and run-time types of the transaction's tenant (see SearchTypeSource.list). */
export async function allSearchTypes(tx: Db, actor?: SessionInfo): Promise<SearchType[]> {
  return bySort([...registryOf(tx).searchTypes(), ...(await madeSearchTypes(tx, actor))]);
}

async function madeSearchTypes(tx: Db, actor?: SessionInfo): Promise<SearchType[]> {
  const made: SearchType[] = [];
  for (const source of registryOf(tx).searchTypeSources()) made.push(...(await source.list(tx, actor)));
  return made;
}

/**
 * Per tenant and user: the run-time types a search listed, under the sources' stamps read
 * before them (a change between the two reads leaves an older stamp, so the next search lists
 * again, never the reverse). Bounded; the oldest entry goes first.
 */
const madeTypesCache = new Map<string, { stamp: string; types: SearchType[] }>();
const MADE_TYPES_CACHED = 2000;

/** The sources' stamps as one text expression, or undefined when a source has none (no caching). */
function madeTypesStamp(tx: Db, actor: SessionInfo): SQL | undefined {
  const sources = registryOf(tx).searchTypeSources();
  const parts: SQL[] = [];
  for (const source of sources) {
    if (!source.stamp) return undefined;
    parts.push(sql`coalesce((${source.stamp(actor)})::text, '')`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` || '|' || `)})` : sql`''`;
}

/**
 * The types asked for, which of their permissions the caller holds and their data scopes
 * resolved: with the caller's run-time types kept from an earlier search, one statement that
 * also reads the sources' stamp (two when the stamp moved: the types are listed again);
 * without, the types' statement then the rights'.
 */
async function searchTypesAndRights(tx: Db, actor: SessionInfo, tableCode: string | undefined): Promise<{ asked: SearchType[]; held: Set<string> }> {
  const pick = (made: SearchType[]) => bySort([...registryOf(tx).searchTypes(), ...made]).filter((t) => !tableCode || t.tableCode === tableCode);
  const rights = (asked: SearchType[], extra?: SQL) => resolveScopesAndRights(tx, actor, asked.flatMap((t) => (t.dataMenu ? [t.dataMenu] : [])),
    asked.flatMap((t) => (t.permission ? [t.permission] : [])), extra);
  // Cached only where the rights statement runs anyway (a caller with roles, not an administrator).
  const stamp = !actor.isAdmin && actor.basics?.roleIds.length ? madeTypesStamp(tx, actor) : undefined;
  if (!stamp) {
    const asked = pick(await madeSearchTypes(tx, actor));
    return { asked, held: (await rights(asked)).held };
  }
  const key = `${actor.tenantId}\u0000${actor.userId}`;
  const kept = madeTypesCache.get(key);
  let now: string | undefined;
  if (kept) {
    const asked = pick(kept.types);
    const got = await rights(asked, stamp);
    now = got.extra ?? '';
    if (now === kept.stamp) return { asked, held: got.held };
  }
  // The stamp read before the types (see madeTypesCache).
  now ??= (await queryRows<{ stamp: string | null }>(tx, sql`select ${stamp} as stamp`))[0]?.stamp ?? '';
  const made = await madeSearchTypes(tx, actor);
  madeTypesCache.delete(key);
  if (madeTypesCache.size >= MADE_TYPES_CACHED) madeTypesCache.delete(madeTypesCache.keys().next().value!);
  madeTypesCache.set(key, { stamp: now, types: made });
  const asked = pick(made);
  return { asked, held: (await rights(asked)).held };
}

/** Per tenant: the planner's document estimate and when it was read (see tenantDocEstimate). */
const docEstimates = new Map<string, { at: number; n: number }>();

/** Indexed text is capped: a search document is a finder, not a copy of the record. */
const MAX_TEXT = 2000;
const BATCH = 500;

/**
 * Character bigrams of the lower-cased text, per whitespace-separated run; a run of one
 * character is kept whole. Chinese has no spaces, so every 2-character word of a text is one
 * of its bigrams; Latin words and numbers are found by the same rule.
 */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of text.toLowerCase().split(/\s+/)) {
    const chars = Array.from(run);
    if (chars.length === 1) grams.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  }
  return [...grams];
}

const docText = (d: { title: string; content?: string }) => `${d.title} ${d.content ?? ''}`.slice(0, MAX_TEXT);

function toRow(code: string, d: SearchDocInput) {
  return {
    tableCode: code, recordId: d.recordId, title: d.title.slice(0, 500), content: (d.content ?? '').slice(0, MAX_TEXT), link: d.link,
    deptId: d.deptId ?? null, ownerId: d.ownerId ?? null, viewerIds: d.viewerIds ?? [], grams: searchGrams(docText(d)),
    updatedDate: d.updatedDate ?? new Date(),
  };
}

/** A fixed type, or one of a source's; null when a source knows no such type in this tenant. */
async function typeOf(tx: Db, code: string): Promise<SearchType | null> {
  // Throws for a code no module declares: a forgotten declaration fails loudly.
  const { type, source } = registryOf(tx).searchTypeOf(code);
  return type ?? source!.get(tx, code);
}

/**
 * Re-reads these records of a type into the index (in the caller's transaction). Documents of
 * a run-time type that no longer exists (e.g. a deleted form) are removed.
 */
export async function refreshSearch(tx: Db, code: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const type = await typeOf(tx, code);
  const docs = type ? await type.load(tx, ids) : [];
  const found = new Set(docs.map((d) => d.recordId));
  const gone = ids.filter((id) => !found.has(id));
  if (gone.length) await tx.delete(searchDoc).where(and(eq(searchDoc.tableCode, code), inArray(searchDoc.recordId, gone)));
  await writeDocs(tx, code, docs);
}

/** Writes documents for a type (upsert), in batches below the bind-parameter limit. */
export async function writeDocs(tx: Db, code: string, docs: SearchDocInput[]): Promise<void> {
  await upsertRows(tx, docs.map((d) => toRow(code, d)));
}

/** Upserts index rows of any types, in batches below the bind-parameter limit. */
async function upsertRows(tx: Db, rows: ReturnType<typeof toRow>[]): Promise<void> {
  if (rows.length) docEstimates.clear();
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(searchDoc).values(rows.slice(i, i + BATCH)).onConflictDoUpdate({
      target: [searchDoc.tenantId, searchDoc.tableCode, searchDoc.recordId],
      set: {
        title: sql`excluded.title`, content: sql`excluded.content`, link: sql`excluded.link`, deptId: sql`excluded.dept_id`,
        ownerId: sql`excluded.owner_id`, viewerIds: sql`excluded.viewer_ids`, grams: sql`excluded.grams`, updatedDate: sql`excluded.updated_date`,
      },
    });
  }
}

/** Rebuilds a type's whole index for the transaction's tenant. */
export async function rebuildSearch(tx: Db, code: string): Promise<number> {
  await tx.delete(searchDoc).where(eq(searchDoc.tableCode, code));
  const type = await typeOf(tx, code);
  const docs = type ? await type.load(tx) : [];
  await writeDocs(tx, code, docs);
  return docs.length;
}

/*
 * A command that changes records in several steps (an engine command moving a flow and its
 * business record) writes each record's document once: the steps mark what they changed (or
 * queue documents they already hold) and the command's end flushes them all in one upsert, in
 * the same transaction. A transaction opened by withTenant or withRegistry flushes what is left
 * before it commits (flushesAtEnd), so a step there may defer instead of writing at once.
 */
interface Stale {
  marked: Map<string, Set<string>>;
  /** Documents handed over whole, by type code and record id. */
  docs: Map<string, Map<string, SearchDocInput>>;
}
const staleSearch = new WeakMap<object, Stale>();
const flushing = new WeakSet<object>();

function staleOf(tx: Db): Stale {
  let st = staleSearch.get(tx);
  if (!st) staleSearch.set(tx, (st = { marked: new Map(), docs: new Map() }));
  return st;
}

export function markSearch(tx: Db, code: string, id: string): void {
  const { marked } = staleOf(tx);
  let ids = marked.get(code);
  if (!ids) marked.set(code, (ids = new Set()));
  ids.add(id);
}

/** The transaction flushes the marked documents before it commits (platform/tenancy.ts, registry.ts). */
export function flushesAtEnd(tx: Db): void {
  flushing.add(tx);
}

/**
 * These records changed: their documents are rewritten by the transaction's flush when one is
 * sure to come (flushesAtEnd), else now.
 */
export async function deferRefresh(tx: Db, code: string, ids: string[]): Promise<void> {
  if (!flushing.has(tx)) return refreshSearch(tx, code, ids);
  for (const id of ids) markSearch(tx, code, id);
}

/**
 * Documents already built (from rows just written): written by the transaction's flush when one
 * is sure to come, else now. Built after any earlier mark of the same records, they are the
 * records' latest state: the flush writes them instead of re-reading the records.
 */
export async function queueDocs(tx: Db, code: string, docs: SearchDocInput[]): Promise<void> {
  if (!flushing.has(tx)) return writeDocs(tx, code, docs);
  const { docs: byCode, marked } = staleOf(tx);
  let mine = byCode.get(code);
  if (!mine) byCode.set(code, (mine = new Map()));
  for (const d of docs) {
    mine.set(d.recordId, d);
    marked.get(code)?.delete(d.recordId);
  }
}

/** Writes the documents marked or queued in this transaction: one read per marked type, one upsert for all. */
export async function flushSearch(tx: Db): Promise<void> {
  const st = staleSearch.get(tx);
  if (!st || (!st.marked.size && !st.docs.size)) return;
  staleSearch.delete(tx);
  const rows = new Map<string, ReturnType<typeof toRow>>();
  const key = (code: string, id: string) => `${code}\u0000${id}`;
  for (const [code, docs] of st.docs) for (const d of docs.values()) rows.set(key(code, d.recordId), toRow(code, d));
  // A marked record is re-read now: its latest state wins over a document queued earlier.
  for (const [code, idSet] of st.marked) {
    const ids = [...idSet];
    if (ids.length === 0) continue;
    const type = await typeOf(tx, code);
    const docs = type ? await type.load(tx, ids) : [];
    const found = new Set(docs.map((d) => d.recordId));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) {
      for (const id of gone) rows.delete(key(code, id));
      await tx.delete(searchDoc).where(and(eq(searchDoc.tableCode, code), inArray(searchDoc.recordId, gone)));
    }
    for (const d of docs) rows.set(key(code, d.recordId), toRow(code, d));
  }
  await upsertRows(tx, [...rows.values()]);
}

/**
 * On start: a registered type with no documents in a tenant is built from its records (a new
 * installation, or a type added by an upgrade). Cheap when the index exists: one probe per type.
 */
export async function ensureSearchIndex(db: Db, registry: AppRegistry): Promise<void> {
  const tenants = (await db.execute(sql`select id from tenant`)) as unknown as { rows: { id: string }[] };
  for (const { id: tenantId } of tenants.rows) {
    await withTenant(db, { tenantId, userId: null }, async (tx) => {
      for (const t of await allSearchTypes(tx)) {
        const [has] = await tx.select({ one: sql`1` }).from(searchDoc).where(eq(searchDoc.tableCode, t.tableCode)).limit(1);
        if (!has) await rebuildSearch(tx, t.tableCode);
      }
    }, registry);
  }
}

/** The types the caller may search: admins all; others those whose permission a role grants. */
export async function visibleSearchTypes(tx: Db, actor: SessionInfo): Promise<SearchType[]> {
  const all = await allSearchTypes(tx, actor);
  if (actor.isAdmin) return all;
  const needed = [...new Set(all.map((t) => t.permission).filter((p): p is string => !!p))];
  const held = new Set(needed.length === 0 ? [] : (await tx.selectDistinct({ p: sysMenu.permission }).from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 1)))
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.tenantId, sysUserRole.tenantId), eq(sysRoleMenu.roleId, sysUserRole.roleId)))
    .innerJoin(sysMenu, and(eq(sysMenu.tenantId, sysRoleMenu.tenantId), eq(sysMenu.id, sysRoleMenu.menuId)))
    .where(and(eq(sysUserRole.userId, actor.userId), inArray(sysMenu.permission, needed)))).map((r) => r.p));
  return all.filter((t) => !t.permission || held.has(t.permission));
}

export interface SearchHit {
  tableCode: string;
  typeName: string;
  recordId: string;
  title: string;
  /** Content around the first match (the web highlights the keywords). */
  snippet: string;
  link: string;
  updatedDate: Date;
}

export interface SearchRequest {
  keyword: string;
  tableCode?: string;
  pageNo: number;
  pageSize: number;
  /** Share of documents holding each common bigram (GramStats). */
  gramFrequency?: Map<string, number>;
}

const GRAMS_PER_TERM = 3;

/**
 * The planner's statistics on the bigram column: the most common bigrams with their share of
 * documents. Read with the privileged handle (pg_stats hides tables under row-level security
 * from ecms_app), kept for ten minutes; they only steer which bigrams a search looks up.
 */
export class GramStats {
  private at = 0;
  private freq = new Map<string, number>();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db, private readonly ttlMs = 600_000) {}

  async get(): Promise<Map<string, number>> {
    if (Date.now() - this.at >= this.ttlMs) {
      this.loading ??= this.load().finally(() => { this.loading = undefined; });
      await this.loading;
    }
    return this.freq;
  }

  private async load(): Promise<void> {
    const [row] = await queryRows<{ elems: string[] | string | null; freqs: number[] | string | null }>(this.db, sql`
      select array_to_json(most_common_elems::text::text[]) as elems, array_to_json(most_common_elem_freqs) as freqs
      from pg_stats where schemaname = current_schema() and tablename = 'search_doc' and attname = 'grams' limit 1`);
    const parse = <T>(v: T[] | string | null | undefined): T[] => (typeof v === 'string' ? JSON.parse(v) as T[] : v ?? []);
    const elems = parse(row?.elems);
    const freqs = parse(row?.freqs);
    this.freq = new Map(elems.map((e, i) => [e, Number(freqs[i] ?? 0)]));
    this.at = Date.now();
  }
}

const textArray = (items: string[]): SQL => sql`array[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

/** Keyword → its terms (whitespace-separated, lower-cased, at most 5, each at most 50 characters). */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean).map((t) => Array.from(t).slice(0, 50).join('')))].slice(0, 5);
}

/** One page of hits for the caller: newest first, every term present, within permission and scope. */
export async function search(tx: Db, actor: SessionInfo, req: SearchRequest): Promise<{ rows: SearchHit[]; total: number }> {
  const terms = searchTerms(req.keyword);
  if (terms.length === 0) return { rows: [], total: 0 };
  // Which types' permissions the caller holds, and every type's data scope, in one statement
  // (each type asking on its own was one trip per tab; the rights were one more).
  const { asked, held } = await searchTypesAndRights(tx, actor, req.tableCode);
  const types = asked.filter((t) => actor.isAdmin || !t.permission || held.has(t.permission));
  if (types.length === 0) return { rows: [], total: 0 };
  const visible: SQL[] = [];
  let viewerTokens: string[] | undefined;
  for (const t of types) {
    const scope = t.dataMenu
      ? await dataScopeCondition(tx, actor, t.dataMenu, t.scope?.({ deptId: searchDoc.deptId, ownerId: searchDoc.ownerId })
        ?? { dept: searchDoc.deptId, owner: searchDoc.ownerId })
      : undefined;
    if (t.viewerRoles && !viewerTokens) {
      const roleIds = actor.basics?.roleIds ?? (await tx.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, actor.userId))).map((r) => r.id);
      viewerTokens = [actor.userId, ...roleIds.map((r) => `role:${r}`)];
    }
    const mineToo = t.viewerRoles ? sql`${searchDoc.viewerIds} && ${textArray(viewerTokens!)}` : sql`${searchDoc.viewerIds} @> ${textArray([actor.userId])}`;
    const cond = t.viewersOnly ? (actor.isAdmin && !t.private ? undefined : mineToo) : scope ? or(scope, mineToo) : undefined;
    visible.push(and(eq(searchDoc.tableCode, t.tableCode), cond)!);
  }
  // Each term's rarest bigrams are enough to find its candidates (the text check confirms them);
  // intersecting the long posting lists of common bigrams such as 20 or 工程 costs far more.
  const freq = req.gramFrequency ?? new Map<string, number>();
  const grams = new Set(terms.flatMap((t) => searchGrams(t).filter((g) => Array.from(g).length === 2)
    .sort((a, b) => (freq.get(a) ?? 0) - (freq.get(b) ?? 0)).slice(0, GRAMS_PER_TERM)));
  // A 2-character term is exactly one bigram: the index answers it. Longer terms need their
  // bigrams adjacent and single characters have none, so those are checked on the text. strpos
  // rather than ILIKE: the planner's guess for ILIKE is so selective that it would sort every
  // hit of a common word instead of walking the newest documents until a page is full.
  const textChecks = terms.filter((t) => Array.from(t).length !== 2)
    .map((t) => sql`strpos(lower(${searchDoc.title} || ' ' || ${searchDoc.content}), ${t}) > 0`);
  const where = and(
    grams.size ? sql`${searchDoc.grams} @> ${textArray([...grams])}` : undefined,
    ...textChecks,
    visible.length === 1 ? visible[0] : or(...visible),
  );
  const limit = req.pageSize;
  const offset = (req.pageNo - 1) * req.pageSize;
  const page = await newestHits(tx, where, limit, offset, hitShare(terms, freq), () => tenantDocEstimate(tx, actor.tenantId));
  const names = new Map(types.map((t) => [t.tableCode, t.name]));
  return {
    rows: page.rows.map((r) => ({
      tableCode: r.tableCode, typeName: names.get(r.tableCode) ?? r.tableCode, recordId: r.recordId, title: r.title,
      snippet: snippet(r.content, terms), link: r.link, updatedDate: r.updatedDate,
    })),
    total: page.total,
  };
}

/**
 * Estimated share of the documents that hold every term, from the bigram statistics (terms taken
 * as independent, each as common as its rarest bigram); undefined without statistics. A bigram
 * missing from the statistics is rarer than every listed one.
 */
export function hitShare(terms: string[], freq: Map<string, number>): number | undefined {
  if (freq.size === 0) return undefined;
  let floor = 1;
  for (const f of freq.values()) floor = Math.min(floor, f);
  let share = 1;
  for (const t of terms) {
    const grams = searchGrams(t).filter((g) => Array.from(g).length === 2);
    if (grams.length) share *= Math.min(...grams.map((g) => freq.get(g) ?? floor));
  }
  return share;
}

/**
 * The planner's estimate of a tenant's documents, kept a minute or until this process writes
 * documents: it only sizes windows and scales the totals of common words.
 */
async function tenantDocEstimate(tx: Db, tenantId: string): Promise<number> {
  const hit = docEstimates.get(tenantId);
  if (hit && Date.now() - hit.at < 60_000) return hit.n;
  const n = await plannerEstimate(tx, tx.select({ one: sql`1` }).from(searchDoc));
  docEstimates.set(tenantId, { at: Date.now(), n });
  return n;
}

/** Newest documents looked through when there are no statistics to size the window. */
const RECENT_WINDOW = 2000;
/** Hits wanted in a window per hit of the page (the estimate is rough, and scope filters more). */
const WINDOW_SLACK = 2;
const MIN_WINDOW = 100;
const MAX_WINDOW = 20_000;

/**
 * A page of hits, newest first, without the planner's LIMIT trap. A common word has hits
 * everywhere: reading the newest documents fills the page at once, while collecting and sorting
 * all its hits is slow. A rare word is the opposite: its few hits come straight from the bigram
 * index. The window of newest documents is sized from the estimated hit share so that it holds
 * the page a few times over; when the estimate says the hits are fewer than that window, the
 * bigram index is cheaper and is used at once. A window that comes up short falls back to it too,
 * so the estimate steers the cost, never the answer.
 */
async function newestHits(tx: Db, where: SQL | undefined, limit: number, offset: number, share: number | undefined, docCount: () => Promise<number>) {
  const columns = sql`table_code, record_id, title, content, link, updated_date, count(*) over () as matches`;
  const order = sql`order by updated_date desc, table_code desc, record_id desc`;
  type Raw = { table_code: string; record_id: string; title: string; content: string; link: string; updated_date: string | Date; matches: number | string };
  const toHits = (raw: Raw[]) => raw.map((r) => ({
    tableCode: r.table_code, recordId: r.record_id, title: r.title, content: r.content, link: r.link,
    updatedDate: new Date(r.updated_date), matches: Number(r.matches),
  }));
  const docs = await docCount();
  const wanted = offset + limit;
  const first = share === undefined ? RECENT_WINDOW : Math.max(MIN_WINDOW, Math.ceil((wanted * WINDOW_SLACK) / Math.max(share, 1e-9)));
  // A window that comes up short is tried once more at four times the size (an estimate can be
  // off, and the data scope removes hits) before the complete path. Without statistics, one try;
  // and no window at all when it would hold every document (the complete path is as cheap).
  for (const window of share === undefined ? [first] : [first, first * 4]) {
    if (window > MAX_WINDOW || docs <= window || (share !== undefined && share * docs <= window)) break;
    // The newest documents through the date index, filtered in the subquery's rows (aliased as
    // the table, so the conditions' column names apply): the planner cannot swap in a bitmap
    // over the bigram index, whose common posting lists are the expensive part.
    const rows = toHits(await queryRows<Raw>(tx, sql`select ${columns} from (select * from ${searchDoc} ${order} limit ${window}) search_doc
      where ${where ?? sql`true`} ${order} limit ${limit} offset ${offset}`));
    if (rows.length === limit) {
      // Hits among the newest documents, scaled to the whole index: an estimate, as search engines give.
      return { rows, total: Math.max(offset + limit + 1, Math.round((rows[0].matches / window) * docs)) };
    }
  }
  // Few hits: collect them all through the bigram index and sort them. OFFSET 0 fences the
  // subquery, so the planner cannot trade the index for a walk through every document by date.
  const inner = tx.select().from(searchDoc).where(where);
  const rows = toHits(await queryRows<Raw>(tx, sql`select ${columns} from (${inner} offset 0) hits ${order} limit ${limit} offset ${offset}`));
  // Past the last page the window count is absent: count the hits themselves.
  const total = rows.length ? rows[0].matches : offset === 0 ? 0 : await countCapped(tx, searchDoc, where);
  return { rows, total };
}

/** Up to 120 characters of content around the first term found in it. */
export function snippet(content: string, terms: string[]): string {
  const chars = Array.from(content);
  const lower = content.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0).sort((a, b) => a - b)[0];
  if (at === undefined) return chars.slice(0, 120).join('');
  const start = Math.max(0, Array.from(content.slice(0, at)).length - 30);
  return (start > 0 ? '…' : '') + chars.slice(start, start + 120).join('') + (start + 120 < chars.length ? '…' : '');
}
