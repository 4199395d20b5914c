import { describe, expect, it } from 'vitest';
import { appModules } from '../../../../modules/index.js';
import type { DictItemSeed, MenuSeed } from '../../../../platform/module.js';
import { AppRegistry } from '../../../../platform/registry.js';
import {
  DEMO_COMPANY_NAME,
  DEMO_DEPTS,
  DEMO_USERS,
  ROLES,
  type DemoDeptSeed,
} from '../index.js';

// Menus, dictionaries and parameters as the modules declare them (in module order).
const declared = new AppRegistry(appModules);
const MENUS = declared.menus;
const DICTS = declared.dicts;
const PARAMS = declared.params;

interface FlatMenu { node: MenuSeed; parent: MenuSeed | null; depth: number }

function flattenMenus(nodes: readonly MenuSeed[], parent: MenuSeed | null = null, depth = 0, out: FlatMenu[] = []): FlatMenu[] {
  for (const node of nodes) {
    out.push({ node, parent, depth });
    if (node.children) flattenMenus(node.children, node, depth + 1, out);
  }
  return out;
}

function flattenDepts(nodes: DemoDeptSeed[], out: DemoDeptSeed[] = []): DemoDeptSeed[] {
  for (const d of nodes) {
    out.push(d);
    if (d.children) flattenDepts(d.children, out);
  }
  return out;
}

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dup = new Set<T>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

const FLAT = flattenMenus(MENUS);
const ALL_PERMISSIONS = FLAT.map((f) => f.node.permission).filter((p): p is string => Boolean(p));

/** Menu permissions that are fixed by the spec and do not follow `<area>:<thing>:view`. */
const SPECIAL_MENU_PERMISSIONS = new Set(['home:start:flow', 'frontend:industrial:page']);

