import { cmsApi, memberApi } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Member, level and member-content calls (typed from packages/shared/src/contracts/member.ts). */

export const MEMBERS_KEY = 'members';
export const LEVELS_KEY = 'member-levels';
export const MEMBER_ARTICLES_KEY = 'member-articles';

export const queryLevels = (req: ListRequest) => callList(memberApi.levelList, { body: { ...req, orderBy: 'sort', order: 'asc' } });
export const saveLevel = (body: { id?: string; name: string; fee?: string; periodMonths?: number; remark?: string | null }) => callEnvelope(memberApi.levelSave, { body });
export const deleteLevel = (id: string) => callEnvelope(memberApi.levelDelete, { params: { id } });
export const moveLevel = (source: string, target: string, before: boolean) =>
  callEnvelope(memberApi.levelSort, { params: { source, target, before: before ? 'true' : 'false' } });

export const queryMembers = (req: ListRequest) => callList(memberApi.list, { body: req });
export const saveMember = (body: { id: string; name: string; levelId?: string | null; beginDate?: string | null; endDate?: string | null; status?: 0 | 1 }) =>
  callEnvelope(memberApi.save, { body });
export const deleteMember = (id: string) => callEnvelope(memberApi.remove, { params: { id } });
export const resetMemberPassword = (id: string, password: string) => callEnvelope(memberApi.resetPassword, { params: { a: id, b: password } });

export const sendRegisterSms = (phone: string, companyId?: string) => callEnvelope(memberApi.sendRegisterSms, { body: { phone, companyId } }, { skipAuthRedirect: true });
export const registerMember = (body: { loginName: string; phone: string; captcha: string; password: string; name: string; companyId?: string }) =>
  callEnvelope(memberApi.register, { body }, { skipAuthRedirect: true });

export const memberArticles = (req: ListRequest) => callList(cmsApi.memberArticles, { body: req });

export const LEVEL_ROLES_KEY = 'member-level-roles';
export const levelRoles = (id: string) => call(memberApi.levelRoles, { params: { id } });
export const saveLevelRoles = (id: string, roleIds: string[]) => callEnvelope(memberApi.levelRolesSave, { params: { id }, body: { roleIds } });
