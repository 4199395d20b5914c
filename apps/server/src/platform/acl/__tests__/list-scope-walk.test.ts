import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FLOW_TYPE } from '@ecms/shared';
import {
  bdDict, finBankAccount, finInvoice, finInvoiceBilling, finLoan, finOkrGoal, finPayment, qcProject, qcRun, supDailyLog, supHazard, supRecord,
  supResumeWork, supRule, supStopWork, sysUser,
} from '../../../db/schema/index.js';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Every list route of the OpenAPI, walked as an administrator and as a caller whose role holds
 * every function permission but only 本部门 ('dept') on every data menu. Records are seeded in
 * several departments. A scoped list must show the caller a subset of the administrator's rows
 * and none outside the caller's department; read-by-id of a record outside the scope answers
 * like a missing record. A list route deliberately not under a data scope is allow-listed below
 * with its reason: a new list route in neither table fails the test.
 */

/** A list-style route: the last fixed path segment names a list or a tree (mutations excluded). */
const LIST_SEGMENT = /^(query\w*(List|Tree)|\w*List|\w*Tree|list|tree\d*)$/;
const MUTATION = /^(save|merge|update|delete|add|set|create|remove|import|export)/i;

/** List routes deliberately not under a data scope, and why. */
const UNSCOPED: Record<string, string> = {
  'POST /api/b/feetool/tbfeebase/queryList': 'consulting fee standards: reference data every member of the firm prices with',
  'POST /api/b/feetool/tbfeedetail/queryList': 'the bands of the consulting fee standards: reference data',
  'GET /api/share/param/paramList': 'public system parameters: tenant configuration',
  'POST /api/a/sys/loginLog/queryList': "the tenant's sign-in audit trail for administrators (sys:log); no data menu governs it",
  'POST /api/a/sys/sms/queryList': "the built-in SMS channel's outbox, an administrators' diagnostic",
  'POST /api/a/sys/param/queryList': 'system parameters: tenant configuration',
  'GET /api/share/dept/deptTree': 'department picker: a picker offers the whole organisation',
  'POST /api/share/user/queryList': 'person picker: names, department, job and phone of anybody in the company',
  'GET /api/share/user/{userId}/onBusinessList': 'a person\'s current business for the pickers (public facts)',
  'GET /api/bs/common/staffRank/list': 'the STAFF_RANK dictionary with head counts per rank (statistics, no person)',
  'POST /api/a/sys/menu/queryTree': 'menus: tenant configuration',
  'GET /api/a/sys/menu/queryRoleList/{roleId}': 'a role\'s menus: tenant configuration',
  'GET /api/share/menu/getNoLoginMenuTree': 'public menus: tenant configuration',
  'POST /api/a/sys/role/queryList': 'roles: tenant configuration',
  'POST /api/a/sys/role/queryUserList/{id}': 'role membership is tenant configuration managed over the whole organisation (sys:role:*)',
  'POST /api/a/sys/role/queryUserListTree/{roleId}': 'role membership picker: the whole organisation, members checked',
  'GET /api/a/sys/role/queryMemberLevelList': 'member levels: tenant configuration',
  'POST /api/a/sys/role/queryMemberLevelList/{roleId}': 'member levels: tenant configuration',
  'GET /api/a/sys/dept/queryRoleList/{roleId}': "a role's custom departments: the picker of the data-permission screen",
  'GET /api/a/sys/role/data/{roleId}/deptIdList': "a role's custom departments: the data-permission screen",
  'GET /api/b/role/data/attr/queryAttrTree/{id}': 'attributes of a data menu (dictionary values): configuration',
  'GET /api/b/role/data/attr/queryDataIdList/{roleId}/{dataMenuId}': "a role's data-scope setting: configuration",
  'GET /api/b/role/data/attr/queryRoleAttrTree/{roleId}/{dataMenuId}': "a role's attribute rules: configuration",
  'POST /api/share/bd/dict/queryList': 'dictionaries: tenant configuration',
  'GET /api/b/kind/tree1': 'dictionary catalogue: tenant configuration',
  'GET /api/bs/common/baseData/list': 'base data dictionaries: tenant configuration',
  'POST /api/a/bd/dict/queryList': 'dictionaries: tenant configuration',
  'POST /api/a/bd/treedict/queryTree': 'tree dictionaries: tenant configuration',
  'POST /api/a/bd/area/queryTree': 'regions: shared reference data',
  'POST /api/b/pageConfig/queryList': 'page configurations read by every page: tenant configuration',
  'GET /api/b/global/search/typeList': 'the search tabs the caller may use (by function permission)',
  'POST /api/b/footmark/queryList': "the caller's own footprints",
  'POST /api/b/wf/task/queryTodoList': "the caller's own to-do tasks",
  'POST /api/b/wf/task/queryList': 'copies sent to the caller',
  'POST /api/b/wf/task/queryDoneList': "the caller's own handled tasks",
  'GET /api/a/wf/userTaskTodo/{todoId}/nextFlowNodeOptionList': "the next steps of the caller's own task",
  'GET /api/a/wf/userTaskTodo/{todoId}/prevFlowNodeOptionList': "the return targets of the caller's own task",
  'POST /api/b/wf/process/queryMyList': 'flows the caller started',
  'POST /api/b/wf/process/queryFocusList': 'flows the caller follows',
  'POST /api/act/procdef/queryList': 'flow definitions the caller may start: configuration',
  'POST /api/a/wf/definition/queryList': 'flow definitions: configuration',
  'POST /api/b/wf/task/queryOpenList': 'the task monitor: company-wide by design (its own function permission)',
  'POST /api/b/wf/process/queryParticipantList': 'flows the caller took part in',
  'POST /api/b/wf/process/queryList': 'the process monitor: company-wide by design (its own function permission)',
  'GET /api/b/wf/user/{instanceId}/{nodeId}/taskUserList': 'candidate handlers of a flow step (a person picker)',
  'POST /api/b/notice/msg/queryList': "the caller's own messages",
  'POST /api/b/fileItem/queryList': "files follow their record: the caller's own uploads, or one record's files when its module lets the caller see it",
  'POST /api/a/form/definition/queryList': 'form definitions: configuration (their records are scoped by form:<code>)',
  'GET /api/b/wf/form/group/{id}/list': 'form definitions of a group: configuration',
  'GET /api/b/wf/form/{id}/list': 'forms bound to a flow: configuration',
  'POST /api/a/codegen/rule/queryList': 'numbering rules: configuration',
  'POST /api/b/excel/template/queryList': 'Excel templates: configuration',
  'POST /api/b/excel/report/queryList': 'report definitions: configuration (the rows a report exports are scoped by its source)',
  'GET /api/bs/supervise/{taskId}/projectUnitTypeGroupList': "one project's unit projects, answered after the project's own sup_project scope check (404 outside it)",
  'POST /api/bs/supervise/{taskId}/businessMember/list': "one project's members, answered after the project's own sup_project scope check (404 outside it)",
  'GET /api/bs/supervise/{taskId}/krp/detailDtoList': "one project's linked contract by period, answered after the project's own sup_project scope check (404 outside it)",
  'POST /api/bs/supervise/{taskId}/cms/checkList': "one project's company checks, answered after the project's own sup_project scope check (404 outside it)",
  'POST /api/bs/supervise/{taskId}/pms/checkList': "one project's project checks, answered after the project's own sup_project scope check (404 outside it)",
  'POST /api/bs/supervise/{taskId}/cms/{id}/table/delList': 'not a list: the spec names the call that removes a table from a check so',
  'POST /api/bs/supervise/{taskId}/pms/{id}/table/delList': 'not a list: the spec names the call that removes a table from a check so',
  'POST /api/b/supervise/checkItems/queryList': "the check items of one record or check, answered after its project's sup_project scope check (404 outside it)",
  'POST /api/b/supervise/personExitPlanStaffs/queryList': "the people of one exit plan, answered after the plan's own ledger scope check (404 outside it)",
  'POST /api/b/quality/logical/queryRecordList': "the logical-check decisions of one project, answered after the project's qc_project scope check (404 outside it)",
  'POST /api/b/subject/book/queryList': "the 分部 of one project, answered after the project's qc_project scope check (404 outside it)",
  'POST /api/b/evaluate/project/personLib/queryList': "the caller's own person library, joined to the projects still inside the caller's qc_project scope",
  'POST /api/b/analyze/record/queryList': "the caller's own saved analysis runs (owner only; another user's record is 404)",
  'POST /api/b/costdata/file/queryList': "project files joined to their project under the caller's qc_project scope (COST_FILE_LIST is a ScopedListEntity on PROJECT_SCOPE; the walk seeds projects without files)",
  'POST /api/b/bill/book/queryList': "price statistics per BoQ code aggregated over the projects inside the caller's qc_project scope (no record ids)",
  'POST /api/b/norm/book/queryList': "price statistics per resource aggregated over the projects inside the caller's qc_project scope (no record ids)",
  'POST /api/b/quality/logical/billList': "the BoQ items of one project behind a logical item, answered after the project's qc_project scope check (404 outside it)",
  'GET /api/bs/supervise/{id}/pms/scoringTableList': 'the JGJ 59-2011 check tables (configuration), after the project\'s scope check',
  'POST /api/b/saas/company/queryList': 'SaaS companies: platform configuration, for the platform company\'s administrators only (sys:saasEnterprise)',
  'POST /api/b/saas/grade/queryList': 'SaaS editions: platform configuration, for the platform company\'s administrators only (sys:saasMenu)',
  'POST /api/b/quality/rangeSet/queryList': "the quality check's parameter overrides per region and discipline: configuration (quality:rangeSet)",
  'GET /api/b/quality/logical/{id}/checkList': "the fixed list of logical checks, answered after the project's own qc_project scope check (404 outside it)",
  'POST /api/b/loan/list/queryMyList': "the caller's own loan applications (borrower = caller; checked below)",
  'POST /api/b/saas/menu/queryTree': 'the menus of a SaaS edition: platform configuration (sys:saasMenu, platform company only)',
  'POST /api/b/member/level/queryList': 'member levels: the company\'s catalogue of levels (sys:memberGrade), no department owns one',
  'POST /api/b/member/queryList': 'members are outside customers without a department (sys:member); staff are never listed (member tests)',
  'POST /api/a/cms/category/queryTree': 'CMS columns: the company\'s site structure (sys:cms), published to anyone',
  'POST /api/a/cms/article/queryList': 'CMS articles: the company\'s published content, edited by whoever holds sys:cms (cms tests)',
  'POST /api/web/article/queryList': 'the public official site: published public articles of one company, anonymous by design (cms tests)',
  // Knowledge centre (issue 20, modules/content): governed by category reader roles, not by a data menu.
  'POST /api/b/knowledge/category/queryTree': 'knowledge categories: managers see all, readers only categories their roles may read (knowledge tests)',
  'POST /api/b/knowledge/document/queryList': 'the document library for whoever manages it (knowledge:document), drafts included; not records of a department',
  'POST /api/b/knowledge/article/queryList': 'the knowledge articles for whoever manages them (knowledge:manage), drafts included',
  'POST /api/b/knowledge/read/queryList': 'published knowledge filtered by the category reader roles (kn_category.role_ids), not by department (knowledge tests)',
  'POST /api/b/knowledge/news/queryList': "the company's published CMS articles as staff read them (cms memberArticles)",
  'POST /api/b/training/course/queryList': 'training courses open to every holder of knowledge:video:view once published; the caller\'s own progress only',
  'POST /api/b/training/record/queryList': 'completion report for training managers (knowledge:video:record): required roles and enrolments across the company',
  // Administration (issue 18): company-wide stock, occupation and accounting views.
  'POST /api/b/adm/supplies/stock/queryList': 'office-supply stock: one company-wide store the office keeps (adm:suppliesInventory); no data menu governs it',
  'POST /api/b/adm/supplies/move/queryList': 'the stock ledger of that one store, for the office (adm:suppliesInventory)',
  'POST /api/b/adm/meeting/booking/queryList': 'when rooms are taken: everybody books from the same week calendar (adm:meetingRoom); times and booker only',
  'POST /api/b/adm/vehicle/booking/queryList': 'when vehicles are taken: the occupation calendar every requester books from (adm:vehicle)',
  'GET /api/b/adm/vehicle/list': 'the vehicles to book: a catalogue form (vehicle, declared catalogue: true)',
  'POST /api/b/adm/asset/depreciation/queryList': "the company's depreciation schedule (办公资产统计表, adm:assetBaseTable): an accounting view over every asset",
};

