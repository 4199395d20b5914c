import type { Db } from '../../db/client.js';
import type { BusinessBinding, BusinessEvent, BusinessEventName, WfInstanceRow } from '../../platform/flow-binding.js';
import { registryOf } from '../../platform/registry.js';
import { flushSearch as flushSearchDocs, markSearch as markSearchDoc, queueDocs, type SearchDocInput } from '../../platform/search/index.js';
import { WF_SEARCH_CODE } from '../search-type.js';

/*
 * Business bindings (platform/flow-binding.ts): a module declares the engine callbacks of its
 * business types in its manifest (flowBindings, or flowBindingResolvers for `<prefix>:…`); the
 * engine finds them through the registry of the command's transaction.
 */
export type { BusinessBinding, BusinessEvent, BusinessEventName, WfInstanceRow };

const bindingOf = (tx: Db, businessType: string): BusinessBinding | undefined => registryOf(tx).flowBinding(businessType);

/*
 * The flow's search document follows its state and participants in the same transaction, but
 * is written once per command: changes mark the instance (markSearch) and the command's end
 * (finishCommand, or flushSearch directly) re-reads every marked document in one refresh per
 * type, business records marked by their callbacks included (platform/search markSearch).
 */
export function markSearch(tx: Db, instanceId: string): void {
  markSearchDoc(tx, WF_SEARCH_CODE, instanceId);
}

/** The instance's document built from a row the command just wrote: the flush writes it without re-reading. */
export const queueInstanceDoc = (tx: Db, doc: SearchDocInput): Promise<void> => queueDocs(tx, WF_SEARCH_CODE, [doc]);

/** Writes the search documents marked in this transaction (instances and business records). */
export const flushSearch = flushSearchDocs;

/** New task holders in a flow: they find it, and its business record when that lists participants. */
export function markParticipants(tx: Db, instance: Pick<WfInstanceRow, 'id' | 'businessType' | 'businessId'>): void {
  markSearch(tx, instance.id);
  const { businessType, businessId } = instance;
  const code = businessType && businessId ? bindingOf(tx, businessType)?.searchCode : undefined;
  if (code && businessId) markSearchDoc(tx, code, businessId);
}

export async function fireBusiness(name: BusinessEventName, e: Omit<BusinessEvent, 'businessType' | 'businessId'>): Promise<void> {
  markSearch(e.tx, e.instance.id);
  const { businessType, businessId } = e.instance;
  if (!businessType || !businessId) return;
  // A flow started by a client may carry a free business label with no callbacks; records of a
  // module start theirs through startRecordFlow, which refuses an undeclared type.
  const binding = bindingOf(e.tx, businessType);
  if (!binding) return;
  const fn = binding[name] ?? (name === 'terminated' ? binding.rejected : undefined);
  if (fn) await fn.call(binding, { ...e, businessType, businessId });
}
