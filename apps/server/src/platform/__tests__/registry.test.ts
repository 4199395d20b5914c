import { describe, expect, it } from 'vitest';
import { FLOWS } from '../../db/seed/data/flows.js';
import { appModules } from '../../modules/index.js';
import { testConfig } from '../../config.js';
import { defineModule } from '../module.js';
import { AppRegistry, registryOf } from '../registry.js';
import type { SearchType } from '../search/index.js';

const searchType = (tableCode: string, extra: Partial<SearchType> = {}): SearchType => ({ tableCode, name: tableCode, sort: 1, load: async () => [], ...extra });
const exportSource = (code: string) => ({ code, label: code, columns: async () => [], rows: async function* () { /* none */ } });

describe('AppRegistry', () => {
  it('builds from the application\'s modules, with the deadline job when given the config', () => {
    const r = new AppRegistry(appModules, testConfig({}));
    expect(r.searchTypes().map((t) => t.tableCode)).toEqual(expect.arrayContaining(['sys_user', 'sys_dept', 'ct_contract', 'cost_consultation', 'wf_instance', 'notice_msg', 'cms_article']));
    expect(r.exportSource('contract:database')?.label).toBe('合同台账');
    expect(r.flowBinding('contract')).toBeDefined();
    expect(r.flowBinding('form:office_purchase')).toBeDefined();
    expect(r.fileAccess('notice')).toBeDefined();
    expect(r.jobs().map((j) => j.name)).toEqual(['wf-deadlines', 'member-expiry-reminders', 'sup-rectify-reminders', 'fin-loan-reminders']);
    expect(new AppRegistry(appModules).jobs()).toEqual([]);
  });

  it('binds the business type of every seeded flow definition', () => {
    const r = new AppRegistry(appModules);
    expect(FLOWS.filter((f) => f.businessType && !r.flowBinding(f.businessType)).map((f) => f.code)).toEqual([]);
  });

  it('refuses a code declared twice, across modules or in one', () => {
    const a = defineModule({ name: 'a', exports: [exportSource('x:list')] });
    const b = defineModule({ name: 'b', exports: [exportSource('x:list')] });
    expect(() => new AppRegistry([a, b])).toThrow('export code "x:list" is declared twice (module a and module b)');
    expect(() => new AppRegistry([defineModule({ name: 'c', searchTypes: [searchType('t'), searchType('t')] })])).toThrow('search type "t" is declared twice');
    expect(() => new AppRegistry([a, defineModule({ name: 'a' })])).toThrow('module "a" is declared twice');
    expect(() => new AppRegistry([defineModule({ name: 'd', dicts: [{ type: 'D', name: 'd', items: [] }] }), defineModule({ name: 'e', dicts: [{ type: 'D', name: 'e', items: [] }] })]))
      .toThrow('dictionary "D" is declared twice (module d and module e)');
    expect(() => new AppRegistry([defineModule({ name: 'f', menus: [{ key: 'm', name: 'm', type: 'Menu', sort: 1 }] }), defineModule({ name: 'g', menus: [{ key: 'm', name: 'm', type: 'Menu', sort: 2 }] })]))
      .toThrow('menu key "m" is declared twice');
    expect(() => new AppRegistry([defineModule({ name: 'h', fileAccess: { r: async () => true } }), defineModule({ name: 'i', fileAccess: { r: async () => true } })]))
      .toThrow('file module "r" is declared twice');
    expect(() => new AppRegistry([defineModule({ name: 'j', flowBindings: { biz: {} } }), defineModule({ name: 'k', flowBindings: { biz: {} } })]))
      .toThrow('business type "biz" is declared twice');
  });

  it('the application\'s modules declare no code twice when a second copy is added', () => {
    expect(() => new AppRegistry([...appModules, { ...appModules.find((m) => m.name === 'contract')!, name: 'contract-copy' }]))
      .toThrow(/declared twice/);
  });

  it('refuses references to what no module declares', () => {
    expect(() => new AppRegistry([defineModule({ name: 'a', searchTypes: [searchType('t', { dataMenu: 'nowhere' })] })]))
      .toThrow('search type "t" names data menu "nowhere" that no module declares');
    expect(() => new AppRegistry([defineModule({ name: 'a', flowBindings: { biz: { searchCode: 'biz_doc' } } })]))
      .toThrow('business type "biz" marks search type "biz_doc" that no module declares');
    expect(() => new AppRegistry([defineModule({ name: 'a', menus: [{ key: 'top', name: 'top', type: 'Group' }] })]))
      .toThrow('top-level menu "top" of module a has no sort');
  });

  it('answers a lookup of an undeclared search type with an error, not an empty result', () => {
    const r = new AppRegistry([defineModule({ name: 'a', searchTypes: [searchType('t')] })]);
    expect(r.searchTypeOf('t').type?.tableCode).toBe('t');
    expect(() => r.searchTypeOf('missing')).toThrow('search type "missing" is not declared by any module');
    expect(() => r.searchTypeOf('form:x')).toThrow('search type "form:x" is not declared by any module');
    expect(r.declaresFileModule('notice')).toBe(false);
  });

  it('each app has its own: a transaction opened without one finds none', () => {
    expect(() => registryOf({})).toThrow('no module registry on this transaction');
  });
});
