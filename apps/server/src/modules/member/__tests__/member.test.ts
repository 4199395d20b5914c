import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, cmsApi, memberApi, saasApi } from '@ecms/shared';
import { queryRows } from '../../../platform/sql.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { expiryMessage, scanMemberExpiry } from '../reminders.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Members through HTTP: registration with the SMS code, levels and their rights, the member list,
 * invoice details with the spec's messages, and members kept apart from staff data and from
 * other companies.
 */

const ctx = useTestApp();
const PASSWORD = 'Member#2026';
let admin: string;
beforeAll(async () => { admin = await ctx.token('admin'); });

const lastSmsCode = async (phone: string) => {
  const [m] = await queryRows<{ content: string }>(ctx.db, sql`select content from sms_outbox where phone = ${phone} order by created_at desc limit 1`);
  return m ? /(\d{6})/.exec(m.content)![1] : null;
};
let phoneSeq = 0;
const newPhone = () => `139${String(Date.now() % 100_000_000 + phoneSeq++).padStart(8, '0')}`;

/** Registers a member through the public calls and signs them in; returns their token and id. */
async function register(loginName: string, opts: { companyId?: string; name?: string } = {}) {
  const anon = client(ctx.app);
  const phone = newPhone();
  await anon.data(memberApi.sendRegisterSms, { body: { phone, companyId: opts.companyId } });
  const captcha = (await lastSmsCode(phone))!;
  const { userId } = await anon.data(memberApi.register, { body: { loginName, phone, captcha, password: PASSWORD, name: opts.name ?? '王会员', companyId: opts.companyId } });
  const login = opts.companyId ? authApi.saasLogin : authApi.login;
  const { authToken } = await anon.data(login, { body: { username: loginName, password: PASSWORD, companyId: opts.companyId } as never });
  return { token: authToken, userId, phone };
}

describe('registration', () => {
  it('registers with the SMS code sent to an unregistered phone, and the member signs in as a member', async () => {
    const levels = ctx.client('admin');
    await levels.data(memberApi.levelSave, { body: { name: '普通会员', fee: '0', periodMonths: 12 } });
    const m = await register('member_a');
    const info = body<{ isMember: boolean; levelName: string | null; endDate: string | null; permissions: string[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: auth(m.token) }));
    expect(info.data.isMember).toBe(true);
    expect(info.data.levelName).toBe('普通会员');
    expect(info.data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.data.permissions).toContain('member:content:view');
    expect(info.data.permissions.some((p) => p.startsWith('sys:') || p.startsWith('contract:'))).toBe(false);
  });

  it('refuses a wrong code, a taken phone or login name, a weak password and an empty name with the spec\'s messages', async () => {
    const anon = client(ctx.app);
    const phone = newPhone();
    await anon.data(memberApi.sendRegisterSms, { body: { phone } });
    const code = (await lastSmsCode(phone))!;
    const bad = (b: object) => ctx.app.inject({ method: 'POST', url: '/api/member/register', payload: { loginName: 'member_x', phone, captcha: code, password: PASSWORD, name: '李', ...b } });
    expect(body(await bad({ name: ' ' })).msg).toBe('会员姓名不能为空！');
    expect(body(await bad({ password: 'abcdefgh' })).msg).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    expect(body(await bad({ captcha: code === '000000' ? '111111' : '000000' })).msg).toBe('短信验证码错误');
    expect(body(await bad({ loginName: 'a b' })).msg).toBe('账号只能包含字母、数字、下划线、点和短横线（2-32位）');
    // A phone that is already a user's gets no code, and registering with it is refused.
    const [staff] = await queryRows<{ phone: string }>(ctx.db, sql`select phone from sys_user where login_name = 'zhangwei'`);
    await anon.data(memberApi.sendRegisterSms, { body: { phone: staff.phone } });
    expect(await anon.data(memberApi.checkPhoneExist, { params: { phone: staff.phone }, query: {} })).toEqual({ exist: true });
    expect(await anon.data(memberApi.checkPhoneExist, { params: { phone: newPhone() }, query: {} })).toEqual({ exist: false });
    const taken = await ctx.app.inject({ method: 'POST', url: '/api/member/register', payload: { loginName: 'admin', phone, captcha: code, password: PASSWORD, name: '李' } });
    expect(body(taken).msg).toBe('该账号已存在');
    expect(taken.statusCode).toBe(400);
  });
});

