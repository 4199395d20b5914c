/** Supervision calls (packages/shared/src/contracts/supervision.ts) for the pages of this module. */
import {
  superviseApi as api, type TNoticeIssue, type TScoreInput, type TSupMember, type TSupNotice, type TSupProblem, type TSupProblemSave,
  type TSupProject, type TSupProjectSave,
} from '@ecms/shared';
import { downloadFile } from '../../api/download';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export type { TSupMember, TSupNode, TSupNotice, TSupNoticeDetail, TSupProblem, TSupProject } from '@ecms/shared';

export const SUP_KEYS = { projects: 'sup-projects', problems: 'sup-problems', notices: 'sup-notices', count: 'sup-problem-count' } as const;

export const queryProjects = (req: ListRequest): Promise<ListResult<TSupProject>> => callList(api.projectList, { body: req });
export const saveProject = (body: TSupProjectSave) => call(api.projectSave, { body });
export const deleteProject = (id: string) => call(api.projectDelete, { params: { id } });
export const fetchStructure = (taskId: string) => call(api.projectStructure, { params: { taskId } });
export const saveNode = (body: { businessId: string; parentId?: string | null; nodeType: number; name: string; unitType?: string | null; id?: string }) =>
  call(api.nodeSave, { body });
export const deleteNode = (id: string) => call(api.nodeDelete, { params: { id } });
export const queryMembers = async (taskId: string, req: ListRequest): Promise<ListResult<TSupMember>> =>
  call(api.memberList, { params: { taskId }, body: { staffName: (req.params?.staffName as string) || undefined } });
export const saveMember = (body: Omit<TSupMember, 'id' | 'projectId' | 'isOnDuty'> & { businessId: string; id?: string; isOnDuty?: boolean }) =>
  call(api.memberSave, { body });
export const deleteMember = (id: string) => call(api.memberDelete, { params: { id } });

export const queryProblems = (req: ListRequest): Promise<ListResult<TSupProblem>> => callList(api.problemList, { body: req });
export const saveProblem = (body: TSupProblemSave) => call(api.problemSave, { body });
export const deleteProblem = (id: string) => call(api.problemDelete, { params: { id } });
export const fetchProblemCount = (taskId: string) => call(api.problemCount, { params: { taskId } });

export const queryNotices = (req: ListRequest): Promise<ListResult<TSupNotice>> => callList(api.noticeList, { body: req });
export const fetchNotice = (id: string) => call(api.noticeGet, { params: { id } });
export const issueNotice = (body: TNoticeIssue) => callEnvelope(api.noticeIssue, { body });
/** The server's GB/T 50319 sheet (Word, or PDF through LibreOffice) of a notice / contact sheet or a 工程暂停令. */
export const downloadSheet = (kind: 'notice' | 'stopWork', id: string, format: 'pdf' | 'docx', name: string) =>
  downloadFile(`/b/supervise/print/${kind}/${encodeURIComponent(id)}?format=${format}`, { method: 'GET', fallbackName: `${name}.${format}` });
export const replyNotice = (id: string, content: string) => callEnvelope(api.noticeReply, { params: { id }, body: { content } });
export const reviewNotice = (id: string, reviewOpinion: 1 | 2 | 3, remark?: string) =>
  callEnvelope(api.noticeReview, { params: { id }, body: { reviewOpinion, remark } });

export const fetchScoreTables = (id: string) => call(api.scoringTableList, { params: { id } });
export const gradeScores = (id: string, body: TScoreInput) => callEnvelope(api.scoreGrade, { params: { id }, body });
