import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { NOTICE_STATE, REVIEW_OPINION, SUP_DOC_TYPE, SUPERVISE_MSG as M, type NoticeState, type ZNoticeIssue, type ZNoticeReply, type ZNoticeReview } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supNotice, supNoticeEvent, supProblem, supProject } from '../../db/schema/index.js';
import { requestScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById } from '../../platform/repository.js';
import { chinaToday, formatDocNumber, nextDocNumber } from './numbering.js';
import { freeProblems, selectProblems, withOverdue } from './problem.service.js';
import { visibleProject } from './project.service.js';
import { NOTICE_RECORD, NOTICE_SCOPE } from './scope.js';

/*
 * 监理通知单 (GB/T 50319 A.0.3) and the rectification loop (domain §2.2):
 *   issue → ISSUED; contractor's reply (B.0.9) → REPLIED; the engineer's review (spec §3):
 *   1 agree → CLOSED (its problems become 已整改), 2 materials incomplete → RETURNED (reply again),
 *   3 on-site recheck → RECHECK, then 1 (CLOSED) or 2 (RETURNED).
 * Each transition is one conditional UPDATE on the state it leaves, so two concurrent answers to
 * the same notice cannot both apply. Numbers: JLTZ-<year>-<NNNN>, one gapless sequence per year.
 * The same table holds the 安全隐患通知单 (AQYH, same loop) and the 工作联系单 (GZLX: no problems,
 * no reply, state SENT), each numbered in its own sequence (counter kind = document type).
 */

export const NOTICE_LIST: ScopedListEntity = {
  scope: NOTICE_SCOPE,
  fields: {
    businessId: supNotice.projectId, docType: supNotice.docType, code: supNotice.code, subject: supNotice.subject, state: supNotice.state,
    issuedDate: supNotice.issuedDate, rectifyDeadline: supNotice.rectifyDeadline, updatedDate: supNotice.updatedDate, seq: supNotice.seq,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supNotice.id,
};

const problemCount = sql<number>`(select count(*)::int from sup_problem q where q.tenant_id = ${supNotice.tenantId} and q.ref_bill_id = ${supNotice.id})`;
const rectifiedCount = sql<number>`(select count(*)::int from sup_problem q where q.tenant_id = ${supNotice.tenantId} and q.ref_bill_id = ${supNotice.id} and q.problem_status = 1)`;

const noticeColumns = {
  id: supNotice.id, docType: supNotice.docType, businessId: supNotice.projectId, businessName: supProject.name, constructionUnit: supProject.constructionUnit, code: supNotice.code, subject: supNotice.subject,
  content: supNotice.content, rectifyDeadline: supNotice.rectifyDeadline, state: supNotice.state, issuedBy: supNotice.issuedBy,
  issuedDate: supNotice.issuedDate, replyContent: supNotice.replyContent, replyDate: supNotice.replyDate,
  reviewOpinion: supNotice.reviewOpinion, reviewRemark: supNotice.reviewRemark, rounds: supNotice.rounds, version: supNotice.version,
  problemCount, rectifiedCount,
};

const selectNotices = <F extends SelectedFields = typeof noticeColumns>(tx: Db, fields: F = noticeColumns as unknown as F) => tx.select(fields).from(supNotice)
  .leftJoin(supProject, and(eq(supProject.tenantId, supNotice.tenantId), eq(supProject.id, supNotice.projectId)));
type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices<typeof noticeColumns>>['where']>>[number];

async function labelled(tx: Db, rows: NoticeRow[]) {
  const names = await userNames(tx, rows.map((r) => r.issuedBy));
  return rows.map((r) => ({
    ...r, problemCount: Number(r.problemCount), rectifiedCount: Number(r.rectifiedCount),
    stateName: NOTICE_STATE[r.state as NoticeState]?.label ?? r.state, issuedByName: r.issuedBy ? names.get(r.issuedBy) ?? null : null,
  }));
}

export async function listNotices(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(NOTICE_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, supNotice, q, (n) => selectNotices(tx, { ...noticeColumns, [TOTAL_COLUMN]: n })
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await labelled(tx, rows), total };
}

async function readNotice(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, NOTICE_RECORD, id, { scope: requestScope(tx, actor), select: (where) => selectNotices(tx).where(where) });
  if (!row) throw notFound(M.NOTICE_NOT_FOUND);
  return (await labelled(tx, [row]))[0];
}

export async function getNotice(tx: Db, actor: SessionInfo, id: string) {
  const notice = await readNotice(tx, actor, id);
  const problems = withOverdue(await selectProblems(tx).where(eq(supProblem.refBillId, id)).orderBy(asc(supProblem.code)));
  const events = await tx.select({
    id: supNoticeEvent.id, kind: supNoticeEvent.kind, opinion: supNoticeEvent.opinion, content: supNoticeEvent.content,
    createdBy: supNoticeEvent.createdBy, createdDate: supNoticeEvent.createdDate,
  }).from(supNoticeEvent).where(eq(supNoticeEvent.noticeId, id)).orderBy(asc(supNoticeEvent.createdDate), asc(supNoticeEvent.id));
  const names = await userNames(tx, events.map((e) => e.createdBy));
  return { ...notice, problems, events: events.map((e) => ({ ...e, createdByName: e.createdBy ? names.get(e.createdBy) ?? null : null })) };
}

