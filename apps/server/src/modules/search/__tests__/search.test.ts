import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { sql } from 'drizzle-orm';
import { hitShare, search, searchGrams, searchTerms, snippet, writeDocs } from '../../../platform/search/index.js';
import { withTenant } from '../../../platform/tenancy.js';
import { queryRows } from '../../../platform/sql.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

interface Hit { tableCode: string; typeName: string; recordId: string; title: string; snippet: string; link: string }

let admin: string;

beforeAll(async () => {
  admin = await ctx.token();
});

const find = async (token: string, keyword: string, tableCode?: string, page: { pageNo?: number; pageSize?: number } = {}) => {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/b/global/search/queryList', headers: auth(token), payload: { ...page, params: { keyword, tableCode } },
  });
  expect(res.statusCode).toBe(200);
  return body<Hit[]>(res);
};

describe('bigrams', () => {
  it('index every 2-character run, so 2-character Chinese words are found', () => {
    expect(searchGrams('监理合同 HT-01')).toEqual(['监理', '理合', '合同', 'ht', 't-', '-0', '01']);
    expect(searchGrams('张')).toEqual(['张']);
    expect(searchTerms('  合同   监理 合同 ')).toEqual(['合同', '监理']);
    expect(snippet('x'.repeat(100) + '监理合同', ['合同'])).toMatch(/^….*合同$/);
  });

  it('estimate the hit share from the bigram statistics: rarest bigram per term, terms independent', () => {
    const freq = new Map([['监理', 0.2], ['日志', 0.1], ['理日', 0.1], ['滨江', 0.5], ['学校', 0.01]]);
    expect(hitShare(['监理日志'], freq)).toBeCloseTo(0.1);
    expect(hitShare(['滨江', '学校'], freq)).toBeCloseTo(0.005);
    // A bigram missing from the statistics is rarer than every listed one.
    expect(hitShare(['幕墙'], freq)).toBeCloseTo(0.01);
    expect(hitShare(['监理'], new Map())).toBeUndefined();
  });
});

