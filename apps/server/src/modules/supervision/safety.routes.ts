import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SAFETY_MSG as M, safetyApi as api } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { acceptHazard, clearHazard, expertReview, getHazard, listHazards, reviewScheme, saveHazard, startHazard } from './hazard.service.js';
import { getRule, listRules, saveRule, setRuleFileStatus, startRule } from './rules.service.js';
import { getResume, getStopWork, issueStopWork, listResumes, listStopWorks, saveResume, startResume } from './stopwork.service.js';

/** Permissions of the safety part (menu buttons in safety.seed.ts / supervision.seed.ts). */
export const SAFETY_PERM = {
  stopView: 'supervise:stopWork:view', stopAdd: 'supervise:stopWork:add',
  resumeView: 'supervise:resumeWork:view', resumeAdd: 'supervise:resumeWork:add', resumeSubmit: 'supervise:resumeWork:submit',
  hazardView: 'supervise:hazard:view', hazardAdd: 'supervise:hazard:add', hazardEdit: 'supervise:hazard:edit',
  hazardScheme: 'supervise:hazard:scheme', hazardExpert: 'supervise:hazard:expert', hazardAccept: 'supervise:hazard:accept',
  ruleView: 'supervise:rule:view', ruleAdd: 'supervise:rule:add', ruleEdit: 'supervise:rule:edit', ruleSubmit: 'supervise:rule:submit',
  ruleControl: 'supervise:rule:control',
} as const;

/** 工程暂停令 / 复工申请, 危大工程, 监理实施细则 (contracts in packages/shared/src/contracts/supervision-safety.ts). */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const P = SAFETY_PERM;
  const paged = async <R>(p: Promise<{ rows: R[]; total: number }>) => { const page = await p; return ok(page.rows, { total: page.total }); };

  // 工程暂停令
  route(app, api.stopWorkList, { config: { permission: P.stopView } }, (req) => paged(req.tx((tx) => listStopWorks(tx, req.actor(), req.body ?? {}))));
  route(app, api.stopWorkGet, { config: { permission: P.stopView } }, async (req) => ok(await req.tx((tx) => getStopWork(tx, req.actor(), req.params.id))));
  route(app, api.stopWorkIssue, { config: { permission: P.stopAdd } },
    async (req) => ok(await req.tx((tx) => issueStopWork(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  // 复工申请
  route(app, api.resumeList, { config: { permission: P.resumeView } }, (req) => paged(req.tx((tx) => listResumes(tx, req.actor(), req.body ?? {}))));
  route(app, api.resumeGet, { config: { permission: P.resumeView } }, async (req) => ok(await req.tx((tx) => getResume(tx, req.actor(), req.params.id))));
  route(app, api.resumeSave, { config: { permission: P.resumeAdd } },
    async (req) => ok(await req.tx((tx) => saveResume(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.resumeStart, { config: { permission: P.resumeSubmit } },
    async (req) => ok(await req.tx((tx) => startResume(tx, req.actor(), req.params.id)), { msg: M.START_OK }));

  // 危大工程
  route(app, api.hazardList, { config: { permission: P.hazardView } }, (req) => paged(req.tx((tx) => listHazards(tx, req.actor(), req.body ?? {}))));
  route(app, api.hazardGet, { config: { permission: P.hazardView } }, async (req) => ok(await req.tx((tx) => getHazard(tx, req.actor(), req.params.id))));
  route(app, api.hazardSave, { config: { permission: P.hazardView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), req.body.id ? P.hazardEdit : P.hazardAdd);
    return saveHazard(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.hazardScheme, { config: { permission: P.hazardScheme } },
    async (req) => ok(await req.tx((tx) => reviewScheme(tx, req.actor(), req.params.id, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.hazardExpert, { config: { permission: P.hazardExpert } },
    async (req) => ok(await req.tx((tx) => expertReview(tx, req.actor(), req.params.id, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.hazardStart, { config: { permission: P.hazardEdit } },
    async (req) => ok(await req.tx((tx) => startHazard(tx, req.actor(), req.params.id, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.hazardAccept, { config: { permission: P.hazardAccept } },
    async (req) => ok(await req.tx((tx) => acceptHazard(tx, req.actor(), req.params.id, req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.hazardClear, { config: { permission: P.hazardAccept } },
    async (req) => ok(await req.tx((tx) => clearHazard(tx, req.actor(), req.params.id, req.body)), { msg: MESSAGES.SAVE_OK }));

  // 监理实施细则
  route(app, api.ruleList, { config: { permission: P.ruleView } }, (req) => paged(req.tx((tx) => listRules(tx, req.actor(), req.body ?? {}))));
  route(app, api.ruleGet, { config: { permission: P.ruleView } }, async (req) => ok(await req.tx((tx) => getRule(tx, req.actor(), req.params.id))));
  route(app, api.ruleSave, { config: { permission: P.ruleView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), req.body.id ? P.ruleEdit : P.ruleAdd);
    return saveRule(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.ruleFileStatus, { config: { permission: P.ruleControl } },
    async (req) => ok(await req.tx((tx) => setRuleFileStatus(tx, req.actor(), req.params.id, req.body.fileStatus)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.ruleStart, { config: { permission: P.ruleSubmit } },
    async (req) => ok(await req.tx((tx) => startRule(tx, req.actor(), req.params.id)), { msg: M.START_OK }));
};