describe('phone checks and the current user (spec 1 §7)', () => {
  it('checks a phone for registration and for sign-in, and answers the signed-in user\'s info', async () => {
    const anon = client(ctx.app);
    const [staff] = await queryRows<{ phone: string }>(ctx.db, sql`select phone from sys_user where login_name = 'zhangwei'`);
    expect(await anon.data(memberApi.checkPhone, { body: { phone: staff.phone } })).toEqual({ exist: true, available: false });
    expect(await anon.data(memberApi.checkPhone, { body: { phone: newPhone() } })).toEqual({ exist: false, available: true });
    const badFormat = await ctx.app.inject({ method: 'POST', url: '/api/member/register/checkPhone', payload: { phone: '12345' } });
    expect(badFormat.statusCode).toBe(400);
    expect(body(badFormat).msg).toBe('请输入正确的手机号码');
    expect(await anon.data(memberApi.loginCheckPhone, { params: { phone: staff.phone }, query: {} })).toEqual({ exist: true });
    expect(await anon.data(memberApi.loginCheckPhone, { params: { phone: newPhone() }, query: {} })).toEqual({ exist: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/login/getCurrentUserInfo' })).statusCode).toBe(401);
    const m = await register('member_self');
    const info = body<{ loginName: string; isMember: boolean }>(await ctx.app.inject({ method: 'GET', url: '/api/member/login/getCurrentUserInfo', headers: auth(m.token) }));
    expect(info.data.loginName).toBe('member_self');
    expect(info.data.isMember).toBe(true);
    const me = await ctx.client('admin').data(memberApi.currentUserInfo);
    expect(me.loginName).toBe('admin');
  });

  it('answers an address at most 20 phone checks a minute (issue 13: nobody walks the numbers), other addresses unaffected', async () => {
    const probe = (ip: string, url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });
    const phone = newPhone();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await probe('203.0.113.7', `/api/member/register/checkPhoneExist/${phone}`)).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    // The three checks share the count: the sign-in check is refused too.
    const over = await probe('203.0.113.7', `/api/member/login/checkPhone/${phone}`);
    expect([over.statusCode, body(over).msg]).toEqual([429, '查询过于频繁，请稍后再试']);
    expect((await probe('203.0.113.8', `/api/member/login/checkPhone/${phone}`)).statusCode).toBe(200);
  });
});

describe('membership expiry reminders', () => {
  it('messages a member once before the period ends, again after a renewal, never a disabled member or a distant end', async () => {
    const api = ctx.client('admin');
    const soon = await register('member_soon', { name: '赵将到期' });
    const far = await register('member_far');
    const off = await register('member_off');
    const today = '2026-06-01';
    const edit = async (id: string, endDate: string, status: 0 | 1 = 1) => {
      const [row] = await api.data(memberApi.list, { body: { params: { loginName: id } } });
      await api.data(memberApi.save, { body: { id: row.id, name: row.name, levelId: row.levelId, beginDate: '2025-06-01', endDate, status } });
    };
    await edit('member_soon', '2026-06-20');
    await edit('member_far', '2026-12-31');
    await edit('member_off', '2026-06-10', 0);
    expect(await ctx.as('admin', (tx) => scanMemberExpiry(tx, today))).toBe(1);
    expect(await ctx.as('admin', (tx) => scanMemberExpiry(tx, today))).toBe(0);
    const msgs = await queryRows<{ recipientId: string; title: string; content: string }>(ctx.db,
      sql`select recipient_id as "recipientId", title, content from notice_msg where ref_type = 'member-expiry' order by created_date`);
    expect(msgs.map((m) => m.recipientId)).toEqual([soon.userId]);
    expect(msgs[0].title).toMatch(/资格将于19天后到期$/);
    expect(msgs[0].content).toContain('2026-06-20');
    // The member reads it in their own messages.
    const mine = body<{ title: string }[]>(await ctx.app.inject({ method: 'POST', url: '/api/b/notice/msg/queryList', headers: auth(soon.token), payload: {} }));
    expect(mine.data.map((m) => m.title)).toContain(msgs[0].title);
    // Renewed to a later end that is again near: reminded once more.
    await edit('member_soon', '2026-06-25');
    expect(await ctx.as('admin', (tx) => scanMemberExpiry(tx, today))).toBe(1);
    expect(expiryMessage('黄金会员', '2026-06-01', '2026-06-01').title).toBe('您的黄金会员资格今天到期');
    void far; void off;
  });
});

