import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { KNOWLEDGE_MSG, MSG_TYPE, type TKnCourseRow, type TKnRecordRow } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { knCategory, knCourse, knEnrolment, sysDept, sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { sendMessage } from '../notice/index.js';
import { buildListQuery, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageWithTotalOf, type TListRequest, type UnscopedListEntity } from '../../platform/list-query.js';

/*
 * Training (培训): courses with materials (file items, ref_module 'training'), enrolment, progress
 * and completion. A course may be required of some roles; the completion report lists every
 * holder of those roles and every enrolled learner.
 */

const RIGHT = 'knowledge:video';

async function isCourseManager(tx: Db, actor: SessionInfo): Promise<boolean> {
  return (await hasPermission(tx, actor, `${RIGHT}:add`)) || (await hasPermission(tx, actor, `${RIGHT}:edit`));
}

async function myRoleIds(tx: Db, actor: SessionInfo): Promise<string[]> {
  if (actor.basics) return actor.basics.roleIds;
  return (await tx.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, actor.userId))).map((r) => r.roleId);
}

const COURSE_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'training courses are open to every holder of knowledge:video:view once published; managers see drafts',
  fields: {
    title: knCourse.title, categoryId: knCourse.categoryId, lecturer: knCourse.lecturer, status: knCourse.status, hours: knCourse.hours,
    updatedDate: knCourse.updatedDate,
  },
  defaultOrderBy: 'updatedDate', defaultOrder: 'desc', tieBreaker: knCourse.id,
};

const learners = sql<number>`(select count(*)::int from ${knEnrolment} e where e.tenant_id = ${knCourse.tenantId} and e.course_id = ${knCourse.id})`;
const completed = sql<number>`(select count(*)::int from ${knEnrolment} e where e.tenant_id = ${knCourse.tenantId} and e.course_id = ${knCourse.id} and e.completed_date is not null)`;

/** The courses under `where`, each with the caller's own enrolment. */
function courseQuery(tx: Db, actor: SessionInfo, where: SQL | undefined) {
  return tx.select({
    id: knCourse.id, title: knCourse.title, categoryId: knCourse.categoryId, categoryName: knCategory.name, lecturer: knCourse.lecturer,
    hours: knCourse.hours, description: knCourse.description, requiredRoleIds: knCourse.requiredRoleIds, status: knCourse.status,
    learners, completed, updatedDate: knCourse.updatedDate, version: knCourse.version,
    progress: knEnrolment.progress, enrolled: sql<boolean>`${knEnrolment.userId} is not null`, completedDate: knEnrolment.completedDate,
  }).from(knCourse)
    .leftJoin(knCategory, and(eq(knCategory.tenantId, knCourse.tenantId), eq(knCategory.id, knCourse.categoryId)))
    .leftJoin(knEnrolment, and(eq(knEnrolment.tenantId, knCourse.tenantId), eq(knEnrolment.courseId, knCourse.id), eq(knEnrolment.userId, actor.userId)))
    .where(where).$dynamic();
}
type CourseRow = Awaited<ReturnType<typeof courseQuery>>[number];

async function presentCourses(tx: Db, actor: SessionInfo, rows: CourseRow[]): Promise<TKnCourseRow[]> {
  const roles = new Set(await myRoleIds(tx, actor));
  return rows.map(({ progress, enrolled, completedDate, ...r }) => ({
    ...r,
    mine: { required: r.requiredRoleIds.some((id) => roles.has(id)), enrolled, progress: progress ?? 0, completedDate: completedDate ?? null },
  }));
}

async function courseRows(tx: Db, actor: SessionInfo, where: SQL | undefined): Promise<TKnCourseRow[]> {
  return presentCourses(tx, actor, await courseQuery(tx, actor, where));
}

