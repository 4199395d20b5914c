import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SUPERVISE_MSG as M, superviseApi as api } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { JGJ59_CATEGORIES, JGJ59_TABLES, ScoreInputError, scoreSummary } from './jgj59.js';
import { getNotice, issueNotice, listNotices, replyNotice, reviewNotice } from './notice.service.js';
import { deleteProblem, listProblems, problemCount, saveProblem } from './problem.service.js';
import {
  deleteMember, deleteNode, deleteProject, getProject, listMembers, listProjects, projectStructure, saveMember, saveNode, saveProject,
  unitTypeGroups, visibleProject,
} from './project.service.js';

/** Permissions of the area (menu buttons in supervision.seed.ts). */
export const SUP_PERM = {
  projectView: 'supervise:project:view', projectAdd: 'supervise:project:add', projectEdit: 'supervise:project:edit',
  projectDelete: 'supervise:project:delete',
  problemView: 'supervise:problem:view', problemAdd: 'supervise:problem:add', problemEdit: 'supervise:problem:edit',
  problemDelete: 'supervise:problem:delete', notice: 'supervise:problem:notice', reply: 'supervise:problem:reply',
  review: 'supervise:problem:review',
  checkView: 'supervise:projectCheck:view', checkScore: 'supervise:projectCheck:score',
} as const;

const onDuty = (v: boolean | 0 | 1 | '' | null | undefined) => (v === '' || v === null || v === undefined ? null : v === true || v === 1);

/** Supervision calls (spec 2 §7 /b/supervise/*, /bs/supervise/*), declared in packages/shared/src/contracts/supervision.ts. */
export const supervisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const P = SUP_PERM;
  // Projects
  route(app, api.projectList, { config: { permission: P.projectView } }, async (req) => {
    const page = await req.tx((tx) => listProjects(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.projectGet, { config: { permission: P.projectView } },
    async (req) => ok(await req.tx((tx) => getProject(tx, req.actor(), req.params.id))));
  route(app, api.projectSave, { config: { permission: P.projectView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), req.body.id ? P.projectEdit : P.projectAdd);
    return saveProject(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.projectDelete, { config: { permission: P.projectDelete } }, async (req) => {
    await req.tx((tx) => deleteProject(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.projectStructure, { config: { permission: P.projectView } },
    async (req) => ok(await req.tx((tx) => projectStructure(tx, req.actor(), req.params.taskId))));
  route(app, api.unitTypeGroupList, { config: { permission: P.projectView } },
    async (req) => ok(await req.tx((tx) => unitTypeGroups(tx, req.actor(), req.params.taskId))));
  route(app, api.nodeSave, { config: { permission: P.projectEdit } },
    async (req) => ok(await req.tx((tx) => saveNode(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.nodeDelete, { config: { permission: P.projectEdit } }, async (req) => {
    await req.tx((tx) => deleteNode(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.memberList, { config: { permission: P.projectView } }, async (req) => {
    const b = req.body ?? {};
    return ok(await req.tx((tx) => listMembers(tx, req.actor(), req.params.taskId, { staffName: b.staffName, isOnDuty: onDuty(b.isOnDuty) })));
  });
  route(app, api.participants, { config: { permission: P.projectView } }, async (req) => {
    const b = req.body ?? {};
    const page = { pageNo: b.page ?? 1, pageSize: Math.min(b.rows ?? 999, 999) };
    const res = await req.tx((tx) => listMembers(tx, req.actor(), req.params.taskId, { staffName: b.personName, unitName: b.unitName }, page));
    return ok(res.rows, { total: res.total });
  });
  route(app, api.memberSave, { config: { permission: P.projectEdit } },
    async (req) => ok(await req.tx((tx) => saveMember(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));
  route(app, api.memberDelete, { config: { permission: P.projectEdit } }, async (req) => {
    await req.tx((tx) => deleteMember(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // Problems
  route(app, api.problemList, { config: { permission: P.problemView } }, async (req) => {
    const page = await req.tx((tx) => listProblems(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.problemSave, { config: { permission: P.problemView } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), req.body.id ? P.problemEdit : P.problemAdd);
    return saveProblem(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.problemDelete, { config: { permission: P.problemDelete } }, async (req) => {
    await req.tx((tx) => deleteProblem(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, api.problemCount, { config: { permission: P.problemView } },
    async (req) => ok(await req.tx((tx) => problemCount(tx, req.actor(), req.params.taskId))));

  // 监理通知单
  route(app, api.noticeList, { config: { permission: P.problemView } }, async (req) => {
    const page = await req.tx((tx) => listNotices(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, api.noticeGet, { config: { permission: P.problemView } },
    async (req) => ok(await req.tx((tx) => getNotice(tx, req.actor(), req.params.id))));
  route(app, api.noticeIssue, { config: { permission: P.notice } },
    async (req) => ok(await req.tx((tx) => issueNotice(tx, req.actor(), req.body)), { msg: M.ISSUED }));
  route(app, api.noticeReply, { config: { permission: P.reply } },
    async (req) => ok(await req.tx((tx) => replyNotice(tx, req.actor(), req.params.id, req.body)), { msg: M.REPLIED }));
  route(app, api.noticeReview, { config: { permission: P.review } },
    async (req) => ok(await req.tx((tx) => reviewNotice(tx, req.actor(), req.params.id, req.body)), { msg: M.REVIEWED }));

  // JGJ 59-2011 scoring
  route(app, api.scoringTableList, { config: { permission: P.checkView } }, async (req) => {
    await req.tx((tx) => visibleProject(tx, req.actor(), req.params.id));
    const cats = new Map(JGJ59_CATEGORIES.map((c) => [c.code, c]));
    return ok(JGJ59_TABLES.map((t) => ({
      code: t.code, name: t.name, category: t.category, categoryName: cats.get(t.category)!.name, weight: cats.get(t.category)!.weight, items: t.items,
    })));
  });
  route(app, api.scoreGrade, { config: { permission: P.checkScore } }, async (req) => {
    await req.tx((tx) => visibleProject(tx, req.actor(), req.params.id));
    try {
      return ok(scoreSummary(req.body.tables), { msg: M.SCORE_OK });
    } catch (e) {
      if (e instanceof ScoreInputError) throw badRequest(e.message);
      throw e;
    }
  });
};