describe('global search', () => {
  it('lists the searchable types the caller may open', async () => {
    const types = body<{ tableCode: string; name: string }[]>(await ctx.app.inject({ method: 'GET', url: '/api/b/global/search/typeList', headers: auth(admin) }));
    // One tab per published online form (the seeded ones), after the business records.
    expect(types.data.map((x) => x.tableCode)).toEqual([
      'ct_contract', 'cost_consultation', 'form:asset_buying', 'form:asset_count', 'form:asset_maintain', 'form:asset_scrap', 'form:asset_transfer', 'form:attendance_config',
      'form:bid_manage', 'form:business_trip', 'form:card_borrow', 'form:card_holder', 'form:fixed_asset', 'form:leave_request', 'form:meeting_room',
      'form:office_purchase', 'form:office_supplies', 'form:oil_card', 'form:oil_card_use', 'form:procurement_method', 'form:supplies_count',
      'form:supplies_requisition', 'form:vehicle', 'form:vehicle_expense', 'form:vehicle_use', 'form:work_calendar', 'fin_loan', 'wf_instance',
      'fin_invoice_billing', 'fin_payment', 'fin_expense', 'notice_msg', 'cms_article', 'kn_document', 'kn_document_limited', 'sys_user', 'sys_dept',
    ]);
    expect(types.data.map((x) => x.name)).toEqual(['合同', '造价咨询', '资产购置申请', '资产盘点', '维修申请', '资产报废', '资产转移', '考勤规则', '投标管理台账', '出差申请', '证照借用', '证照卡证',
      '固定资产台账', '请假申请', '会议室', '办公用品采购', '办公用品', '油卡', '油卡使用登记', '采购方式', '办公用品盘点', '办公用品领用', '车辆', '车辆费用登记', '用车申请', '节假日设置', '借款', '流程', '开票申请', '请款申请', '费用报销', '消息', '文章', '知识', '知识（限定阅读）', '人员', '部门']);
  });

  it('finds seeded people and departments by a 2-character word, with a link and a snippet', async () => {
    const people = await find(admin, '张伟');
    expect(people.data.map((h) => h.title)).toEqual(['张伟（zhangwei）']);
    expect(people.data[0]).toMatchObject({ tableCode: 'sys_user', typeName: '人员', link: '/sys-manager/user?keyword=zhangwei' });
    expect(people.data[0].snippet).toContain('造价一所');

    const depts = await find(admin, '监理', 'sys_dept');
    expect(depts.data.map((h) => h.title).sort()).toEqual(['工程监理部', '监理一部', '监理二部']);
    expect(depts.total).toBe(3);
    // Everyone in the supervision departments shows their department, so "监理" finds them too.
    const all = await find(admin, '监理');
    expect(all.total).toBeGreaterThan(3);
    expect(new Set(all.data.map((h) => h.tableCode))).toEqual(new Set(['sys_user', 'sys_dept']));
  });

  it('needs every term, matches Latin case-insensitively, and pages', async () => {
    expect((await find(admin, '监理 一部', 'sys_dept')).data.map((h) => h.title)).toEqual(['监理一部']);
    expect((await find(admin, 'ZHANGWEI')).data.map((h) => h.title)).toEqual(['张伟（zhangwei）']);
    // 造价 appears in the titles of three departments and the content of many people.
    const first = await find(admin, '造价', undefined, { pageNo: 1, pageSize: 5 });
    const second = await find(admin, '造价', undefined, { pageNo: 2, pageSize: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.some((h) => first.data.some((x) => x.recordId === h.recordId))).toBe(false);
  });

  it('follows writes in the same transaction: create, rename, delete', async () => {
    const deptId = await ctx.deptId('HJ05');
    const created = await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/user', headers: auth(admin),
      payload: { loginName: 'ouyang', name: '欧阳青', deptId, job: '审计师' },
    });
    expect(created.statusCode).toBe(200);
    const user = body<{ id: string; version: number }>(created).data;
    expect((await find(admin, '欧阳')).data.map((h) => h.title)).toEqual(['欧阳青（ouyang）']);

    const renamed = await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/user', headers: auth(admin),
      payload: { id: user.id, version: user.version, loginName: 'ouyang', name: '司马青', deptId },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await find(admin, '欧阳')).total).toBe(0);
    expect((await find(admin, '司马')).data.map((h) => h.title)).toEqual(['司马青（ouyang）']);

    // Renaming a department re-indexes its people (they show the department's name).
    const depts = body<{ id: string; name: string; version: number; parentId: string }[]>(await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/dept/queryTree', headers: auth(admin), payload: {},
    }));
    const flat = (nodes: { id: string; name: string; version: number; parentId: string; children?: unknown[] }[]): typeof nodes =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const audit = flat(depts.data).find((d) => d.id === deptId)!;
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/a/sys/dept', headers: auth(admin),
      payload: { id: deptId, version: audit.version, parentId: audit.parentId, name: '全过程审计部' },
    });
    expect(res.statusCode).toBe(200);
    expect((await find(admin, '全过程', 'sys_user')).data.map((h) => h.title)).toContain('司马青（ouyang）');

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/a/sys/user/${user.id}`, headers: auth(admin) })).statusCode).toBe(200);
    expect((await find(admin, '司马')).total).toBe(0);
  });

  it('shows only what the caller could open: function permission and data scope', async () => {
    // No user-view permission: people are not searchable at all.
    const plain = await ctx.make.caller({ deptCode: 'HJ0401', roles: [{ perms: [] }] });
    const none = body<{ tableCode: string }[]>(await ctx.app.inject({ method: 'GET', url: '/api/b/global/search/typeList', headers: auth(plain.token) }));
    // Flows and messages are everyone's (each sees their own); people and departments need the rights.
    expect(none.data.map((x) => x.tableCode)).toEqual(['wf_instance', 'notice_msg']);
    expect((await find(plain.token, '张伟')).total).toBe(0);

    // Own department only: 监理一部's people, not 造价一所's.
    const scoped = await ctx.make.caller({ deptCode: 'HJ0401', roles: [{ perms: ['sys:user:view'], scopes: { sys_user: 'dept' } }] });
    expect((await find(scoped.token, '张伟')).total).toBe(0);
    const mine = await find(scoped.token, '监理一部', 'sys_user');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((h) => h.snippet.includes('监理一部'))).toBe(true);
    // Departments are not among its types (no sys:dept:view).
    expect((await find(scoped.token, '监理', 'sys_dept')).total).toBe(0);
  });

  it('finds a flow for its participants only, and a message for its recipient only', async () => {
    const sunli = await ctx.t.login('sunli', TEST_DEMO_PASSWORD);
    const zhangwei = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const lihua = await ctx.t.login('lihua', TEST_DEMO_PASSWORD);
    const started = await ctx.app.inject({
      method: 'POST', url: '/api/form/workflow/start', headers: auth(sunli),
      payload: { processCode: FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode, name: '滨江桩基检测合同', formData: { contractAmount: 50 } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const flow = (token: string) => find(token, '桩基检测', 'wf_instance');
    expect((await flow(sunli)).data.map((h) => h.title)).toEqual(['滨江桩基检测合同']);
    // zhangwei approves next (department manager): a participant.
    expect((await flow(zhangwei)).data[0]).toMatchObject({ title: '滨江桩基检测合同', typeName: '流程' });
    expect((await flow(zhangwei)).data[0].snippet).toContain('审批中');
    expect((await flow(lihua)).total).toBe(0);
    expect((await flow(admin)).total).toBe(1);

    const sent = await ctx.app.inject({
      method: 'POST', url: '/api/a/notice/msg/send', headers: auth(admin),
      payload: { userIds: [await ctx.uid('zhangwei')], title: '安全例会通知', content: '周五下午三点召开安全例会' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await find(zhangwei, '例会', 'notice_msg')).data.map((h) => h.title)).toEqual(['安全例会通知']);
    expect((await find(lihua, '例会')).total).toBe(0);
    // A message stays its recipient's, even for the administrator who sent it.
    expect((await find(admin, '例会')).total).toBe(0);
  });

  it('answers bad input with a message', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/b/global/search/queryList', headers: auth(admin), payload: { params: { keyword: '  ' } } });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).msg).toBe('请输入搜索关键字');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/b/global/search/queryList', headers: auth(admin), payload: {} });
    expect(missing.statusCode).toBe(400);
    const big = await ctx.app.inject({ method: 'POST', url: '/api/b/global/search/queryList', headers: auth(admin), payload: { pageSize: 1000, params: { keyword: '合同' } } });
    expect(big.statusCode).toBe(400);
    // Wildcards are literal.
    expect((await find(admin, '%')).total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/b/global/search/typeList' })).statusCode).toBe(401);
  });

  it('beyond the newest 2000 documents: common words page newest first with an estimate, rare ones exactly', async () => {
    const [{ id: tenantId }] = await queryRows<{ id: string }>(ctx.db, sql`select id from tenant where code = 'default'`);
    const base = Date.UTC(2030, 0, 1);
    // Newest last: g = 3000 is the newest. Every second one is 常见; every 600th is 稀有.
    const docs = Array.from({ length: 3000 }, (_, i) => i + 1).map((g) => ({
      recordId: `w-${g}`, title: `窗口文档${g}${g % 2 === 0 ? ' 常见' : ''}`, content: g % 600 === 0 ? '稀有条目' : '',
      link: `/x/${g}`, deptId: null, updatedDate: new Date(base + g * 1000),
    }));
    await withTenant(ctx.db, { tenantId, userId: null }, (tx) => writeDocs(tx, 'sys_dept', docs), ctx.app.registry);
    await ctx.db.execute(sql`analyze search_doc`);

    const common1 = await find(admin, '常见', 'sys_dept', { pageNo: 1, pageSize: 10 });
    expect(common1.data.map((h) => h.recordId)).toEqual(Array.from({ length: 10 }, (_, i) => `w-${3000 - 2 * i}`));
    expect(common1.total).toBeGreaterThan(1000);
    expect(common1.total).toBeLessThan(2500);
    const common2 = await find(admin, '常见', 'sys_dept', { pageNo: 2, pageSize: 10 });
    expect(common2.data[0].recordId).toBe('w-2980');

    // 稀有 is in 5 documents, only 3 of them among the newest 2000: the bigram index answers.
    const rare = await find(admin, '稀有', 'sys_dept', { pageNo: 1, pageSize: 10 });
    expect(rare.data.map((h) => h.recordId)).toEqual(['w-3000', 'w-2400', 'w-1800', 'w-1200', 'w-600']);
    expect(rare.total).toBe(5);
    const rareAgain = await find(admin, '稀有条目', 'sys_dept', { pageNo: 2, pageSize: 3 });
    expect(rareAgain.data.map((h) => h.recordId)).toEqual(['w-1200', 'w-600']);
    expect(rareAgain.total).toBe(5);

    // The statistics only steer the cost: told that 常见 is rare and 稀有 common, the answers stay the same.
    const [{ id: adminId }] = await queryRows<{ id: string }>(ctx.db, sql`select id from sys_user where login_name = 'admin'`);
    const actor = { sessionId: 's', tenantId, userId: adminId, roles: ['admin'], isAdmin: true, mustChangePassword: false };
    const wrong = new Map([['常见', 0.000001], ['稀有', 0.9], ['条目', 0.9], ['有条', 0.9]]);
    const inProcess = (keyword: string, pageNo: number, pageSize: number) => withTenant(ctx.db, { tenantId, userId: adminId },
      (tx) => search(tx, actor, { keyword, tableCode: 'sys_dept', pageNo, pageSize, gramFrequency: wrong }), ctx.app.registry);
    const misled = await inProcess('常见', 2, 10);
    expect(misled.rows.map((h) => h.recordId)).toEqual(Array.from({ length: 10 }, (_, i) => `w-${2980 - 2 * i}`));
    expect(misled.total).toBe(1500);
    const misledRare = await inProcess('稀有条目', 1, 10);
    expect(misledRare.rows.map((h) => h.recordId)).toEqual(['w-3000', 'w-2400', 'w-1800', 'w-1200', 'w-600']);
    expect(misledRare.total).toBe(5);
  });

  it('answers the query-string form too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/getGlobalSearchList?keyword=${encodeURIComponent('张伟')}&pageNo=1&pageSize=10`, headers: auth(admin) });
    expect(body<Hit[]>(res).data.map((h) => h.title)).toEqual(['张伟（zhangwei）']);
  });
});