/** Global-search types that are not records of a data menu, and why. */
const UNSCOPED_SEARCH_TYPES: Record<string, string> = {
  notice_msg: "the caller's own messages",
  wf_instance: 'flows the caller started or takes part in',
};

type Row = Record<string, unknown>;
interface Ctx { dept: string; deptOfUser: Map<string, string | null>; deptOfRecord: Map<string, string>; idsOf: Map<string, string[]> }
interface Call { url: string; method: 'GET' | 'POST'; payload?: object }
interface ScopedRoute {
  calls(seen: Ctx): Call[];
  /** The rows of an answer (flattened; trees included). */
  rows(data: unknown, call: Call, status: number): Row[];
  /** Whether a row lies inside the narrow caller's scope. */
  inScope(row: Row, seen: Ctx): boolean;
  /** The seeded rows put at least this many rows outside the narrow caller's scope. */
  hiddenAtLeast: number;
}

const flat = (nodes: unknown): Row[] => (Array.isArray(nodes) ? nodes : []).flatMap((n: Row) => [n, ...flat(n.children)]);
const listOf = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : []);
const FORMS = ['office_purchase', 'fixed_asset'];
const KEYWORD = '范围走查';

const SCOPED: Record<string, ScopedRoute> = {
  'POST /api/a/sys/user/queryList': {
    calls: () => [{ method: 'POST', url: '/api/a/sys/user/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 10,
  },
  'POST /api/a/sys/user/queryListTree': {
    calls: () => [{ method: 'POST', url: '/api/a/sys/user/queryListTree', payload: {} }],
    rows: flat, inScope: (r, c) => (r.type === 'user' ? r.deptId === c.dept : r.id === c.dept), hiddenAtLeast: 10,
  },
  'POST /api/a/sys/dept/queryTree': {
    calls: () => [{ method: 'POST', url: '/api/a/sys/dept/queryTree', payload: {} }],
    rows: flat, inScope: (r, c) => r.id === c.dept, hiddenAtLeast: 5,
  },
  'GET /api/a/sys/user/queryUserRoleList/{id}': {
    // A read by id: outside the scope it answers 404, like a missing user.
    calls: (c) => [...c.deptOfUser.keys()].map((id) => ({ method: 'GET' as const, url: `/api/a/sys/user/queryUserRoleList/${id}` })),
    rows: (_data, call, status) => (status === 200 ? [{ userId: call.url.split('/').pop() }] : []),
    inScope: (r, c) => c.deptOfUser.get(r.userId as string) === c.dept, hiddenAtLeast: 10,
  },
  'GET /api/a/session/online/queryList': {
    calls: () => [{ method: 'GET', url: '/api/a/session/online/queryList?status=all' }],
    // Department nodes are the visible users' ancestors (structure, not records).
    rows: (data) => flat(data).filter((n) => n.type === 'user'), inScope: (r, c) => c.deptOfUser.get(r.id as string) === c.dept, hiddenAtLeast: 10,
  },
  'POST /api/b/global/search/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/global/search/queryList', payload: { params: { keyword: KEYWORD }, pageSize: 100 } }],
    rows: (data) => listOf(data).filter((r) => !Object.hasOwn(UNSCOPED_SEARCH_TYPES, r.tableCode as string)),
    inScope: (r, c) => c.deptOfRecord.get(r.recordId as string) === c.dept, hiddenAtLeast: 3,
  },
  'GET /api/getGlobalSearchList': {
    calls: () => [{ method: 'GET', url: `/api/getGlobalSearchList?keyword=${encodeURIComponent(KEYWORD)}&pageSize=100` }],
    rows: (data) => listOf(data).filter((r) => !Object.hasOwn(UNSCOPED_SEARCH_TYPES, r.tableCode as string)),
    inScope: (r, c) => c.deptOfRecord.get(r.recordId as string) === c.dept, hiddenAtLeast: 3,
  },
  'POST /api/b/footmark/analyzeList': {
    calls: () => [{ method: 'POST', url: '/api/b/footmark/analyzeList', payload: { params: { groupBy: 'user' } } }],
    rows: listOf, inScope: (r, c) => c.deptOfUser.get(r.key as string) === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/contract/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/contract/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/cost/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/cost/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/supervise/project/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/supervise/project/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/supervise/problemInfo/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/supervise/problemInfo/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => c.deptOfRecord.get(r.id as string) === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/supervise/notice/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/supervise/notice/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => c.deptOfRecord.get(r.id as string) === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/supervise/ledger/{kind}/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/supervise/ledger/machine/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => c.deptOfRecord.get(r.id as string) === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/finance/bankDetail/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/finance/bankDetail/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => c.deptOfRecord.get(r.id as string) === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/finance/bankMonthBalance/getBankAccountList': {
    calls: () => [{ method: 'POST', url: '/api/b/finance/bankMonthBalance/getBankAccountList', payload: {} }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/absBusiness/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/absBusiness/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/businessProfit/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/businessProfit/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/expense/businessMonthCost/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/expense/businessMonthCost/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/expense/workHour/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/expense/workHour/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/expense/deptWages/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/expense/deptWages/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/expense/deptOtherFee/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/expense/deptOtherFee/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/expense/deptMonthCost/queryList': {
    calls: () => [{ method: 'POST', url: '/api/b/expense/deptMonthCost/queryList', payload: { pageSize: 1000 } }],
    rows: listOf, inScope: (r, c) => r.deptId === c.dept, hiddenAtLeast: 1,
  },
  'POST /api/b/form/{formId}/queryList': {
    calls: () => FORMS.map((f) => ({ method: 'POST' as const, url: `/api/b/form/${f}/queryList`, payload: { pageSize: 1000 } })),
    rows: listOf, inScope: (r, c) => r.createdDept === c.dept, hiddenAtLeast: 2,
  },
  'POST /api/b/form/{formId}/tree': {
    calls: () => FORMS.map((f) => ({ method: 'POST' as const, url: `/api/b/form/${f}/tree`, payload: { pageSize: 1000 } })),
    // Dictionary group nodes are structure; the records carry their department.
    rows: (data) => flat((data as { nodes?: unknown } | null)?.nodes ?? data).filter((n) => !n.group),
    inScope: (r, c) => r.createdDept === c.dept, hiddenAtLeast: 2,
  },
};

