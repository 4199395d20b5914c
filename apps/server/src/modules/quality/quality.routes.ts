import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, QC_RULE_CALL_CODES, QUALITY_MSG, qualityApi, qualityRuleApi } from '@ecms/shared';
import { qcRangeSet } from '../../db/schema/index.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { setAttachmentHeaders } from '../../platform/files/download.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { OFFICE_TEXT, OfficeError, officePdf } from '../../platform/files/office.js';
import { newId } from '../../platform/ids.js';
import { reportProgress } from '../../platform/realtime/push.js';
import { withTenant } from '../../platform/tenancy.js';
import { billMaterialInfo, getProjectRow, importBoq, previewBoq, projectDetail, projectKinds, queryProjects, supplyScale } from './project.service.js';
import { logicalBills, logicalCheck, logicalItems, queryLogicalRecords, saveLogicalRecord } from './logical.service.js';
import { evalExpression } from './qc-expression.js';
import { RULE_BY_CODE, RULES } from './qc-rules.js';
import { DOCX_TYPE, reportDocx } from './report.docx.js';
import {
  allFindings, deleteRun, executeRun, getRun, markFailed, markStarted, queryFindings, queryRuns, saveRun, saveViewState, setIgnore, setOpinion,
} from './run.service.js';

const P = 'quality:record';
const LOGICAL = 'quality:logical';
const RANGE = 'quality:rangeSet';

