import { eq, isNotNull, sql } from 'drizzle-orm';
import type { TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { cgRule, frmDefinition, tenant } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { enterCompany, keepingTenantContext } from '../../platform/owner.js';
import { newId } from '../../platform/ids.js';
import { syncDictSeeds } from '../../platform/dict-sync.js';
import { registryOf } from '../../platform/registry.js';
import { formDefinitions } from './form-definition.service.js';
import { publishedModel } from './form-definition.repository.js';
import type { FormDeclaration } from './form-declare.js';
import { insertRecords } from './form-record.service.js';
import { relocateLegacyTables } from './form-ddl.js';
import { allFields, formRef } from './form-model.js';

/*
 * Start-time sync of forms declared in code into every company (docs/forms.md):
 * - a company without the form gets it created and published;
 * - a company whose form was synced from a lower version gets the new model published through
 *   the publish path, so the data-loss guard is the designer's; a declaration refused in any
 *   company is refused in all (savepoint per declaration) and logged, the previous version stays;
 * - forms published before tables moved into company schemas have their tables moved first.
 */

export interface FormSyncLog {
  info(msg: string): void;
  warn(msg: string): void;
  error?(msg: string): void;
}

export interface FormSyncResult {
  /** `<code>@<version>` per declaration applied (created or upgraded somewhere). */
  applied: string[];
  /** Declarations refused, with the reason. */
  refused: { code: string; version: number; reason: string }[];
  /** Legacy tables moved into company schemas. */
  relocated: number;
}

/** Stable JSON (keys sorted): a stored model equals a declared one whatever the key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** Runs `fn` with the transaction confined to one company as the application role. */
async function asTenant<T>(tx: Db, tenantId: string, fn: () => Promise<T>): Promise<T> {
  // Start-up sync and company creation: the role may already be ecms_app (the previous company's).
  await enterCompany(tx, tenantId, true);
  return fn();
}

/** One company, one declaration: 'created' | 'upgraded' | 'current'. Throws the publish guard's AppError. */
async function syncOne(tx: Db, tenantId: string, decl: FormDeclaration): Promise<'created' | 'upgraded' | 'current'> {
  const [def] = await tx.select().from(frmDefinition).where(eq(frmDefinition.code, decl.code));
  if (def && def.declaredVersion !== null && def.declaredVersion >= decl.version) return 'current';
  if (decl.serialRules?.length) {
    await tx.insert(cgRule).values(decl.serialRules.map((r) => ({ tenantId, id: newId(), ...r }))).onConflictDoNothing();
  }
  const values = {
    name: decl.name, kind: decl.kind ?? 'list', groupId: decl.groupId ?? null, processCode: decl.processCode ?? null, model: decl.model,
  };
  const actor = { tenantId, userId: null };
  if (!def) {
    const id = newId();
    await tx.insert(frmDefinition).values({ tenantId, id, code: decl.code, ...values });
    await formDefinitions.publish(tx, actor, id);
    await tx.update(frmDefinition).set({ declaredVersion: decl.version }).where(eq(frmDefinition.id, id));
    if (decl.seedRecords?.length) await insertRecords(tx, actor, decl.code, [...decl.seedRecords]);
    return 'created';
  }
  const published: TFormModel | null = def.currentVersion === null ? null : await publishedModel(tx, def);
  await tx.update(frmDefinition).set({ ...values, updatedDate: new Date(), version: sql`${frmDefinition.version} + 1` }).where(eq(frmDefinition.id, def.id));
  // Same model as published (an install seeded before declarations had versions): only stamp it.
  if (!published || canonical(published) !== canonical(decl.model)) await formDefinitions.publish(tx, actor, def.id);
  await tx.update(frmDefinition).set({ declaredVersion: decl.version }).where(eq(frmDefinition.id, def.id));
  return 'upgraded';
}

/**
 * Gives a company created at run time every form the app's modules declare (a module's
 * companySteps, through platform/company.ts provisionCompany), in its creation transaction and
 * through the same path as the start-up sync. A refusal (impossible for an empty company, but a
 * declaration could be broken) fails the creation: the caller's transaction rolls back.
 */
export async function provisionCompanyForms(tx: Db, tenantId: string): Promise<void> {
  const decls = registryOf(tx).forms() as FormDeclaration[];
  // The dictionaries the declared forms' fields choose from come with them (a select with a
  // default of a missing dictionary would refuse every record).
  const used = new Set(decls.flatMap((d) => [...allFields(d.model), ...(d.model.subTables ?? []).flatMap((st) => st.fields)]).map((f) => f.dictCode).filter(Boolean));
  const dicts = registryOf(tx).dicts.filter((d) => used.has(d.type));
  await keepingTenantContext(tx, () => asTenant(tx, tenantId, async () => {
    await syncDictSeeds(tx, tenantId, dicts);
    for (const decl of decls) await syncOne(tx, tenantId, decl);
  }));
}

/**
 * Syncs `decls` into every company. Runs in the caller's (start-up) transaction as the owner;
 * leaves the transaction's tenant setting and role as it found them.
 */
export async function syncDeclaredForms(tx: Db, decls: readonly FormDeclaration[], log: FormSyncLog): Promise<FormSyncResult> {
  const result: FormSyncResult = { applied: [], refused: [], relocated: 0 };
  await keepingTenantContext(tx, async () => {
    const tenants = (await tx.select({ id: tenant.id, code: tenant.code }).from(tenant).orderBy(tenant.code));
    // Tables of forms published under the issue-6 layout (public.frm_<code>) move to their company first.
    for (const t of tenants) {
      await asTenant(tx, t.id, async () => {
        const defs = await tx.select().from(frmDefinition).where(isNotNull(frmDefinition.currentVersion));
        for (const d of defs) {
          if (await relocateLegacyTables(tx, formRef(t.id, d.code), await publishedModel(tx, d))) result.relocated++;
        }
      });
    }
    if (result.relocated) log.info(`forms: moved ${result.relocated} form table(s) into their companies' schemas`);

    for (const decl of decls) {
      await tx.execute(sql`savepoint form_sync`);
      const outcomes: string[] = [];
      let failed: { tenant: string; reason: string } | undefined;
      for (const t of tenants) {
        try {
          const r = await asTenant(tx, t.id, () => syncOne(tx, t.id, decl));
          if (r !== 'current') outcomes.push(`${t.code}:${r}`);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          failed = { tenant: t.code, reason: e.message };
          break;
        }
      }
      if (failed) {
        await tx.execute(sql`rollback to savepoint form_sync`);
        const msg = `表单“${decl.name}”(${decl.code}) 未同步到版本 ${decl.version}：企业 ${failed.tenant} ${failed.reason}；各企业仍使用原版本，请修改声明后重启`;
        (log.error ?? log.warn).call(log, msg);
        result.refused.push({ code: decl.code, version: decl.version, reason: failed.reason });
      } else {
        if (outcomes.length) {
          result.applied.push(`${decl.code}@${decl.version}`);
          log.info(`forms: ${decl.code} v${decl.version} → ${outcomes.join(', ')}`);
        }
      }
      await tx.execute(sql`release savepoint form_sync`);
    }
  });
  return result;
}