/** A seeded record's department; a row the walk did not seed falls back to the department it carries. */
const deptOfRow = (id: unknown, r: Row, c: Ctx) => c.deptOfRecord.get(id as string) ?? (r.deptId as string | undefined);
/**
 * A paged list of the areas' records: the row's `field` (its id, or the seeded record it belongs to)
 * names the record whose department decides; rows are keyed by it.
 */
const ledger = (url: string, field = 'id', hiddenAtLeast = 2, params?: object): ScopedRoute => ({
  calls: () => [{ method: 'POST', url, payload: { pageSize: 1000, ...(params && { params }) } }],
  rows: (data) => listOf(data).map((r) => ({ ...r, id: field === 'id' ? r.id : r[field] })),
  inScope: (r, c) => deptOfRow(r.id, r, c) === c.dept,
  hiddenAtLeast,
});
/** A call about one seeded record of `kind`: outside the scope it answers 404 like a missing one. */
const byId = (kind: string, call: (id: string) => Call): ScopedRoute => ({
  calls: (c) => (c.idsOf.get(kind) ?? []).map(call),
  rows: (_data, c, status) => (status === 200 ? [{ id: c.payload ? (c.payload as { bankDetailId: string }).bankDetailId : c.url.split('/').pop() }] : []),
  inScope: (r, c) => c.deptOfRecord.get(r.id as string) === c.dept,
  hiddenAtLeast: 2,
});

