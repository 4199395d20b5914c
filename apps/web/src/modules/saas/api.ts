import { saasApi, type TSaasCompanySave } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* SaaS company, grade and menu calls (typed from packages/shared/src/contracts/saas.ts). */

export const COMPANIES_KEY = 'saas-companies';
export const GRADES_KEY = 'saas-grades';
export const GRADE_MENUS_KEY = 'saas-grade-menus';
export const OWN_COMPANY_KEY = 'saas-own-company';

export const queryCompanies = (req: ListRequest) => callList(saasApi.companyList, { body: req });
export const saveCompany = (body: TSaasCompanySave) => callEnvelope(saasApi.companySave, { body });
export const setCompanyStatus = (id: string, status: 0 | 1) => callEnvelope(saasApi.companyStatus, { params: { id, status: status ? '1' : '0' } });
export const companyOf = (companyId: string) => call(saasApi.company, { params: { companyId } }, { silent: true, skipAuthRedirect: true });
export const ownCompany = () => call(saasApi.mine, {});
export const saveOwnCompany = (body: { name: string; logo?: string | null; logo2?: string | null; logo3?: string | null }) => call(saasApi.saveMine, { body });

export const queryGrades = () => call(saasApi.gradeList, {});
export const saveGrade = (body: { id?: string; code: string; name: string; sort?: number; remark?: string | null }) => call(saasApi.gradeSave, { body });
export const deleteGrade = (id: string) => callEnvelope(saasApi.menuDelete, { params: { id } });
export const gradeMenus = (gradeId: string) => call(saasApi.menuTree, { body: { gradeId } });
export const saveGradeMenus = (gradeId: string, codes: string[]) => callEnvelope(saasApi.menuSave, { body: { gradeId, codes } });
export const COMPANY_BRAND_KEY = 'saas-company-brand';
