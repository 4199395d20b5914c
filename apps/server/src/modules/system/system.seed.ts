import type { DataMenuSeed, MenuSeed, ParamSeed } from '../../platform/module.js';
import { CRUD, group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the system administration area, declared by system.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 系统管理 — spec 3 §2 "System administration" (group permission exactly 'system')
// ---------------------------------------------------------------------------

const SM = '/sys-manager';

const SYSTEM: MenuSeed = group('system', '系统管理', [
  leaf('system.organization', '组织机构', `${SM}/organization`, 'sys:dept', { actions: CRUD }),
  leaf('system.user', '用户管理', `${SM}/user`, 'sys:user', { actions: ['add', 'edit', 'delete', 'resetPwd', 'import', 'export', 'notice'] }),
  leaf('system.online', '在线用户', `${SM}/user/online-list`, 'sys:online', { actions: ['kick'] }),
  leaf('system.role', '角色管理', `${SM}/role`, 'sys:role', { actions: ['add', 'edit', 'delete', 'auth'] }),
  leaf('system.menu', '菜单管理', `${SM}/menu`, 'sys:menu', { actions: CRUD }),
  leaf('system.area', '区域管理', `${SM}/area`, 'sys:area', { actions: CRUD }),
  leaf('system.dict', '字典管理', `${SM}/dict`, 'sys:dict', { actions: CRUD }),
  leaf('system.treeDict', '层级字典', `${SM}/hierarchy-dict`, 'sys:treeDict'),
  leaf('system.param', '系统参数', `${SM}/system-params-manage/basic`, 'sys:param', {
    fullName: '系统参数（基础 / 自定义 / 业务）',
    actions: ['add', 'edit'],
  }),
  leaf('system.impower', '综合授权', `${SM}/impower-new`, 'sys:impower', { fullName: '综合授权（功能 / 数据 / 部门）' }),
  leaf('system.flow', '流程管理', `${SM}/flow`, 'sys:flow'),
  leaf('system.settingFlow', '流程设置', `${SM}/setting-flow`, 'sys:settingFlow'),
  leaf('system.actModel', '流程模型', `${SM}/act-models`, 'sys:actModel', { actions: ['deploy'] }),
  leaf('system.procdef', '流程定义', `${SM}/act-procdef`, 'sys:procdef', { actions: ['suspend'] }),
  leaf('system.procInst', '流程实例', `${SM}/process-instance`, 'sys:procInst'),
  leaf('system.procTask', '流程任务', `${SM}/process-task`, 'sys:procTask'),
  leaf('system.wfTodo', '待办监控', `${SM}/wf-todo-task`, 'sys:wfTodo', { fullName: '待办任务监控' }),
  leaf('system.formExpire', '到期提醒', `${SM}/form-expire-notice`, 'sys:formExpire', { fullName: '表单到期提醒' }),
  leaf('system.formManager', '表单管理', `${SM}/model-form-manager`, 'sys:formManager', { actions: ['design'] }),
  leaf('system.formRole', '表单权限', `${SM}/model-role-manager`, 'sys:formRole', { fullName: '表单角色权限' }),
  leaf('system.devOnline', '在线开发', `${SM}/dev-online`, 'sys:devOnline'),
  leaf('system.businessMenu', '业务菜单', `${SM}/business-menu`, 'sys:businessMenu'),
  leaf('system.excelReport', 'Excel报表', `${SM}/excel-report`, 'sys:excelReport', { fullName: 'Excel报表配置', actions: CRUD }),
  leaf('system.footprint', '足迹管理', `${SM}/footprint-management`, 'sys:footprint'),
  group('system.saas', 'SaaS企业', [
    leaf('system.saas.enterprise', '企业管理', `${SM}/saas-enterprise-user`, 'sys:saasEnterprise', {
      fullName: 'SaaS企业管理',
      actions: ['add', 'edit', 'delete'],
    }),
    leaf('system.saas.menu', '企业菜单', `${SM}/saas-enterprise-menu`, 'sys:saasMenu', { fullName: 'SaaS企业菜单' }),
    leaf('system.saas.companyInfo', '企业信息', `${SM}/saas-admincompany-info`, 'sys:saasCompany', { fullName: 'SaaS企业信息' }),
  ], { fullName: 'SaaS企业管理' }),
  group('system.member', '会员管理', [
    leaf('system.member.club', '会员', `${SM}/club`, 'sys:member', { fullName: '会员管理', actions: ['edit', 'resetPwd'] }),
    leaf('system.member.grade', '会员等级', `${SM}/saas-user-grade`, 'sys:memberGrade'),
    leaf('system.member.role', '会员角色', `${SM}/saas-user-role`, 'sys:memberRole'),
  ]),
  leaf('system.cms', '内容管理', `${SM}/content-management`, 'sys:cms', {
    fullName: '内容管理（栏目 / 文章）',
    actions: CRUD,
  }),
  leaf('system.record', '登录日志', `${SM}/record`, 'sys:record', { actions: ['export'] }),
], { fullName: '系统管理', permission: 'system', icon: 'SettingOutlined' });

/** System administration in the navigation (top-level entries carry their place). */
export const SYSTEM_MENUS: MenuSeed[] = [
  { ...SYSTEM, sort: 150 },
];

/** System parameters of this area (values are strings; see ParamSeed). */
export const SYSTEM_PARAMS: ParamSeed[] = [
  { key: 'sys.name', value: '工程咨询企业协同办公系统', name: '系统名称', isPublic: true, category: 'basic', remark: '页眉、登录页和浏览器标题显示的系统名称' },
  { key: 'sys.logo', value: '', name: '系统Logo', isPublic: true, category: 'basic', remark: 'Logo 图片地址；为空时页眉显示系统名称' },
  { key: 'sys.copyright', value: 'Copyright © 2026 ECMS 工程咨询企业管理平台', name: '版权信息', isPublic: true, category: 'basic', remark: '页脚显示的版权文字' },
  { key: 'login.path', value: '', name: '自定义登录路径', isPublic: true, category: 'basic', remark: '如 /hjzx-login；为空时使用 /login，退出登录也跳转到此路径' },
  { key: 'login.captcha', value: 'true', name: '启用图形验证码', isPublic: true, category: 'basic', remark: '账号密码登录时是否需要图形验证码' },
  { key: 'login.sms', value: 'true', name: '启用短信登录', isPublic: true, category: 'basic', remark: '登录页是否显示手机验证码登录' },
  { key: 'login.qr', value: 'true', name: '启用扫码登录', isPublic: true, category: 'basic', remark: '登录页是否显示二维码登录' },
  { key: 'cas.login', value: 'false', name: '启用CAS单点登录', isPublic: true, category: 'basic', remark: '为 true 时登录跳转到 CAS 统一认证' },
  { key: 'cas.server.url', value: '', name: 'CAS服务器地址', isPublic: true, category: 'basic', remark: 'CAS 统一认证服务器根地址，如 https://cas.example.com/cas；登录页跳转到其 /login，票据经 /api/login/sso/userinfo 校验' },
  { key: 'cost.login', value: 'false', name: '启用造价会员登录', isPublic: true, category: 'basic', remark: '为 true 时启用造价会员（cost-manager-login）登录入口' },
  { key: 'isSaas', value: 'false', name: 'SaaS多租户模式', isPublic: true, category: 'basic', remark: '为 true 时使用 /saasLogin 登录，按企业显示 Logo' },
  { key: 'password.expireDays', value: '0', name: '密码有效期（天）', isPublic: false, category: 'basic', remark: '超过天数须修改密码；0 表示永不过期' },
  { key: 'session.idleMinutes', value: '120', name: '会话空闲超时（分钟）', isPublic: false, category: 'basic', remark: '无操作超过该时间后需重新登录' },
  { key: 'isPrivate', value: 'true', name: '私有化部署', isPublic: false, category: 'custom', remark: '为 true 表示私有化部署（不连接公有云服务）' },
  { key: 'aiConfig', value: '', name: 'AI助手配置', isPublic: false, category: 'custom', remark: '付费功能；为空时提示联系项目经理开通' },
];

/** Kinds of records under role data scopes. */
export const SYSTEM_DATA_MENUS: DataMenuSeed[] = [
  { code: 'sys_user', name: '用户', sort: 10, attrs: [{ code: 'staffRank', name: '职级', dict: 'STAFF_RANK' }] },
  { code: 'sys_dept', name: '部门', sort: 20 },
];