/** The list routes of finance, supervision and quality (seeded by seedFinance, seedSupervision, seedQuality). */
const AREA_SCOPED: Record<string, ScopedRoute> = {
  'GET /api/b/expense/list/{id}': byId('expense', (id) => ({ method: 'GET', url: `/api/b/expense/list/${id}` })),
  'GET /api/b/loan/list/{id}': byId('loan', (id) => ({ method: 'GET', url: `/api/b/loan/list/${id}` })),
  'POST /api/b/finance/bankDetailCome/queryDetailClaimList': byId('receipt', (id) => ({
    method: 'POST', url: '/api/b/finance/bankDetailCome/queryDetailClaimList', payload: { bankDetailId: id },
  })),
  'POST /api/b/finance/bankDetailCome/querySuggestList': byId('receipt', (id) => ({
    method: 'POST', url: '/api/b/finance/bankDetailCome/querySuggestList', payload: { bankDetailId: id },
  })),
  'POST /api/b/expense/contractFinance/queryList': ledger('/api/b/expense/contractFinance/queryList', 'contractId'),
  'POST /api/b/expense/detail/queryList': ledger('/api/b/expense/detail/queryList', 'expenseId'),
  'POST /api/b/expense/list/queryList': ledger('/api/b/expense/list/queryList'),
  'POST /api/b/finance/bankDetailCome/queryClaimRecordList': ledger('/api/b/finance/bankDetailCome/queryClaimRecordList', 'bankDetailId'),
  'POST /api/b/finance/bankDetailCome/queryHadClaimList': ledger('/api/b/finance/bankDetailCome/queryHadClaimList', 'bankDetailId'),
  'POST /api/b/finance/bankDetailCome/queryNeedClaimList': ledger('/api/b/finance/bankDetailCome/queryNeedClaimList'),
  'POST /api/b/finance/bankDetailCome/queryNoClaimList': ledger('/api/b/finance/bankDetailCome/queryNoClaimList'),
  'POST /api/b/finance/bankDetailCome/queryContractList': ledger('/api/b/finance/bankDetailCome/queryContractList', 'targetId'),
  'POST /api/b/finance/bankDetailCome/queryRepayList': ledger('/api/b/finance/bankDetailCome/queryRepayList', 'targetId'),
  'POST /api/b/finance/bankDetailCome/queryBusinessList': ledger('/api/b/finance/bankDetailCome/queryBusinessList', 'targetId'),
  'POST /api/b/finance/bankDetailCome/queryInvoiceList': ledger('/api/b/finance/bankDetailCome/queryInvoiceList', 'targetId'),
  'POST /api/b/finance/bankDetailCome/queryPaymentList': ledger('/api/b/finance/bankDetailCome/queryPaymentList', 'targetId'),
  'POST /api/b/projectTracking/queryList': ledger('/api/b/projectTracking/queryList'),
  // The year's goal tree, flattened: the company goal (no department) and each department's goal.
  'POST /api/b/okr/queryTree': {
    calls: () => [{ method: 'POST', url: '/api/b/okr/queryTree', payload: { year: 2026 } }],
    rows: (data) => {
      const out: Row[] = [];
      const walk = (xs: Row[]) => xs.forEach((r) => { out.push(r); walk(listOf(r.children)); });
      walk(listOf(data));
      return out;
    },
    inScope: (r, c) => deptOfRow(r.id, r, c) === c.dept,
    hiddenAtLeast: 2,
  },
  'POST /api/b/finance/bankMonthBalance/queryList': ledger('/api/b/finance/bankMonthBalance/queryList', 'accountId'),
  'POST /api/b/finance/payment/queryBankDetailList': ledger('/api/b/finance/payment/queryBankDetailList'),
  'POST /api/b/finance/payment/queryList': ledger('/api/b/finance/payment/queryList'),
  'POST /api/b/finance/payment/queryPaymentList': ledger('/api/b/finance/payment/queryPaymentList'),
  'POST /api/b/finance/payment/queryBillList': ledger('/api/b/finance/payment/queryBillList'),
  // Sums of the visible approved requests per contract and per business type (each department's own type).
  'POST /api/b/finance/payment/queryContractList': ledger('/api/b/finance/payment/queryContractList', 'key'),
  'POST /api/b/finance/payment/queryBusinessList': {
    ...ledger('/api/b/finance/payment/queryBusinessList'),
    rows: (data) => listOf(data).map((r) => ({ ...r, id: `business-${r.key as string}` })),
  },
  'POST /api/b/invoice/billing/queryList': ledger('/api/b/invoice/billing/queryList'),
  'POST /api/b/invoice/billing/queryOverList': ledger('/api/b/invoice/billing/queryOverList'),
  'POST /api/b/invoice/billingDetail/queryList': ledger('/api/b/invoice/billingDetail/queryList'),
  'POST /api/b/loan/list/queryList': ledger('/api/b/loan/list/queryList'),
  'POST /api/b/loan/list/queryDeletedList': ledger('/api/b/loan/list/queryDeletedList'),
  'POST /api/b/repay/queryList': ledger('/api/b/repay/queryList', 'loanId'),
  'POST /api/b/projectFactors/getProjectFactorsList': ledger('/api/b/projectFactors/getProjectFactorsList'),
  'POST /api/b/subject/project/queryList': ledger('/api/b/subject/project/queryList'),
  'POST /api/b/analyze/project/queryList': ledger('/api/b/analyze/project/queryList'),
  'POST /api/b/costdata/project/queryList': ledger('/api/b/costdata/project/queryList'),
  'POST /api/b/quality/checkrecord/queryList': ledger('/api/b/quality/checkrecord/queryList'),
  'POST /api/b/supervise/dailyLog/queryList': ledger('/api/b/supervise/dailyLog/queryList'),
  'POST /api/b/supervise/hazard/queryList': ledger('/api/b/supervise/hazard/queryList'),
  'POST /api/b/supervise/patrolInfo/queryList': ledger('/api/b/supervise/patrolInfo/queryList'),
  'POST /api/b/supervise/resumeWork/queryList': ledger('/api/b/supervise/resumeWork/queryList'),
  'POST /api/b/supervise/rule/queryList': ledger('/api/b/supervise/rule/queryList'),
  'POST /api/b/supervise/stopWorkOrder/queryList': ledger('/api/b/supervise/stopWorkOrder/queryList'),
  // Administration (issue 18): purchase lines under the office_purchase scope (by their request); trips and leave under their forms'.
  'POST /api/b/adm/supplies/purchase/detail/queryList': ledger('/api/b/adm/supplies/purchase/detail/queryList', 'recordId'),
  'POST /api/b/trip/queryList': ledger('/api/b/trip/queryList'),
  'POST /api/b/leave/queryList': ledger('/api/b/leave/queryList'),
};
Object.assign(SCOPED, AREA_SCOPED);