export async function issueNotice(tx: Db, actor: SessionInfo, b: z.output<typeof ZNoticeIssue>) {
  const project = await visibleProject(tx, actor, b.businessId);
  const docType = SUP_DOC_TYPE[b.docType ?? 'notice'];
  const contact = docType.value === 'contact';
  const ids = contact ? [] : [...new Set(b.problemIds ?? [])];
  const free = ids.length ? await freeProblems(tx, project.id, ids) : [];
  if (free.length !== ids.length) throw badRequest(M.PROBLEM_ELSEWHERE);
  const year = Number(chinaToday().slice(0, 4));
  const seq = await nextDocNumber(tx, docType.value, year);
  const id = newId();
  const code = formatDocNumber(docType.prefix, year, seq);
  await tx.insert(supNotice).values({
    id, projectId: project.id, deptId: project.deptId, docType: docType.value, code, year, seq, subject: b.subject, content: b.content ?? null,
    rectifyDeadline: contact ? null : b.rectifyDeadline, state: contact ? NOTICE_STATE.SENT.value : NOTICE_STATE.ISSUED.value, issuedBy: actor.userId,
  });
  if (contact) {
    await tx.insert(supNoticeEvent).values({ id: newId(), noticeId: id, kind: 'issue', content: b.subject });
    return readNotice(tx, actor, id);
  }
  // A problem joins one notice only: the condition makes a concurrent issue of the same problem fail here.
  const taken = await tx.update(supProblem).set({ refBillId: id, refBillNo: code, problemStatus: 0, reviewOpinion: null, updatedDate: new Date() })
    .where(and(inArray(supProblem.id, ids), sql`${supProblem.refBillId} is null`)).returning({ id: supProblem.id });
  if (taken.length !== ids.length) throw badRequest(M.PROBLEM_ELSEWHERE);
  await tx.insert(supNoticeEvent).values({ id: newId(), noticeId: id, kind: 'issue', content: b.subject });
  return readNotice(tx, actor, id);
}

/** Moves the notice from one of `from` to `to`; false when another answer got there first. */
async function transition(tx: Db, id: string, from: NoticeState[], set: Partial<typeof supNotice.$inferInsert>) {
  const rows = await tx.update(supNotice)
    .set({ ...set, updatedDate: new Date(), version: sql`${supNotice.version} + 1` } as never)
    .where(and(eq(supNotice.id, id), inArray(supNotice.state, from))).returning({ id: supNotice.id });
  return rows.length === 1;
}

/** The contractor's reply (B.0.9): allowed while the notice waits for one. */
export async function replyNotice(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZNoticeReply>) {
  await readNotice(tx, actor, id);
  const ok = await transition(tx, id, ['ISSUED', 'RETURNED'], {
    state: 'REPLIED', replyContent: b.content, replyBy: actor.userId, replyDate: new Date(), rounds: sql`${supNotice.rounds} + 1` as never,
  });
  if (!ok) throw badRequest(M.REPLY_NOT_ALLOWED);
  await tx.insert(supNoticeEvent).values({ id: newId(), noticeId: id, kind: 'reply', content: b.content });
  return readNotice(tx, actor, id);
}

/** The engineer's review (复查意见, spec §3): 1 closes, 2 sends back, 3 asks for an on-site recheck. */
export async function reviewNotice(tx: Db, actor: SessionInfo, id: string, b: z.output<typeof ZNoticeReview>) {
  const notice = await readNotice(tx, actor, id);
  if (notice.state === 'RECHECK' && b.reviewOpinion === REVIEW_OPINION.RECHECK.value) throw badRequest(M.RECHECK_TWICE);
  const to: NoticeState = b.reviewOpinion === 1 ? 'CLOSED' : b.reviewOpinion === 2 ? 'RETURNED' : 'RECHECK';
  const ok = await transition(tx, id, ['REPLIED', 'RECHECK'], {
    state: to, reviewOpinion: b.reviewOpinion, reviewRemark: b.remark ?? null, reviewBy: actor.userId, reviewDate: new Date(),
  });
  if (!ok) throw badRequest(M.REVIEW_NOT_ALLOWED);
  await tx.update(supProblem).set({ reviewOpinion: b.reviewOpinion, problemStatus: to === 'CLOSED' ? 1 : 0, updatedDate: new Date() })
    .where(eq(supProblem.refBillId, id));
  await tx.insert(supNoticeEvent).values({ id: newId(), noticeId: id, kind: 'review', opinion: b.reviewOpinion, content: b.remark ?? null });
  return readNotice(tx, actor, id);
}
