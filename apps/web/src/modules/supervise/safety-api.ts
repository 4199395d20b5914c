/** Safety-part calls (packages/shared/src/contracts/supervision-safety.ts): stop-work, resume, hazardous works, detailed rules. */
import {
  safetyApi as api, type THazard, type THazardSave, type TResumeWork, type TResumeWorkSave, type TStopWork, type TStopWorkIssue,
  type TSupRule, type TSupRuleSave,
} from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export type { THazard, TResumeWork, TStopWork, TSupRule } from '@ecms/shared';

export const SAFETY_KEYS = { stops: 'sup-stop-works', resumes: 'sup-resume-works', hazards: 'sup-hazards', rules: 'sup-rules' } as const;

export const queryStopWorks = (req: ListRequest): Promise<ListResult<TStopWork>> => callList(api.stopWorkList, { body: req });
export const issueStopWork = (body: TStopWorkIssue) => call(api.stopWorkIssue, { body });
export const queryResumes = (req: ListRequest): Promise<ListResult<TResumeWork>> => callList(api.resumeList, { body: req });
export const saveResume = (body: TResumeWorkSave) => call(api.resumeSave, { body });
export const startResume = (id: string) => callEnvelope(api.resumeStart, { params: { id } });
export const queryHazards = (req: ListRequest): Promise<ListResult<THazard>> => callList(api.hazardList, { body: req });
export const saveHazard = (body: THazardSave) => call(api.hazardSave, { body });
export const hazardStep = {
  scheme: (id: string, body: { scheme: string; schemeReviewDate: string }) => call(api.hazardScheme, { params: { id }, body }),
  expert: (id: string, body: { expertDate: string; expertVerdict: 1 | 2 | 3; expertNames: string; expertOpinion?: string | null }) =>
    call(api.hazardExpert, { params: { id }, body }),
  start: (id: string, body: { actualDate: string }) => call(api.hazardStart, { params: { id }, body }),
  accept: (id: string, body: { acceptDate: string; acceptStaff?: string | null }) => call(api.hazardAccept, { params: { id }, body }),
  clear: (id: string, body: { clearDate: string }) => call(api.hazardClear, { params: { id }, body }),
};
export const queryRules = (req: ListRequest): Promise<ListResult<TSupRule>> => callList(api.ruleList, { body: req });
export const saveRule = (body: TSupRuleSave) => call(api.ruleSave, { body });
export const setRuleFileStatus = (id: string, fileStatus: '1' | '2') => call(api.ruleFileStatus, { params: { id }, body: { fileStatus } });
export const startRule = (id: string) => callEnvelope(api.ruleStart, { params: { id } });