let adminToken: string;
const seen: Ctx = { dept: '', deptOfUser: new Map(), deptOfRecord: new Map(), idsOf: new Map() };
let narrow: { token: string; userId: string };
let listRoutes: string[] = [];

/** A staff member in `deptCode` with one role: every menu permission, `scope` on every data menu. */
async function caller(deptCode: string, scope: 'all' | 'dept'): Promise<{ token: string; userId: string; deptId: string }> {
  const u = await ctx.make.caller({ loginName: `walk_${scope}`, name: `走查${scope}`, deptCode, roles: [{ name: `走查${scope}`, perms: '*', scopes: { '*': scope } }] });
  return { token: u.token, userId: u.id, deptId: u.deptId! };
}

const send = (token: string, c: Call) => ctx.app.inject({ method: c.method, url: c.url, headers: auth(token), ...(c.payload && { payload: c.payload }) });

async function ok<T>(token: string, c: Call): Promise<T> {
  const res = await send(token, c);
  expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(200);
  return body<T>(res).data;
}

/** Seeds a contract, a cost consultation and a record of each form as `token`, in its department. */
async function seedRecords(token: string, deptId: string, tag: string, assetClass: string, applicant: string) {
  const made = (id: string, kind?: string) => {
    seen.deptOfRecord.set(id, deptId);
    if (kind) seen.idsOf.set(kind, [...(seen.idsOf.get(kind) ?? []), id]);
  };
  const contractId = (await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/contract/saveAndStartFlow', payload: {
    flowType: FLOW_TYPE.CUSTOM_1.value, name: `${KEYWORD}合同${tag}`, businessType: 1, amount: 1000, partyA: '甲方', partyB: '乙方',
  } })).id;
  made(contractId, 'contract');
  // Income recognised on it and the department's costs (profit rows come from the month's calculation in beforeAll).
  await ok(token, { method: 'POST', url: '/api/b/absBusiness/save', payload: { contractId, month: '2026-11', amount: 100, milestone: `${KEYWORD}${tag}` } });
  await ok(token, { method: 'POST', url: '/api/b/expense/workHour/save', payload: { contractId, month: '2026-11', hours: 8, remark: `${KEYWORD}${tag}` } });
  if (deptId) {
    for (const kind of ['deptWages', 'deptOtherFee']) {
      await ok(token, { method: 'POST', url: `/api/b/expense/${kind}/save`, payload: { deptId, month: '2026-11', amount: 10 } });
    }
  }
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/cost/saveAndStartFlow', payload: {
    flowType: FLOW_TYPE.CUSTOM_1.value, name: `${KEYWORD}造价${tag}`, commissionPurpose: 1,
  } })).id, 'cost');
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/form/office_purchase/record', payload: {
    values: { applyDate: '2026-11-20', applicant, applyDept: deptId, purpose: `${KEYWORD}采购${tag}` },
    subTables: { items: [{ itemName: 'A4复印纸', quantity: 2, price: 25 }] },
  } })).id, 'office_purchase');
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/form/fixed_asset/record', payload: {
    values: { assetClass, assetName: `${KEYWORD}资产${tag}`, status: '1' },
  } })).id, 'fixed_asset');
  // A trip and a leave request (drafts) for the attendance lists (/b/trip/queryList, /b/leave/queryList).
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/form/business_trip/record', payload: {
    values: { traveller: applicant, dept: deptId, destination: `${KEYWORD}出差${tag}`, startDate: '2026-11-20', endDate: '2026-11-21', purpose: '踏勘' },
  } })).id, 'business_trip');
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/form/leave_request/record', payload: {
    values: { applicant, dept: deptId, leaveType: '1', startDate: '2026-11-20', endDate: '2026-11-20', reason: `${KEYWORD}请假${tag}` },
  } })).id, 'leave_request');
  await ok(token, { method: 'POST', url: '/api/b/footmark', payload: { menuName: '合同台账', url: '/contract/list' } });
  // A supervision project in the department, with a problem on a 监理通知单.
  const project = await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/supervise/project', payload: { name: `${KEYWORD}监理${tag}`, deptId: deptId || null } });
  made(project.id, 'supervision project');
  const unit = await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/supervise/projectNode', payload: { businessId: project.id, nodeType: 1, name: '1#楼' } });
  const problem = await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/supervise/problemInfo', payload: {
    businessId: project.id, projectNodeId: unit.id, name: `${KEYWORD}问题${tag}`, problemDiscoverDate: '2026-11-20',
  } });
  made(problem.id);
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/supervise/notice/issue', payload: {
    businessId: project.id, subject: `${KEYWORD}通知${tag}`, problemIds: [problem.id],
  } })).id, 'supervision notice');
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/supervise/ledger/machine', payload: {
    businessId: project.id, data: { deviceName: `${KEYWORD}塔吊${tag}`, machineType: '1' },
  } })).id);
  // A bank account of the department (accounts come from statement imports) with one line on it.
  const accountId = `walk-acct-${tag}`;
  await ctx.db.insert(finBankAccount).values({ tenantId: ctx.tenantId, id: accountId, accountNo: `6222000000000${tag.charCodeAt(0)}`, accountName: `${KEYWORD}${tag}`, deptId: deptId || null });
  const receipt = (await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/finance/bankDetail/save', payload: {
    accountId, dateTime: '2026-11-20', income: 100, balance: 100, summary: `${KEYWORD}流水${tag}`,
  } })).id;
  made(receipt, 'receipt');
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/finance/bankDetail/save', payload: {
    accountId, dateTime: '2026-11-21', pay: 30, balance: 70, summary: `${KEYWORD}付款${tag}`,
  } })).id);
  // A second receipt nobody claims (未认领).
  made((await ok<{ id: string }>(token, { method: 'POST', url: '/api/b/finance/bankDetail/save', payload: {
    accountId, dateTime: '2026-11-22', income: 20, balance: 90, summary: `${KEYWORD}未认领${tag}`,
  } })).id);
  made(accountId);
  await ok(token, { method: 'POST', url: '/api/b/finance/bankMonthBalance/calAllMonthBalance', payload: { accountId } });
  await seedFinance(token, { deptId, tag, userId: applicant, contractId, receipt, made });
  await seedSupervision({ deptId, tag, userId: applicant, projectId: project.id, made });
  await seedQuality({ deptId, tag, userId: applicant, made });
}