/** Quality check (spec 2 §7 /b/quality/*) and project cost data import (spec 3 §7 /b/project/*). */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const limits = { maxUncompressedBytes: app.config.excelMaxUncompressedBytes, maxRows: app.config.excelMaxRows };
  /** Check runs in progress in this process: waited for on close. */
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => { await Promise.allSettled([...running]); });

  // --- project cost data ------------------------------------------------------------------------
  route(app, qualityApi.preview, { config: { permission: `${P}:view` } }, async (req) => ok(await previewBoq((fn) => req.tx(fn), req.actor(), store, limits, req.body.fileId)));
  route(app, qualityApi.importFile, { config: { permission: `${P}:check` } }, async (req) => ok(await importBoq((fn) => req.tx(fn), req.actor(), store, limits, req.body), { msg: QUALITY_MSG.IMPORT_OK }));
  route(app, qualityApi.project, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => projectDetail(tx, req.actor(), req.params.id))));
  route(app, qualityApi.projectFile, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => getProjectRow(tx, req.actor(), req.params.id))));
  route(app, qualityApi.checkedProject, { config: { permission: `${P}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, qualityApi.projectFactors, { config: { permission: `${P}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, qualityApi.projectKinds, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => projectKinds(tx, req.actor()))));
  route(app, qualityApi.supplyScale, { config: { permission: `${P}:view` } }, async (req) => {
    const min = Number(RULE_BY_CODE.get('costRangeCheck')?.defaults.minSamples ?? 5);
    return ok(await req.tx((tx) => supplyScale(tx, req.actor(), req.body.projectId, min)));
  });
  route(app, qualityApi.billMaterialInfo, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => billMaterialInfo(tx, req.actor(), req.params.id))));

  // --- check records ----------------------------------------------------------------------------
  route(app, qualityApi.saveRun, { config: { permission: `${P}:check` } }, async (req) => ok(await req.tx((tx) => saveRun(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, qualityApi.runs, { config: { permission: `${P}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryRuns(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, qualityApi.run, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx((tx) => getRun(tx, req.actor(), req.params.id))));
  route(app, qualityApi.deleteRun, { config: { permission: `${P}:check` } }, async (req) => {
    await req.tx((tx) => deleteRun(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  route(app, qualityApi.start, { config: { permission: `${P}:check` } }, async (req) => {
    const actor = req.actor();
    const run = await req.tx((tx) => markStarted(tx, actor, req.body.id));
    const jobId = req.body.jobId ?? `qc-${run.id}`;
    const push = (percent: number, text: string, done = false, error?: string) =>
      reportProgress(app.database.db, { tenantId: actor.tenantId, userId: actor.userId, jobId, percent, text, done, error }).catch(() => undefined);
    // Off the request path: the rules run in a transaction of their own once this answer is sent.
    const job = (async () => {
      await new Promise((r) => setImmediate(r));
      try {
        const n = await withTenant(app.database.db, actor, (tx) => executeRun(tx, actor, run.id, (p, text) => push(p, text)), req.registry);
        await push(100, `检查完成：错误 ${n.errors} 项，警告 ${n.warnings} 项`, true);
      } catch (err) {
        const msg = err instanceof Error ? err.message : '检查失败';
        req.log.error({ err, runId: run.id }, 'quality check failed');
        await withTenant(app.database.db, actor, (tx) => markFailed(tx, run.id, msg), req.registry).catch(() => undefined);
        await push(100, '检查失败', true, msg);
      }
    })();
    running.add(job);
    void job.finally(() => running.delete(job));
    return ok(run, { msg: QUALITY_MSG.START_OK });
  });

  route(app, qualityApi.findings, { config: { permission: `${P}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryFindings(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  for (const code of QC_RULE_CALL_CODES) {
    route(app, qualityRuleApi[code], { config: { permission: `${P}:view` } }, async (req) => {
      const page = await req.tx((tx) => queryFindings(tx, req.actor(), { ...req.body, rule: code }));
      return ok(page.rows, { total: page.total });
    });
  }
  route(app, qualityApi.setIgnore, { config: { permission: `${P}:check` } }, async (req) => ok(await req.tx((tx) => setIgnore(tx, req.actor(), req.body.ids, req.body.ignore, req.body.reason || undefined)), { msg: MESSAGES.SAVE_OK }));
  route(app, qualityApi.setOpinion, { config: { permission: `${P}:check` } }, async (req) => ok(await req.tx((tx) => setOpinion(tx, req.actor(), req.body.id, req.body.opinion)), { msg: MESSAGES.SAVE_OK }));
  route(app, qualityApi.saveViewState, { config: { permission: `${P}:view` } }, async (req) => {
    await req.tx((tx) => saveViewState(tx, req.actor(), req.body.id, req.body.state));
    return ok(null);
  });

  // --- report -------------------------------------------------------------------------------------
  const sendReport = async (req: FastifyRequest, reply: FastifyReply, runId: string) => {
    const { run, findings } = await req.tx((tx) => allFindings(tx, req.actor(), runId));
    const buffer = await reportDocx({ projectName: run.projectName ?? '', runName: run.name, finishedAt: run.finishedAt, findings });
    setAttachmentHeaders(reply, `${run.name}.docx`, buffer.length);
    reply.header('content-type', DOCX_TYPE);
    return reply.send(buffer);
  };
  app.get('/b/quality/getBillSplicWordResult/:id', {
    schema: { tags: ['quality'], summary: '检查报告（Word）', params: z.object({ id: z.string().min(1).max(64) }) },
    config: { permission: `${P}:report` },
  }, async (req, reply) => sendReport(req, reply, (req.params as { id: string }).id));
  // The same report as PDF, converted by LibreOffice one conversion at a time (platform/files/office).
  // The Word file is stored only for the conversion: findings change, so nothing is cached.
  app.post('/s/getReport', {
    schema: {
      tags: ['quality'], summary: '检查报告（PDF，format=docx 时为 Word）',
      body: z.object({ id: z.string().min(1).max(64), format: z.enum(['pdf', 'docx']).optional() }),
    },
    config: { permission: `${P}:report` },
  }, async (req, reply) => {
    const b = req.body as { id: string; format?: 'pdf' | 'docx' };
    if (b.format === 'docx') return sendReport(req, reply, b.id);
    const { run, findings } = await req.tx((tx) => allFindings(tx, req.actor(), b.id));
    const docx = await reportDocx({ projectName: run.projectName ?? '', runName: run.name, finishedAt: run.finishedAt, findings });
    const stored = await store.write(req.actor().tenantId, Readable.from([docx]));
    try {
      const pdfKey = await officePdf(store, { soffice: app.config.soffice, timeoutSeconds: app.config.officeTimeoutSeconds }, stored.key, 'docx');
      const chunks: Buffer[] = [];
      for await (const c of store.read(pdfKey)) chunks.push(c as Buffer);
      const pdf = Buffer.concat(chunks);
      setAttachmentHeaders(reply, `${run.name}.pdf`, pdf.length);
      reply.header('content-type', 'application/pdf');
      return reply.send(pdf);
    } catch (err) {
      // LibreOffice absent, failing or too slow: the server cannot make the PDF now (the Word report still can).
      if (err instanceof OfficeError) throw new AppError(503, err.message === OFFICE_TEXT.MISSING ? QUALITY_MSG.PDF_NO_OFFICE : QUALITY_MSG.PDF_FAILED);
      throw err;
    } finally {
      await store.remove(stored.key);
    }
  });
  app.post('/b/quality/check/report/generatorReport', {
    schema: { tags: ['quality'], summary: '生成检查报告（Word）', body: z.object({ id: z.string().min(1).max(64) }) },
    config: { permission: `${P}:report` },
  }, async (req, reply) => sendReport(req, reply, (req.body as { id: string }).id));

  // --- rules and rangeSet -------------------------------------------------------------------------
  route(app, qualityApi.rules, { config: { permission: `${P}:view` } }, async (req) => {
    const rows = await req.tx((tx) => tx.select().from(qcRangeSet).orderBy(asc(qcRangeSet.createdDate)));
    return ok(RULES.map((r) => ({
      code: r.code, no: r.no, name: r.name, group: r.group, severity: r.severity, defaults: r.defaults,
      overrides: rows.filter((x) => x.rule === r.code).map((x) => ({ id: x.id, region: x.region, discipline: x.discipline, period: x.period, params: x.params })),
    })));
  });
  const rangeOut = (x: typeof qcRangeSet.$inferSelect) => ({ id: x.id, rule: x.rule, region: x.region, discipline: x.discipline, period: x.period, params: x.params });
  route(app, qualityApi.saveRange, { config: { permission: `${RANGE}:view` } }, async (req) => ok(await req.tx(async (tx) => {
    const b = req.body;
    const rule = RULE_BY_CODE.get(b.rule);
    if (!rule) throw badRequest(QUALITY_MSG.UNKNOWN_RULE);
    const unknownKeys = Object.keys(b.params).filter((k) => !(k in rule.defaults));
    if (unknownKeys.length) throw badRequest(`参数不属于该检查项：${unknownKeys.join('、')}`);
    if (b.rule === 'expandCheck') {
      const list = b.params.rules;
      if (!Array.isArray(list) || list.length > 50) throw badRequest(QUALITY_MSG.EXPR_INVALID);
      for (const d of list as { name?: unknown; expr?: unknown; severity?: unknown }[]) {
        if (typeof d?.name !== 'string' || typeof d.expr !== 'string' || (d.severity !== undefined && !['error', 'warn'].includes(d.severity as string))) throw badRequest(QUALITY_MSG.EXPR_INVALID);
        try { evalExpression(d.expr, { fbfx: 1, measure: 1, other: 1, lawfee: 1, tax: 1, total: 1, safety: 1, provisional: 1, labor: 1, machine: 1, area: 1, items: 1 }); } catch (e) {
          throw badRequest(`${QUALITY_MSG.EXPR_INVALID}：${d.name}：${(e as Error).message}`);
        }
      }
    }
    const values = { rule: b.rule, region: b.region || '*', discipline: b.discipline || '*', period: b.period || '*', params: b.params };
    if (b.id) {
      const [row] = await tx.update(qcRangeSet).set({ ...values, updatedDate: new Date() }).where(eq(qcRangeSet.id, b.id)).returning();
      if (!row) throw notFound();
      return rangeOut(row);
    }
    const [row] = await tx.insert(qcRangeSet).values({ id: newId(), ...values }).returning();
    return rangeOut(row);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, qualityApi.range, { config: { permission: `${RANGE}:view` } }, async (req) => ok(await req.tx(async (tx) => {
    const [row] = await tx.select().from(qcRangeSet).where(and(eq(qcRangeSet.id, req.params.id)));
    if (!row) throw notFound();
    return rangeOut(row);
  })));

  // --- logical checks -----------------------------------------------------------------------------
  route(app, qualityApi.logicalList, { config: { permission: `${LOGICAL}:view` } }, async (req) => ok(await req.tx((tx) => logicalItems(tx, req.actor(), req.params.id))));
  route(app, qualityApi.logicalCheck, { config: { permission: `${LOGICAL}:view` } }, async (req) => {
    const findings = await req.tx((tx) => logicalCheck(tx, req.actor(), req.body.projectId));
    return ok(findings.map(({ f, code, record }) => ({
      rule: f.rule, ruleName: RULE_BY_CODE.get(f.rule)?.name ?? f.rule, severity: f.severity, unitId: f.unitId ?? null, unitName: f.unitName ?? null,
      target: f.target ?? null, message: f.message, expected: f.expected ?? null, actual: f.actual ?? null, deviation: f.deviation ?? null,
      srcSheet: f.sheet ?? null, srcRow: f.row ?? null, code, record,
    })));
  });
  route(app, qualityApi.logicalRecords, { config: { permission: `${LOGICAL}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryLogicalRecords(tx, req.actor(), req.body));
    return ok(page.rows, { total: page.total });
  });
  route(app, qualityApi.logicalBills, { config: { permission: `${LOGICAL}:view` } }, async (req) => ok(await req.tx((tx) => logicalBills(tx, req.actor(), req.body))));
  route(app, qualityApi.logicalSave, { config: { permission: `${LOGICAL}:record` } },
    async (req) => ok(await req.tx((tx) => saveLogicalRecord(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
};