describe('menus', () => {
  it('has a plausible size', () => {
    expect(FLAT.length).toBeGreaterThanOrEqual(150);
    expect(FLAT.length).toBeLessThanOrEqual(800);
  });

  it('has unique keys', () => {
    expect(duplicates(FLAT.map((f) => f.node.key))).toEqual([]);
  });

  it('keys are dotted paths nested under their parent key', () => {
    for (const { node, parent } of FLAT) {
      expect(node.key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/);
      if (parent) expect(node.key.startsWith(`${parent.key}.`), node.key).toBe(true);
    }
  });

  it('every url starts with / and urls are unique', () => {
    const urls: string[] = [];
    for (const { node } of FLAT) {
      if (node.url !== undefined) {
        expect(node.url.startsWith('/'), `${node.key}: ${node.url}`).toBe(true);
        expect(node.url).not.toMatch(/\s/);
        urls.push(node.url);
      }
    }
    expect(duplicates(urls)).toEqual([]);
  });

  it('permission strings are unique per menu', () => {
    expect(duplicates(ALL_PERMISSIONS)).toEqual([]);
  });

  it('every node has a Chinese name', () => {
    for (const { node } of FLAT) {
      expect(node.name.trim().length, node.key).toBeGreaterThan(0);
      expect(node.name, node.key).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('groups have children; leaf menus have a url and a view permission', () => {
    for (const { node } of FLAT) {
      if (node.type === 'Group') {
        expect(node.children?.length ?? 0, node.key).toBeGreaterThan(0);
        expect(node.url, node.key).toBeUndefined();
      }
      if (node.type === 'Menu') {
        expect(node.permission, node.key).toBeTruthy();
        const perm = node.permission as string;
        if (!SPECIAL_MENU_PERMISSIONS.has(perm)) {
          // Online forms' menus carry form:<form code>:view (codes are snake_case).
          expect(perm, node.key).toMatch(/^([a-z]+:[A-Za-z]+|form:[a-z][a-z0-9_]+):view$/);
          expect(node.url ?? node.href, node.key).toBeTruthy();
        }
        for (const child of node.children ?? []) expect(child.type, child.key).toBe('Button');
      }
    }
  });

  it('buttons sit under a menu and share its permission prefix', () => {
    for (const { node, parent } of FLAT) {
      if (node.type !== 'Button') continue;
      expect(parent?.type, node.key).toBe('Menu');
      expect(node.url, node.key).toBeUndefined();
      expect(node.children, node.key).toBeUndefined();
      const prefix = (parent?.permission ?? '').replace(/:view$/, ':');
      expect(node.permission?.startsWith(prefix), node.key).toBe(true);
      expect(node.permission).not.toMatch(/:view$/);
    }
  });

  it('top-level entries carry icons and openType is 1..3', () => {
    for (const top of MENUS) expect(top.icon, top.key).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
    for (const { node } of FLAT) if (node.openType !== undefined) expect([1, 2, 3]).toContain(node.openType);
  });

  it('has the system group with permission "system" and the required children', () => {
    const system = MENUS.find((m) => m.permission === 'system');
    expect(system?.type).toBe('Group');
    const urls = flattenMenus(system?.children ?? []).map((f) => f.node.url);
    for (const url of [
      '/sys-manager/organization',
      '/sys-manager/user',
      '/sys-manager/user/online-list',
      '/sys-manager/role',
      '/sys-manager/menu',
      '/sys-manager/area',
      '/sys-manager/dict',
      '/sys-manager/system-params-manage/basic',
      '/sys-manager/impower-new',
      '/sys-manager/footprint-management',
      '/sys-manager/record',
    ]) {
      expect(urls, url).toContain(url);
    }
    for (const perm of ['sys:user:add', 'sys:user:edit', 'sys:user:delete', 'sys:user:resetPwd']) {
      expect(ALL_PERMISSIONS).toContain(perm);
    }
  });

  it('has the work-bench entries', () => {
    const home = MENUS[0];
    expect(home.name).toBe('工作台');
    const urls = flattenMenus(home.children ?? []).map((f) => f.node.url);
    for (const url of [
      '/main-page',
      '/main-page/toDoAll',
      '/main-page/haveDoneAll',
      '/main-page/myApplicationAll',
      '/main-page/copy-all-list',
      '/main-page/finish',
      '/main-page/my-focus-all',
      '/main-page/messagePage',
      '/main-page/myTracks',
      '/global-search',
    ]) {
      expect(urls, url).toContain(url);
    }
    const start = FLAT.find((f) => f.node.permission === 'home:start:flow');
    expect(start?.node.type).toBe('Menu');
    expect(start?.parent).toBe(home);
  });

  it('has the industrial page as a top-level menu', () => {
    const industrial = MENUS.find((m) => m.permission === 'frontend:industrial:page');
    expect(industrial).toMatchObject({ type: 'Menu', url: '/industrial-page' });
  });
});

describe('roles', () => {
  it('has the expected unique role codes', () => {
    const codes = ROLES.map((r) => r.code);
    expect(duplicates(codes)).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining([
      'admin', 'project_director', 'supervision_engineer', 'cost_engineer',
      'finance', 'admin_office', 'dept_manager', 'staff',
    ]));
  });

  it('only admin gets all menus; staff gets the work bench only', () => {
    for (const role of ROLES) {
      if (role.code === 'admin') expect(role.menus).toBe('all');
      else expect(Array.isArray(role.menus), role.code).toBe(true);
    }
    const staff = ROLES.find((r) => r.code === 'staff');
    expect(staff?.menus).toEqual(['home:']);
  });

  it('every role menu prefix matches at least one menu permission', () => {
    for (const role of ROLES) {
      if (role.menus === 'all') continue;
      expect(duplicates(role.menus), role.code).toEqual([]);
      for (const prefix of role.menus) {
        expect(ALL_PERMISSIONS.some((p) => p.startsWith(prefix)), `${role.code}: ${prefix}`).toBe(true);
      }
    }
  });

  it('no role except admin reaches system administration buttons of users and roles', () => {
    for (const role of ROLES) {
      if (role.menus === 'all') continue;
      const granted = ALL_PERMISSIONS.filter((p) => (role.menus as string[]).some((pre) => p.startsWith(pre)));
      expect(granted.filter((p) => p.startsWith('sys:user') || p.startsWith('sys:role')), role.code).toEqual([]);
    }
  });
});

describe('demo organisation', () => {
  const depts = flattenDepts(DEMO_DEPTS);
  const deptCodes = new Set(depts.map((d) => d.code));
  const roleCodes = new Set(ROLES.map((r) => r.code));
  const loginNames = new Set(DEMO_USERS.map((u) => u.loginName));
  const jobs = new Set(DICTS.find((d) => d.type === 'JOB')?.items.map((i) => i.label));
  const ranks = new Set(DICTS.find((d) => d.type === 'STAFF_RANK')?.items.map((i) => i.label));

  it('has one root company department with the expected children', () => {
    expect(DEMO_COMPANY_NAME).toMatch(/有限公司$/);
    expect(DEMO_DEPTS).toHaveLength(1);
    const names = depts.map((d) => d.name);
    for (const name of ['总经理办公室', '造价咨询部', '招标代理部', '工程监理部', '跟踪审计部', '财务部', '行政部', '技术质量部']) {
      expect(names).toContain(name);
    }
    expect(duplicates(depts.map((d) => d.code))).toEqual([]);
  });

  it('department leaders are existing demo users', () => {
    for (const d of depts) {
      if (d.leaderLoginName) expect(loginNames.has(d.leaderLoginName), d.code).toBe(true);
    }
  });

  it('every user has an existing department and existing roles', () => {
    expect(DEMO_USERS.length).toBeGreaterThanOrEqual(18);
    for (const u of DEMO_USERS) {
      expect(deptCodes.has(u.deptCode), `${u.loginName}: ${u.deptCode}`).toBe(true);
      expect(u.roles.length, u.loginName).toBeGreaterThan(0);
      for (const r of u.roles) expect(roleCodes.has(r), `${u.loginName}: ${r}`).toBe(true);
      expect(jobs.has(u.job), `${u.loginName}: ${u.job}`).toBe(true);
      if (u.staffRank !== undefined) expect(ranks.has(u.staffRank), `${u.loginName}: ${u.staffRank}`).toBe(true);
    }
  });

  it('login names, phones, e-mails and numbers are unique and well formed', () => {
    expect(duplicates(DEMO_USERS.map((u) => u.loginName))).toEqual([]);
    expect(duplicates(DEMO_USERS.map((u) => u.phone))).toEqual([]);
    expect(duplicates(DEMO_USERS.map((u) => u.email))).toEqual([]);
    expect(duplicates(DEMO_USERS.map((u) => u.no))).toEqual([]);
    for (const u of DEMO_USERS) {
      expect(u.loginName).toMatch(/^[a-z]+$/);
      expect(u.loginName).not.toBe('admin');
      expect(u.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(u.email).toMatch(/^[a-z]+@demo\.ecms\.cn$/);
      expect(u.no).toMatch(/^E\d{4}$/);
      expect(u.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    }
  });

  it('covers the main roles, and no demo person is an administrator (issue 13, finding 5)', () => {
    const used = new Set(DEMO_USERS.flatMap((u) => u.roles));
    for (const r of ['project_director', 'supervision_engineer', 'cost_engineer', 'finance', 'admin_office', 'dept_manager']) {
      expect(used.has(r), r).toBe(true);
    }
    expect(used.has('admin')).toBe(false);
  });
});

describe('dictionaries', () => {
  function checkLevel(type: string, items: DictItemSeed[], path: string): void {
    expect(duplicates(items.map((i) => i.value)), `${type}${path}`).toEqual([]);
    for (const item of items) {
      expect(item.label.trim().length, `${type}${path}/${item.value}`).toBeGreaterThan(0);
      if (item.children) checkLevel(type, item.children, `${path}/${item.value}`);
    }
  }

  it('has at least 25 dictionaries with unique types', () => {
    expect(DICTS.length).toBeGreaterThanOrEqual(25);
    expect(duplicates(DICTS.map((d) => d.type))).toEqual([]);
  });

  it('item values are unique within each level and labels are present', () => {
    for (const d of DICTS) {
      expect(d.items.length, d.type).toBeGreaterThan(0);
      expect(d.name, d.type).toMatch(/[\u4e00-\u9fa5]/);
      checkLevel(d.type, d.items, '');
    }
  });

  it('only tree dictionaries have children', () => {
    for (const d of DICTS) {
      const hasChildren = d.items.some((i) => (i.children?.length ?? 0) > 0);
      expect(hasChildren, d.type).toBe(Boolean(d.tree));
    }
  });

  it('contains the dictionaries named by the specs', () => {
    const types = DICTS.map((d) => d.type);
    for (const t of [
      'BUSINESS_TYPE', 'FLOW_TYPE', 'COMMISSION_PURPOSE', 'INVOICE_TYPE', 'PASS_ON_TYPE', 'FOOTPRINT_TYPE',
      'SUPERVISE_DOCUMENT', 'SUPERVISE_INFO_CATEGORY', 'UNIT_CLASS', 'SUPERVISE_MACHINE_DATA',
      'PROBLEM_TYPE', 'HAZARD_CATEGORY', 'STAFF_RANK', 'JOB', 'EDUCATION', 'SEX', 'YES_NO',
      'process-left-group', 'PROCUREMENT_METHOD', 'PROJECT_STAGE', 'CONTRACT_TYPE', 'EXPENSE_TYPE', 'LEAVE_TYPE',
    ]) {
      expect(types, t).toContain(t);
    }
  });

  it('keeps the spec constants', () => {
    const pairs = (type: string) => DICTS.find((d) => d.type === type)?.items.map((i) => `${i.value}:${i.label}`);
    expect(pairs('BUSINESS_TYPE')).toEqual(['1:造价咨询', '2:招标代理', '3:跟踪审计', '4:工程咨询', '5:资产评估']);
    expect(pairs('FLOW_TYPE')).toEqual(['1:收款合同标准流程', '2:自定义流程1', '3:自定义流程2', '4:极简流程']);
    expect(pairs('INVOICE_TYPE')).toEqual(['1:电子普通发票', '2:增值税专用发票']);
    expect(pairs('YES_NO')).toEqual(['1:是', '0:否']);
    expect(pairs('FOOTPRINT_TYPE')?.map((p) => p.split(':')[0])).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    expect(pairs('COMMISSION_PURPOSE')?.slice(0, 5)).toEqual(['1:概算编制', '2:概算审核', '3:预算编制', '4:预算审核', '5:结算审核']);
  });
});

describe('params', () => {
  const REQUIRED = [
    'sys.logo', 'sys.name', 'sys.copyright', 'cas.login', 'cost.login', 'ProjectCostIndustryName',
    'file.suffix', 'isPrivate', 'aiConfig', 'wise.costcloud.url', 'ydccs.server.url',
    'login.path', 'login.captcha', 'login.sms', 'login.qr', 'password.expireDays',
    'session.idleMinutes', 'isSaas', 'upload.maxSizeMB',
  ];
  const PUBLIC = [
    'sys.logo', 'sys.name', 'sys.copyright', 'cas.login', 'cas.server.url', 'cost.login', 'login.path',
    'login.captcha', 'login.sms', 'login.qr', 'isSaas', 'ProjectCostIndustryName',
  ];
  const byKey = new Map(PARAMS.map((p) => [p.key, p]));

  it('has unique keys including every key the spec reads', () => {
    expect(duplicates(PARAMS.map((p) => p.key))).toEqual([]);
    for (const key of REQUIRED) expect(byKey.has(key), key).toBe(true);
  });

  it('exposes exactly the login-page keys publicly', () => {
    expect(PARAMS.filter((p) => p.isPublic).map((p) => p.key).sort()).toEqual([...PUBLIC].sort());
  });

  it('has Chinese names and sensible values', () => {
    for (const p of PARAMS) {
      expect(p.name, p.key).toMatch(/[\u4e00-\u9fa5]/);
      expect(['basic', 'custom', 'business']).toContain(p.category);
    }
    for (const key of ['cas.login', 'cost.login', 'isPrivate', 'login.captcha', 'login.sms', 'login.qr', 'isSaas']) {
      expect(['true', 'false'], key).toContain(byKey.get(key)?.value);
    }
    for (const key of ['password.expireDays', 'session.idleMinutes', 'upload.maxSizeMB']) {
      expect(byKey.get(key)?.value, key).toMatch(/^\d+$/);
    }
    expect(byKey.get('ProjectCostIndustryName')?.value.split(',')).toHaveLength(2);
    expect(byKey.get('file.suffix')?.value).toMatch(/^[a-z0-9]+(,[a-z0-9]+)*$/);
  });
});