interface Seed { deptId: string; tag: string; userId: string; made: (id: string, kind?: string) => void }
const FLOW = FLOW_TYPE.CUSTOM_1.value;
const APPROVED = 3;
/** Each department's payments carry a business type of their own, so 按业务类型 groups map to a department. */
const BUSINESS_TYPE_OF: Record<string, number> = { A: 71, B: 72, C: 73 };

/**
 * Finance records of the department, made through their calls (the flows start) and then put in the
 * state their lists need (approved, deleted, over-invoiced, issued) straight in the tables: the walk
 * tests the lists' scope, not the approval flows.
 */
async function seedFinance(token: string, s: Seed & { contractId: string; receipt: string }) {
  const { deptId, tag, userId, made } = s;
  const start = async (url: string, payload: object, kind?: string) => {
    const id = (await ok<{ id: string }>(token, { method: 'POST', url, payload })).id;
    made(id, kind);
    return id;
  };
  const loan = await start('/api/b/loan/list/saveAndStartFlow', { flowType: FLOW, name: `${KEYWORD}借款${tag}`, amount: 5000, dueDate: '2026-12-31' }, 'loan');
  const gone = await start('/api/b/loan/list/saveAndStartFlow', { flowType: FLOW, name: `${KEYWORD}删除借款${tag}`, amount: 10, dueDate: '2026-12-31' }, 'loan');
  await ctx.db.update(finLoan).set({ status: APPROVED }).where(eq(finLoan.id, loan));
  await ctx.db.update(finLoan).set({ deleted: true }).where(eq(finLoan.id, gone));
  // The department's receipt repays part of its loan: a claim, a repayment.
  await ok(token, { method: 'POST', url: '/api/b/finance/bankDetailCome/addRepay', payload: { bankDetailId: s.receipt, targetId: loan, amount: 50 } });
  // Two approved payment requests: one still to pay, one paid.
  for (const claimStatus of [0, 1]) {
    const payment = await start('/api/b/finance/payment/saveAndStartFlow', { flowType: FLOW, payeeName: `${KEYWORD}收款方${tag}`, amount: 300 }, 'payment');
    await ctx.db.update(finPayment).set({ status: APPROVED, claimStatus, contractId: s.contractId, businessType: BUSINESS_TYPE_OF[tag] }).where(eq(finPayment.id, payment));
  }
  made(`business-${BUSINESS_TYPE_OF[tag]}`);
  await start('/api/b/expense/list/saveAndStartFlow', {
    flowType: FLOW, name: `${KEYWORD}报销${tag}`, ...(deptId ? { costDeptId: deptId } : { contractId: s.contractId }),
    lines: [{ kind: 'detail', expenseType: '0201', occurDate: '2026-11-20', amount: 80 }],
  }, 'expense');
  const billing = await start('/api/b/invoice/billing/saveAndStartFlow', {
    flowType: FLOW, invoiceKind: '1', buyerName: `${KEYWORD}购方${tag}`, buyerTaxId: '914403001922038216',
    lines: [{ itemName: '*鉴证咨询服务*造价咨询费', amount: 1000, taxRate: 0.06 }],
  }, 'invoice application');
  await ctx.db.update(finInvoiceBilling).set({ status: APPROVED, overAmount: 10 }).where(eq(finInvoiceBilling.id, billing));
  const invoice = `walk-invoice-${tag}`;
  await ctx.db.insert(finInvoice).values({
    tenantId: ctx.tenantId, id: invoice, billingId: billing, invoiceNo: `2644000000000000000${tag.charCodeAt(0)}`, invoiceDate: '2026-11-20',
    invoiceKind: '1', color: 'blue', amount: 1000, taxAmount: 60, totalAmount: 1060, buyerName: `${KEYWORD}购方${tag}`, deptId: deptId || null, createdBy: userId,
  });
  made(invoice);
  // A tracked project of the department (its owner's), and the department's objective under the company's (written to the table).
  await start('/api/b/projectTracking/save', { name: `${KEYWORD}跟踪${tag}`, expectedAmount: 1000 });
  const months = Array(12).fill(10);
  await ctx.db.insert(finOkrGoal).values({ tenantId: ctx.tenantId, id: 'walk-okr-company', level: 'company', year: 2026, name: `${KEYWORD}公司目标`, target: 12000, monthTargets: Array(12).fill(1000) })
    .onConflictDoNothing();
  if (deptId) {
    await ctx.db.insert(finOkrGoal).values({
      tenantId: ctx.tenantId, id: `walk-okr-${tag}`, parentId: 'walk-okr-company', level: 'dept', year: 2026, deptId, name: `${KEYWORD}部门目标${tag}`, target: 120, monthTargets: months,
    });
    made(`walk-okr-${tag}`);
  }
}