describe('members vs staff', () => {
  it('a member sees none of the staff data: staff lists answer 403, the member is not in the staff user list', async () => {
    const m = await register('member_iso');
    for (const url of ['/api/a/sys/user/queryList', '/api/b/contract/queryList', '/api/b/member/queryList', '/api/a/cms/article/queryList', '/api/b/footmark/analysis']) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: auth(m.token), payload: {} });
      expect([403, 404], url).toContain(res.statusCode);
    }
    const users = body<{ loginName: string }[]>(await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(admin), payload: { pageSize: 1000 } }));
    expect(users.data.some((u) => u.loginName === 'member_iso')).toBe(false);
    const members = await ctx.client('admin').data(memberApi.list, { body: { params: { loginName: 'member_iso' } } });
    expect(members.map((r) => r.loginName)).toEqual(['member_iso']);
  });

  it('member roles (saas-user-role): a level\'s roles are replaced, its members follow; the admin role is not offered or accepted', async () => {
    const api = ctx.client('admin');
    const silver = await api.data(memberApi.levelSave, { body: { name: '白银会员', fee: '99', periodMonths: 12 } });
    const m = await register('member_silver');
    await api.data(memberApi.save, { body: { id: m.userId, name: '王会员', levelId: silver.id, beginDate: '2026-01-01', endDate: '2099-12-31' } });
    const before = await api.data(memberApi.levelRoles, { params: { id: silver.id } });
    expect(before.roleIds).toEqual([]);
    expect(before.roles.some((r) => r.code === 'admin' || r.code === 'member')).toBe(false);
    const pick = before.roles[0];
    expect((await api.call(memberApi.levelRolesSave, { params: { id: silver.id }, body: { roleIds: [pick.id] } })).msg).toBe('保存成功');
    expect((await api.data(memberApi.levelRoles, { params: { id: silver.id } })).roleIds).toEqual([pick.id]);
    const codes = async () => (await queryRows<{ code: string }>(ctx.db,
      sql`select r.code from sys_user_role ur join sys_role r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.user_id = ${m.userId} order by r.code`)).map((r) => r.code);
    expect(await codes()).toEqual([pick.code, 'member'].sort());
    await api.data(memberApi.levelRolesSave, { params: { id: silver.id }, body: { roleIds: [] } });
    expect(await codes()).toEqual(['member']);
    const [adminRole] = await queryRows<{ id: string }>(ctx.db, sql`select id from sys_role where tenant_id = ${ctx.tenantId} and code = 'admin'`);
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/b/member/level/${silver.id}/roles`, headers: auth(admin), payload: { roleIds: [adminRole.id] } });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('角色不存在');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/b/member/level/nope/roles', headers: auth(admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/b/member/level/${silver.id}/roles`, headers: auth(await ctx.token('zhangwei')) })).statusCode).toBe(403);
  });

  it('a role linked to a level gives its members its menus, never the administrator role', async () => {
    const api = ctx.client('admin');
    const gold = await api.data(memberApi.levelSave, { body: { name: '黄金会员', fee: '1999.50', periodMonths: 12 } });
    expect(gold.fee).toBe('1999.50');
    const m = await register('member_gold');
    const mine = (await api.data(memberApi.list, { body: { params: { loginName: 'member_gold' } } }))[0];
    await api.data(memberApi.save, { body: { id: m.userId, name: mine.name, levelId: gold.id, beginDate: '2026-01-01', endDate: '2099-12-31' } });
    const [adminRole] = await queryRows<{ id: string }>(ctx.db, sql`select id from sys_role where tenant_id = ${ctx.tenantId} and code = 'admin'`);
    await ctx.app.inject({ method: 'POST', url: '/api/a/sys/role/saveRoleMemberLevel', headers: auth(admin), payload: { roleId: adminRole.id, memberLevelId: gold.id, checked: true } });
    const roles = await queryRows<{ code: string }>(ctx.db, sql`select r.code from sys_user_role ur join sys_role r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.user_id = ${m.userId}`);
    expect(roles.map((r) => r.code)).toEqual(['member']);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: auth(m.token), payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('levels', () => {
  it('lists by sort, drags, refuses deleting a level in use, validates the fee', async () => {
    const api = ctx.client('admin');
    const x = await api.data(memberApi.levelSave, { body: { name: '排序甲' } });
    const y = await api.data(memberApi.levelSave, { body: { name: '排序乙' } });
    await api.data(memberApi.levelSort, { params: { source: y.id, target: x.id, before: 'true' } });
    const names = (await api.data(memberApi.levelList, { body: { orderBy: 'sort', order: 'asc' } })).map((l) => l.name);
    expect(names.indexOf('排序乙')).toBeLessThan(names.indexOf('排序甲'));
    const badFee = await ctx.app.inject({ method: 'POST', url: '/api/b/member/level', headers: auth(admin), payload: { name: 'x', fee: '-1' } });
    expect(body(badFee).msg).toBe('会费格式不正确');
    const used = (await api.data(memberApi.levelList, { body: {} })).find((l) => l.name === '普通会员')!;
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/b/member/level/${used.id}`, headers: auth(admin) });
    expect(body(del).msg).toBe('该等级下还有会员，不能删除');
    expect((await api.call(memberApi.levelDelete, { params: { id: x.id } })).success).toBe(true);
    const staffCall = await ctx.app.inject({ method: 'POST', url: '/api/b/member/level/queryList', headers: auth(await ctx.token('zhangwei')), payload: {} });
    expect(staffCall.statusCode).toBe(403);
  });
});

describe('member list and personal calls', () => {
  it('changes a member\'s name (会员姓名不能为空！), resets the password, and a member changes only their own name', async () => {
    const m = await register('member_b', { name: '赵会员' });
    const other = await register('member_c');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/b/member/save', headers: auth(admin), payload: { id: m.userId, name: '' } });
    expect(body(empty).msg).toBe('会员姓名不能为空！');
    const self = await ctx.app.inject({ method: 'PUT', url: `/api/b/member/modName/${m.userId}/${encodeURIComponent('赵新名')}`, headers: auth(m.token) });
    expect(self.statusCode).toBe(200);
    const foreign = await ctx.app.inject({ method: 'PUT', url: `/api/b/member/modName/${other.userId}/x`, headers: auth(m.token) });
    expect(foreign.statusCode).toBe(403);
    const reset = await ctx.app.inject({ method: 'PUT', url: `/api/b/member/resetPassword/${m.userId}/${encodeURIComponent('Reset#2026')}`, headers: auth(admin) });
    expect(reset.statusCode).toBe(200);
    // The member's sessions end with the reset.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/b/invoices/getmy', headers: auth(m.token) })).statusCode).toBe(401);
    const weak = await ctx.app.inject({ method: 'PUT', url: `/api/b/member/resetPassword/${m.userId}/abc`, headers: auth(admin) });
    expect(weak.statusCode).toBe(400);
    const row = (await ctx.client('admin').data(memberApi.list, { body: { params: { loginName: 'member_b' } } }))[0];
    expect(row.name).toBe('赵新名');
  });
});

describe('invoice details', () => {
  it('requires the fields of each kind with the spec\'s messages, warns on a wrong credit code, keeps one row', async () => {
    const m = await register('member_inv');
    const save = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/b/invoices/savemy', headers: auth(m.token), payload });
    const personal = { invoicesType: 1, personName: '王五', companyName: '某某公司', honestyCode: '91350100M000100Y43', email: 'w@example.com' };
    for (const [field, msg] of [['personName', '请输入姓名!'], ['companyName', '请输入企业名称!'], ['honestyCode', '请输入社会信用识别号!'], ['email', '请输入邮箱!']]) {
      const res = await save({ ...personal, [field]: '' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe(msg);
    }
    const vat = { invoicesType: 2, companyName: '某某公司', honestyCode: '91350100M000100Y43', registeredAddress: '福州市', phone: '0591-1234567', bank: '工商银行', bankAccount: '6222', receiver: '王五', receiveAddress: '福州市鼓楼区' };
    const vatMsgs: [string, string][] = [['companyName', '请输入单位名称!'], ['honestyCode', '请输入社会信用识别号!'], ['registeredAddress', '请输入工商注册地址!'],
      ['phone', '请输入电话号码!'], ['bank', '请输入开户银行!'], ['bankAccount', '请输入银行账户!'], ['receiver', '请输入收件人!'], ['receiveAddress', '请输入发票收件地址!']];
    for (const [field, msg] of vatMsgs) expect(body(await save({ ...vat, [field]: '' })).msg).toBe(msg);
    const ok = body<{ invoicesType: number; usccWarning: string | null }>(await save(vat));
    expect(ok.msg).toBe('保存成功');
    expect(ok.data.usccWarning).toBeNull();
    const warned = body<{ usccWarning: string | null; personName: string | null }>(await save({ ...personal, honestyCode: '91350100M000100Y44' }));
    expect(warned.data.usccWarning).toBe('社会信用识别号校验未通过，请核对');
    const mine = body<{ invoicesType: number; bank: string | null }>(await ctx.app.inject({ method: 'GET', url: '/api/b/invoices/getmy', headers: auth(m.token) }));
    expect(mine.data.invoicesType).toBe(1);
    expect(mine.data.bank).toBeNull();
    // Staff have no invoice details.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/b/invoices/getmy', headers: auth(admin) })).statusCode).toBe(403);
    expect((await save({ invoicesType: 3 })).statusCode).toBe(400);
  });
});

describe('member content and companies', () => {
  it('a member reads the published articles of their level and lower; another company\'s member reads none of this company\'s', async () => {
    const api = ctx.client('admin');
    const cat = await api.data(cmsApi.categorySave, { body: { name: '会员专区' } });
    const levels = await api.data(memberApi.levelList, { body: { orderBy: 'sort', order: 'asc' } });
    const top = await api.data(memberApi.levelSave, { body: { name: '钻石会员' } });
    await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '公开文章', content: '<p>人人可见</p>', status: 1 } });
    await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '基础会员文章', levelId: levels[0].id, content: '<p>x</p>', status: 1 } });
    await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '钻石文章', levelId: top.id, content: '<p>x</p>', status: 1 } });
    await api.data(cmsApi.articleCreate, { body: { categoryId: cat.id, title: '草稿文章', content: '<p>x</p>' } });
    const m = await register('member_reader');
    const titles = (await client(ctx.app, m.token).data(cmsApi.memberArticles, { body: { pageSize: 100 } })).map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['公开文章', '基础会员文章']));
    expect(titles).not.toContain('钻石文章');
    expect(titles).not.toContain('草稿文章');

    // Company B: its own member, registered at B, sees none of A's articles, and A's member list never shows B's.
    const [g] = await queryRows<{ id: string }>(ctx.db, sql`select id from saas_grade where code = 'pro'`);
    const made = await api.data(saasApi.companySave, { body: { name: '会员隔离B', code: `mem-b-${Date.now().toString(36)}`, gradeId: g.id } });
    const bm = await register('member_in_b', { companyId: made.id });
    const bTitles = (await client(ctx.app, bm.token).data(cmsApi.memberArticles, { body: { pageSize: 100 } })).map((a) => a.title);
    expect(bTitles).toEqual([]);
    const aMembers = (await api.data(memberApi.list, { body: { pageSize: 1000 } })).map((r) => r.loginName);
    expect(aMembers).not.toContain('member_in_b');
    const publicB = await client(ctx.app).data(cmsApi.webList, { body: { companyId: made.id } });
    expect(publicB).toEqual([]);
  });
});