export async function listCourses(tx: Db, actor: SessionInfo, req: TListRequest) {
  const visible = (await isCourseManager(tx, actor)) ? undefined : eq(knCourse.status, 1);
  const q = await buildListQuery(COURSE_LIST, req, { extra: [visible] });
  const { rows, total } = await pageWithTotalOf(tx, knCourse, q, courseQuery(tx, actor, q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await presentCourses(tx, actor, rows), total };
}

async function courseOf(tx: Db, actor: SessionInfo, id: string): Promise<TKnCourseRow> {
  const [row] = await courseRows(tx, actor, eq(knCourse.id, id));
  if (!row) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
  return row;
}

/** A course the caller may see: published, or any for a course manager. */
export async function canSeeCourse(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const [c] = await tx.select({ status: knCourse.status }).from(knCourse).where(eq(knCourse.id, id));
  if (!c) return false;
  if (c.status === 1) return hasPermission(tx, actor, `${RIGHT}:view`);
  return isCourseManager(tx, actor);
}
export async function canAttachCourse(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
  const [c] = await tx.select({ id: knCourse.id }).from(knCourse).where(eq(knCourse.id, id));
  return !!c && isCourseManager(tx, actor);
}

export interface CourseInput {
  id?: string; title: string; categoryId?: string | null; lecturer?: string | null; hours?: number; description?: string | null;
  requiredRoleIds?: string[]; status?: 0 | 1; version?: number;
}

export async function saveCourse(tx: Db, actor: SessionInfo, input: CourseInput) {
  if (input.categoryId) {
    const [cat] = await tx.select({ id: knCategory.id }).from(knCategory).where(eq(knCategory.id, input.categoryId));
    if (!cat) throw badRequest(KNOWLEDGE_MSG.CATEGORY_MISSING);
  }
  const roleIds = [...new Set(input.requiredRoleIds ?? [])];
  if (roleIds.length) {
    const found = await tx.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
    if (found.length !== roleIds.length) throw badRequest(KNOWLEDGE_MSG.ROLE_MISSING);
  }
  const values = {
    title: input.title, categoryId: input.categoryId || null, lecturer: input.lecturer || null, hours: input.hours ?? 1,
    description: input.description || null, requiredRoleIds: roleIds, status: input.status ?? 0,
  };
  if (!input.id) {
    const id = newId();
    await tx.insert(knCourse).values({ id, ...values });
    if (values.status === 1) await remindRequired(tx, actor, id, 'published');
    return courseOf(tx, actor, id);
  }
  const [before] = await tx.select({ version: knCourse.version, status: knCourse.status }).from(knCourse).where(eq(knCourse.id, input.id)).for('update');
  if (!before) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
  if (input.version !== undefined && input.version !== before.version) throw conflict();
  await tx.update(knCourse).set({ ...values, updatedDate: new Date(), updatedBy: actor.userId, version: sql`${knCourse.version} + 1` }).where(eq(knCourse.id, input.id));
  if (values.status === 1 && before.status !== 1) await remindRequired(tx, actor, input.id, 'published');
  return courseOf(tx, actor, input.id);
}

/**
 * A message to every enabled holder of the course's required roles who has not completed it:
 * when the course is published (so nobody has to find it by chance), and again when a manager
 * asks. Answers how many were told.
 */
export async function remindRequired(tx: Db, actor: SessionInfo, id: string, why: 'published' | 'reminder'): Promise<number> {
  const [c] = await tx.select({ title: knCourse.title, status: knCourse.status, requiredRoleIds: knCourse.requiredRoleIds }).from(knCourse).where(eq(knCourse.id, id));
  if (!c) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
  if (c.status !== 1) throw badRequest(KNOWLEDGE_MSG.REMIND_NEEDS_PUBLISHED);
  if (!c.requiredRoleIds.length) return 0;
  const pending = await tx.selectDistinct({ id: sysUserRole.userId }).from(sysUserRole)
    .leftJoin(knEnrolment, and(eq(knEnrolment.courseId, id), eq(knEnrolment.userId, sysUserRole.userId)))
    .where(and(inArray(sysUserRole.roleId, c.requiredRoleIds), sql`${knEnrolment.completedDate} is null`));
  if (!pending.length) return 0;
  // sendMessage skips disabled users and says who was reached.
  const sent = await sendMessage(tx, {
    to: { userIds: pending.map((p) => p.id) }, type: MSG_TYPE.SYSTEM.value,
    title: why === 'published' ? `新的必修课程《${c.title}》` : `请尽快完成必修课程《${c.title}》`,
    content: `《${c.title}》是您所在角色的必修课程，请在“培训视频”中报名学习并完成。`,
    link: '/main-page/training-video', refType: 'kn.course', refId: id, senderId: actor.userId,
  });
  return sent.count;
}

export async function deleteCourse(tx: Db, id: string): Promise<void> {
  const done = await tx.delete(knCourse).where(eq(knCourse.id, id)).returning({ id: knCourse.id });
  if (done.length === 0) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
}

/** Enrols the caller in a published course (again: no change). */
export async function enrol(tx: Db, actor: SessionInfo, id: string) {
  const [c] = await tx.select({ status: knCourse.status }).from(knCourse).where(eq(knCourse.id, id));
  if (!c) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
  if (c.status !== 1) throw badRequest(KNOWLEDGE_MSG.COURSE_CLOSED);
  await tx.insert(knEnrolment).values({ courseId: id, userId: actor.userId }).onConflictDoNothing();
  return courseOf(tx, actor, id);
}

/**
 * Records the caller's progress: it only grows (a replayed or late report never lowers it), and the
 * first time it reaches 100 the course is completed (that date stays).
 */
export async function recordProgress(tx: Db, actor: SessionInfo, id: string, progress: number) {
  const [c] = await tx.select({ status: knCourse.status }).from(knCourse).where(eq(knCourse.id, id));
  if (!c || c.status !== 1) throw notFound(KNOWLEDGE_MSG.COURSE_MISSING);
  const done = await tx.update(knEnrolment).set({
    progress: sql`greatest(${knEnrolment.progress}, ${progress})`,
    completedDate: sql`coalesce(${knEnrolment.completedDate}, case when ${progress} >= 100 then now() end)`,
    passed: sql`${knEnrolment.passed} or ${progress} >= 100`,
  }).where(and(eq(knEnrolment.courseId, id), eq(knEnrolment.userId, actor.userId))).returning({ progress: knEnrolment.progress });
  if (done.length === 0) throw badRequest(KNOWLEDGE_MSG.NOT_ENROLLED);
  return courseOf(tx, actor, id);
}

const ZRecordParams = z.object({
  courseId: z.string().min(1).max(64).optional(),
  completed: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  required: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  'userName$like': z.string().max(50).optional(),
}).strict();
const truthy = (v: unknown) => v === true || v === 'true' || v === '1';

/**
 * 完成记录: per published course, every holder of a required role (enabled staff) and every
 * enrolled learner, with progress and completion. Filters: courseId, completed, required, userName$like.
 */
export async function completionRecords(tx: Db, req: TListRequest): Promise<{ rows: TKnRecordRow[]; total: number }> {
  const parsed = ZRecordParams.safeParse(req.params ?? {});
  if (!parsed.success) throw badRequest('查询条件不正确');
  const p = parsed.data;
  const courses = await tx.select({ id: knCourse.id, title: knCourse.title, requiredRoleIds: knCourse.requiredRoleIds }).from(knCourse)
    .where(and(eq(knCourse.status, 1), p.courseId ? eq(knCourse.id, p.courseId) : undefined)).orderBy(knCourse.title, knCourse.id);
  if (courses.length === 0) return { rows: [], total: 0 };
  const courseIds = courses.map((c) => c.id);
  const enrolments = await tx.select().from(knEnrolment).where(inArray(knEnrolment.courseId, courseIds));
  const roleIds = [...new Set(courses.flatMap((c) => c.requiredRoleIds))];
  const holders = roleIds.length ? await tx.select({ userId: sysUserRole.userId, roleId: sysUserRole.roleId }).from(sysUserRole)
    .innerJoin(sysUser, and(eq(sysUser.tenantId, sysUserRole.tenantId), eq(sysUser.id, sysUserRole.userId), eq(sysUser.status, 1)))
    .where(inArray(sysUserRole.roleId, roleIds)) : [];
  const userIds = [...new Set([...enrolments.map((e) => e.userId), ...holders.map((h) => h.userId)])];
  const users = new Map((userIds.length ? await tx.select({ id: sysUser.id, name: sysUser.name, deptName: sysDept.name }).from(sysUser)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId)))
    .where(and(inArray(sysUser.id, userIds), p['userName$like'] ? ilike(sysUser.name, `%${p['userName$like'].replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)) : [])
    .map((u) => [u.id, u]));
  const rows: TKnRecordRow[] = [];
  for (const c of courses) {
    const required = new Set(holders.filter((h) => c.requiredRoleIds.includes(h.roleId)).map((h) => h.userId));
    const byUser = new Map(enrolments.filter((e) => e.courseId === c.id).map((e) => [e.userId, e]));
    for (const userId of new Set([...required, ...byUser.keys()])) {
      const u = users.get(userId);
      if (!u) continue;
      const e = byUser.get(userId);
      rows.push({
        courseId: c.id, courseTitle: c.title, userId, userName: u.name, deptName: u.deptName ?? null, required: required.has(userId),
        enrolled: !!e, progress: e?.progress ?? 0, enrolDate: e?.enrolDate ?? null, completedDate: e?.completedDate ?? null,
      });
    }
  }
  const filtered = rows.filter((r) => (p.completed === undefined || truthy(p.completed) === !!r.completedDate)
    && (p.required === undefined || truthy(p.required) === r.required));
  const size = Math.min(req.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const from = ((req.pageNo ?? 1) - 1) * size;
  return { rows: filtered.slice(from, from + size), total: filtered.length };
}