/** Supervision records of the department's project (order, resumption, hazard, rule, patrol, log), written to the tables. */
async function seedSupervision(s: Seed & { projectId: string }) {
  const { deptId, tag, userId, projectId, made } = s;
  const row = (id: string, kind: string) => {
    made(id, kind);
    return { tenantId: ctx.tenantId, id, projectId, deptId: deptId || null, createdBy: userId };
  };
  await ctx.db.insert(supStopWork).values({
    ...row(`walk-stop-${tag}`, 'stop-work order'), code: `WALK-TZ-${tag}`, year: 2026, seq: tag.charCodeAt(0), level: '1', reason: `${KEYWORD}停工${tag}`,
    stopWorkRange: '1#楼', stopDate: '2026-11-20', state: 'STOPPED',
  });
  await ctx.db.insert(supResumeWork).values({
    ...row(`walk-resume-${tag}`, 'resumption'), stopWorkId: `walk-stop-${tag}`, code: `WALK-FG-${tag}`, resumeDate: '2026-11-25', resumeConditions: `${KEYWORD}复工${tag}`,
  });
  await ctx.db.insert(supHazard).values({ ...row(`walk-hazard-${tag}`, 'hazard'), name: `${KEYWORD}危大${tag}`, category: '01', level: 1, levelReason: '开挖深度 5m' });
  await ctx.db.insert(supRule).values({ ...row(`walk-rule-${tag}`, 'supervision rule'), name: `${KEYWORD}细则${tag}`, staffId: userId, staffName: '走查' });
  await ctx.db.insert(supRecord).values({ ...row(`walk-patrol-${tag}`, 'patrol record'), type: 1, recordDate: '2026-11-20' });
  await ctx.db.insert(supDailyLog).values({ ...row(`walk-log-${tag}`, 'daily log'), logDate: '2026-11-20' });
}

/** A quality-check project (as an import would leave it) and a check record of it. */
async function seedQuality(s: Seed) {
  const { deptId, tag, userId, made } = s;
  const project = `walk-qc-project-${tag}`;
  await ctx.db.insert(qcProject).values({ tenantId: ctx.tenantId, id: project, name: `${KEYWORD}清单${tag}`, specVersion: '2013', stage: '清单', deptId: deptId || null, createdBy: userId });
  await ctx.db.insert(qcRun).values({ tenantId: ctx.tenantId, id: `walk-qc-run-${tag}`, projectId: project, name: `${KEYWORD}检查${tag}`, rules: [], deptId: deptId || null, createdBy: userId });
  made(project, 'quality project');
  made(`walk-qc-run-${tag}`, 'check record');
}

beforeAll(async () => {
  adminToken = await ctx.t.login();
  const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, ops] of Object.entries(spec.paths)) {
    const fixed = path.split('/').filter((s) => s && !s.startsWith('{'));
    const last = fixed[fixed.length - 1] ?? '';
    if (!LIST_SEGMENT.test(last) || MUTATION.test(last)) continue;
    for (const m of Object.keys(ops)) if (m === 'get' || m === 'post') listRoutes.push(`${m.toUpperCase()} ${path}`);
  }
  listRoutes = listRoutes.sort();

  const wide = await caller('HJ0201', 'all');
  const n = await caller('HJ0202', 'dept');
  narrow = n;
  seen.dept = n.deptId;
  const [asset] = await ctx.db.select({ value: bdDict.value }).from(bdDict).where(eq(bdDict.type, 'ASSET_CLASS')).limit(1);
  // Records in three departments: the administrator's, HJ0201 and the narrow caller's HJ0202.
  const [adminRow] = await ctx.db.select({ id: sysUser.id, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.id, await ctx.uid('admin')));
  await seedRecords(adminToken, adminRow.deptId ?? '', 'A', asset.value, adminRow.id);
  await seedRecords(wide.token, wide.deptId, 'B', asset.value, wide.userId);
  await seedRecords(n.token, n.deptId, 'C', asset.value, n.userId);
  await ok(adminToken, { method: 'POST', url: '/api/b/businessProfit/calculate', payload: { month: '2026-11' } });
  // The administrator's records may have no department: they are outside every department scope.
  for (const [id, d] of seen.deptOfRecord) if (!d) seen.deptOfRecord.set(id, '(none)');
  for (const u of await ctx.db.select({ id: sysUser.id, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userType, 'staff'))) {
    seen.deptOfUser.set(u.id, u.deptId);
  }
}, 300_000);

