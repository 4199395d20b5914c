import type { Db } from '../../db/client.js';
import type { wfInstance } from '../../db/schema/index.js';
import { flushSearch as flushSearchDocs, markSearch as markSearchDoc } from '../../platform/search/index.js';
import '../search-type.js';

/*
 * Business binding: a module whose records run through approval (contracts, cost consultation,
 * ...) registers callbacks under its business type. They run inside the engine command's
 * transaction, so a record's status can never disagree with its flow: a callback that throws
 * rolls the whole command back.
 */

export type WfInstanceRow = typeof wfInstance.$inferSelect;

export interface BusinessEvent {
  tx: Db;
  instance: WfInstanceRow;
  businessType: string;
  businessId: string;
  /** Names of the nodes now active (nodeChanged), empty once finished. */
  activeNodes: string[];
  /** The acting user. */
  userId: string;
  /** Form values the acting user changed in this command, where the node let them. */
  edited?: Record<string, unknown>;
}

export interface BusinessBinding {
  started?(e: BusinessEvent): Promise<void>;
  nodeChanged?(e: BusinessEvent): Promise<void>;
  approved?(e: BusinessEvent): Promise<void>;
  rejected?(e: BusinessEvent): Promise<void>;
  withdrawn?(e: BusinessEvent): Promise<void>;
  /** An administrator ended the flow; defaults to `rejected` when absent. */
  terminated?(e: BusinessEvent): Promise<void>;
  /**
   * Search type of the business records when their documents list the flow's participants:
   * a new task holder (handover, add signer, ...) marks the record's document too.
   */
  searchCode?: string;
}

export type BusinessEventName = Exclude<keyof BusinessBinding, 'searchCode'>;

const registry = new Map<string, BusinessBinding>();
/** Business types made at run time (online forms: `form:<code>`): resolved by their prefix. */
const resolvers = new Map<string, (businessType: string) => BusinessBinding | undefined>();

/** `prefix` without the colon: `registerBusinessResolver('form', …)` answers `form:<anything>`. */
export function registerBusinessResolver(prefix: string, resolve: (businessType: string) => BusinessBinding | undefined): void {
  resolvers.set(prefix, resolve);
}

function bindingOf(businessType: string): BusinessBinding | undefined {
  const fixed = registry.get(businessType);
  if (fixed) return fixed;
  const sep = businessType.indexOf(':');
  return sep > 0 ? resolvers.get(businessType.slice(0, sep))?.(businessType) : undefined;
}

/** Registers (or replaces) the callbacks of a business type. */
export function registerBusiness(businessType: string, binding: BusinessBinding): () => void {
  registry.set(businessType, binding);
  return () => {
    if (registry.get(businessType) === binding) registry.delete(businessType);
  };
}

/*
 * The flow's search document follows its state and participants in the same transaction, but
 * is written once per command: changes mark the instance (markSearch) and the command's end
 * (finishCommand, or flushSearch directly) re-reads every marked document in one refresh per
 * type, business records marked by their callbacks included (platform/search markSearch).
 */
export function markSearch(tx: Db, instanceId: string): void {
  markSearchDoc(tx, 'wf_instance', instanceId);
}

/** Writes the search documents marked in this transaction (instances and business records). */
export const flushSearch = flushSearchDocs;

/** New task holders in a flow: they find it, and its business record when that lists participants. */
export function markParticipants(tx: Db, instance: Pick<WfInstanceRow, 'id' | 'businessType' | 'businessId'>): void {
  markSearch(tx, instance.id);
  const { businessType, businessId } = instance;
  const code = businessType && businessId ? bindingOf(businessType)?.searchCode : undefined;
  if (code && businessId) markSearchDoc(tx, code, businessId);
}

export async function fireBusiness(name: BusinessEventName, e: Omit<BusinessEvent, 'businessType' | 'businessId'>): Promise<void> {
  markSearch(e.tx, e.instance.id);
  const { businessType, businessId } = e.instance;
  if (!businessType || !businessId) return;
  const binding = bindingOf(businessType);
  if (!binding) return;
  const fn = binding[name] ?? (name === 'terminated' ? binding.rejected : undefined);
  if (fn) await fn.call(binding, { ...e, businessType, businessId });
}
