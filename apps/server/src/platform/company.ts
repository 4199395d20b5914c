import type { Db } from '../db/client.js';
import { registryOf } from './registry.js';

/*
 * A company (tenant) created while the application runs gets at once what every company gets at
 * start-up (e.g. the online forms declared in code): each module's `companySteps`, in the
 * creation transaction, so a failing step leaves no half-made company. The code creating the
 * company (a SaaS sign-up, an operator's console) calls it after inserting the tenant row.
 */
export async function provisionCompany(tx: Db, tenantId: string): Promise<void> {
  for (const step of registryOf(tx).companySteps()) await step(tx, tenantId);
}