describe('every list route is under a data scope or allow-listed with its reason', () => {
  it('classifies every list route of the OpenAPI (a new list must be scoped or allow-listed)', () => {
    expect(listRoutes.length).toBeGreaterThan(50);
    const unknown = listRoutes.filter((r) => !SCOPED[r] && !UNSCOPED[r]);
    expect(unknown, 'list routes neither scoped nor allow-listed').toEqual([]);
    const stale = [...Object.keys(SCOPED), ...Object.keys(UNSCOPED)].filter((r) => !listRoutes.includes(r));
    expect(stale, 'entries naming no route of the OpenAPI').toEqual([]);
    for (const [route, reason] of Object.entries(UNSCOPED)) expect(reason.length, route).toBeGreaterThan(10);
  });

  it('shows the narrow caller a subset of the administrator\'s rows, none outside the scope', { timeout: 300_000 }, async () => {
    let walked = 0;
    // Soft: one run names every route that fails, not just the first.
    for (const [route, r] of Object.entries(SCOPED)) {
      const adminRows: Row[] = [];
      const mine: Row[] = [];
      for (const c of r.calls(seen)) {
        const a = await send(adminToken, c);
        expect.soft(a.statusCode, `${route} as admin: ${a.body}`).toBe(200);
        adminRows.push(...r.rows(body(a).data, c, a.statusCode));
        const s = await send(narrow.token, c);
        // A read by id outside the scope answers 404 like a missing record; anything else is a 200.
        expect.soft([200, 404], `${route} as the narrow caller: ${s.body}`).toContain(s.statusCode);
        mine.push(...r.rows(s.statusCode === 200 ? body(s).data : null, c, s.statusCode));
        walked++;
      }
      const key = (row: Row) => JSON.stringify(row.id ?? row.recordId ?? row.key ?? row.userId);
      const adminKeys = new Set(adminRows.map(key));
      expect.soft(mine.filter((row) => !adminKeys.has(key(row))), `${route}: rows the administrator does not see`).toEqual([]);
      expect.soft(mine.filter((row) => !r.inScope(row, seen)), `${route}: rows outside the narrow caller's department`).toEqual([]);
      expect.soft(mine.length, `${route}: the narrow caller sees their own department's rows`).toBeGreaterThan(0);
      const hidden = adminRows.filter((row) => !r.inScope(row, seen));
      expect.soft(hidden.length, `${route}: the seed puts rows outside the scope`).toBeGreaterThanOrEqual(r.hiddenAtLeast);
    }
    // Unscoped lists without path parameters answer both callers (no 500, the envelope).
    for (const route of Object.keys(UNSCOPED)) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      if (path.includes('{')) continue;
      for (const token of [adminToken, narrow.token]) {
        const res = await send(token, { method, url: path, ...(method === 'POST' && { payload: {} }) });
        expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
        expect(body(res).success, route).toBe(res.statusCode === 200);
      }
      walked++;
    }
    expect(walked).toBeGreaterThan(50);
    console.info(`list routes: ${listRoutes.length} (${Object.keys(SCOPED).length} scoped, ${Object.keys(UNSCOPED).length} allow-listed); calls walked: ${walked}`);
  });

  it("lists the caller's own loans, only theirs", async () => {
    const mine = await ok<Row[]>(narrow.token, { method: 'POST', url: '/api/b/loan/list/queryMyList', payload: { pageSize: 1000 } });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((r) => r.borrowerId !== narrow.userId)).toEqual([]);
  });

  it('answers a read by id outside the scope like a missing record', async () => {
    const reads: [string, (id: string) => string][] = [
      ['contract', (id) => `/api/b/contract/${id}`],
      ['cost', (id) => `/api/b/cost/${id}`],
      ['office_purchase', (id) => `/api/b/form/office_purchase/record/${id}`],
      ['fixed_asset', (id) => `/api/b/form/fixed_asset/record/${id}`],
      ['supervision project', (id) => `/api/b/supervise/project/${id}`],
      ['supervision notice', (id) => `/api/b/supervise/notice/${id}`],
      ['loan', (id) => `/api/b/loan/list/${id}`],
      ['expense', (id) => `/api/b/expense/list/${id}`],
      ['payment', (id) => `/api/b/finance/payment/${id}`],
      ['invoice application', (id) => `/api/b/invoice/billing/${id}`],
      ['contract', (id) => `/api/b/expense/contractFinance/${id}`],
      ['stop-work order', (id) => `/api/b/supervise/stopWorkOrder/${id}`],
      ['resumption', (id) => `/api/b/supervise/resumeWork/${id}`],
      ['hazard', (id) => `/api/b/supervise/hazard/${id}`],
      ['supervision rule', (id) => `/api/b/supervise/rule/${id}`],
      ['patrol record', (id) => `/api/b/supervise/patrolInfo/${id}`],
      ['daily log', (id) => `/api/b/supervise/dailyLog/${id}`],
      ['quality project', (id) => `/api/b/project/${id}`],
      ['check record', (id) => `/api/b/quality/checkrecord/${id}`],
    ];
    for (const [kind, url] of reads) {
      const missing = await send(narrow.token, { method: 'GET', url: url('no-such-record') });
      expect(missing.statusCode, kind).toBe(404);
      let inside = 0;
      let outside = 0;
      const ids = seen.idsOf.get(kind) ?? [];
      for (const id of ids) {
        const dept = seen.deptOfRecord.get(id);
        const adm = await send(adminToken, { method: 'GET', url: url(id) });
        expect(adm.statusCode, `${kind} ${id} as admin`).toBe(200);
        const res = await send(narrow.token, { method: 'GET', url: url(id) });
        if (dept === seen.dept) {
          expect(res.statusCode, `${kind} ${id}`).toBe(200);
          inside++;
        } else {
          expect(res.statusCode, `${kind} ${id}`).toBe(404);
          expect(body(res).msg, kind).toBe(body(missing).msg);
          outside++;
        }
      }
      expect(inside, kind).toBeGreaterThan(0);
      expect(outside, kind).toBe(2 * inside);
    }
    for (const [userId, dept] of seen.deptOfUser) {
      const res = await send(narrow.token, { method: 'GET', url: `/api/a/sys/user/${userId}` });
      expect(res.statusCode, userId).toBe(dept === seen.dept ? 200 : 404);
    }
  }, 300_000);
});
