import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { greetingKey } from '../../../utils/greeting';
import { groupFlows, toggleFavourite } from '../../../components/start-flow-model';
import { favouriteFlowsOf, type WfDefinitionItem } from '../../../api/wf-lists';
import { DEFAULT_PANEL_LAYOUT, layoutRows, normaliseLayout, PANEL_SLOTS, placeBlock, removeBlock } from '../panel-layout';
import { filterParams, flowLink, startFlowLink, WORK_LISTS, type WorkRow } from '../work-lists';
import { recentFunctions } from '../common-functions';
import type { Footmark } from '../../../api/footmark';

describe('greeting by hour', () => {
  it('says good evening in the small hours, good morning from 5', () => {
    expect(greetingKey(1)).toBe('home.greeting.evening');
    expect(greetingKey(0)).toBe('home.greeting.evening');
    expect(greetingKey(4)).toBe('home.greeting.evening');
    expect(greetingKey(5)).toBe('home.greeting.morning');
    expect(greetingKey(8)).toBe('home.greeting.morning');
    expect(greetingKey(12)).toBe('home.greeting.noon');
    expect(greetingKey(21)).toBe('home.greeting.evening');
  });
});

const def = (key: string, name: string, category: string | null, sort = 0): WfDefinitionItem => ({ id: `id-${key}`, key, name, category, sort, flowType: null, businessType: null });
const cats = [{ value: 'contract', label: '合同流程' }, { value: 'finance', label: '财务流程' }];

describe('start-flow dialog model', () => {
  const defs = [def('pay', '付款申请', 'finance', 2), def('c1', '收款合同标准流程', 'contract', 20), def('c0', '极简流程', 'contract', 10), def('x', '临时流程', 'nope')];

  it('groups by category in dictionary order, unknown categories last, flows by sort', () => {
    const g = groupFlows(defs, cats, { otherLabel: '其他流程' });
    expect(g.map((x) => x.label)).toEqual(['合同流程', '财务流程', '其他流程']);
    expect(g[0].flows.map((f) => f.key)).toEqual(['c0', 'c1']);
  });

  it('searches by name or key and keeps favourites only on the favourites tab', () => {
    expect(groupFlows(defs, cats, { search: '合同', otherLabel: '' }).flatMap((g) => g.flows.map((f) => f.key))).toEqual(['c1']);
    expect(groupFlows(defs, cats, { search: 'PAY', otherLabel: '' }).flatMap((g) => g.flows.map((f) => f.key))).toEqual(['pay']);
    expect(groupFlows(defs, cats, { favourites: ['pay'], otherLabel: '' }).flatMap((g) => g.flows.map((f) => f.key))).toEqual(['pay']);
    expect(groupFlows(defs, cats, { favourites: [], otherLabel: '' })).toEqual([]);
  });

  it('toggles a favourite and reads the saved list from the user config', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavourite(['a', 'b'], 'a')).toEqual(['b']);
    expect(favouriteFlowsOf({ flow_start_List: ['a', '', 3] })).toEqual(['a']);
    expect(favouriteFlowsOf({ flow_start_List: 'a, b' })).toEqual(['a', 'b']);
    expect(favouriteFlowsOf(null)).toEqual([]);
  });

  it('opens a new flow with procDefineId, addTab and name', () => {
    expect(startFlowLink({ id: 'd1', name: '付款 申请' })).toBe('/flowhandle/flow-business?procDefineId=d1&addTab=true&name=%E4%BB%98%E6%AC%BE+%E7%94%B3%E8%AF%B7');
  });
});

describe('panel layout', () => {
  it('falls back to the default for anything unreadable and keeps 8 slots', () => {
    expect(normaliseLayout(undefined)).toEqual(DEFAULT_PANEL_LAYOUT);
    expect(normaliseLayout('not json')).toEqual(DEFAULT_PANEL_LAYOUT);
    expect(DEFAULT_PANEL_LAYOUT.filter(Boolean).map((e) => e!.code)).toEqual(['todo', 'done', 'mine', 'reminders']);
    const l = normaliseLayout([{ code: 'bonus', title: '奖金' }, null, { code: 'bonus' }, { code: 'hack', morePath: 'javascript:1' }, { code: 'todo' }]);
    expect(l).toHaveLength(PANEL_SLOTS);
    expect(l.map((e) => e?.code ?? null)).toEqual(['bonus', null, null, null, 'todo', null, null, null]);
    expect(l[4]?.morePath).toBe('/main-page/toDoAll');
    expect(normaliseLayout(JSON.stringify([{ code: 'done' }]))[0]?.code).toBe('done');
  });

  it('places a block in the first empty slot or a chosen one, moving (swapping) a placed block', () => {
    let l = normaliseLayout([{ code: 'todo' }, null, { code: 'done' }]);
    l = placeBlock(l, 'bonus');
    expect(l.slice(0, 3).map((e) => e?.code ?? null)).toEqual(['todo', 'bonus', 'done']);
    l = placeBlock(l, 'done', 0);
    expect(l.slice(0, 3).map((e) => e?.code ?? null)).toEqual(['done', 'bonus', 'todo']);
    l = removeBlock(l, 1);
    expect(l[1]).toBeNull();
    const full = Array.from({ length: 8 }, () => normaliseLayout([{ code: 'todo' }])[0]);
    expect(placeBlock(full, 'bonus')).toBe(full);
  });

  it('lays out rows of two and skips rows with nothing in them', () => {
    const rows = layoutRows(normaliseLayout([null, { code: 'todo' }, null, null, { code: 'done' }]));
    expect(rows.map(([a, b]) => [a?.code ?? null, b?.code ?? null])).toEqual([[null, 'todo'], ['done', null]]);
  });
});

describe('work lists', () => {
  it('maps the filters to list conditions for task and flow lists', () => {
    const from = dayjs('2026-11-01T10:00:00');
    const to = dayjs('2026-11-03T09:00:00');
    const task = filterParams(WORK_LISTS.todo, { title: ' 合同 ', process: '极简', range: [from, to] });
    expect(task).toEqual({
      processName$like: '合同', procDefName$like: '极简',
      createdDate$between: [from.startOf('day').toISOString(), to.endOf('day').toISOString()],
    });
    expect(filterParams(WORK_LISTS.mine, { title: '报销', range: [null, to] })).toEqual({ name$like: '报销', startedDate$between: ['', to.endOf('day').toISOString()] });
    expect(filterParams(WORK_LISTS.finish, {})).toEqual({ status$ne: 'running' });
    expect(filterParams(WORK_LISTS.todo, { title: '   ' })).toEqual({});
  });

  it('opens a task with its task id and a flow with its instance id', () => {
    const task = { id: 't1', taskId: 't1', procInstId: 'p1', processName: '合同A', procDefName: '极简流程' } as WorkRow;
    expect(flowLink(task)).toBe(`/flowhandle/flow-business?procInstId=p1&taskId=t1&name=${encodeURIComponent('合同A')}`);
    const flow = { id: 'p2', name: 'B&C', procDefineName: 'x', status: 'running' } as WorkRow;
    expect(flowLink(flow)).toBe('/flowhandle/flow-business?procInstId=p2&name=B%26C');
  });

  it('routes every list once under /main-page', () => {
    expect(Object.values(WORK_LISTS).map((d) => d.path).sort()).toEqual(
      ['copy-all-list', 'finish', 'haveDoneAll', 'my-business-all', 'my-focus-all', 'myApplicationAll', 'toDoAll'].sort(),
    );
  });
});

describe('common functions', () => {
  const mark = (url: string | null, menuName: string, at: string): Footmark => ({ id: at, type: 0, menuName, url, businessId: null, businessName: null, createdDate: at });
  it('lists visited pages most recent first, once each, without the home page', () => {
    const out = recentFunctions([
      mark('/contract/list', '合同管理', '2026-11-01T08:00:00Z'),
      mark('/main-page', '首页', '2026-11-03T08:00:00Z'),
      mark('/sys-manager/user', '用户管理', '2026-11-02T08:00:00Z'),
      mark('/contract/list?id=1', '合同管理', '2026-11-02T09:00:00Z'),
      mark(null, '无地址', '2026-11-04T08:00:00Z'),
      mark('/flowhandle/flow-business?procInstId=1', '合同审批', '2026-11-04T09:00:00Z'),
    ]);
    expect(out.map((f) => f.menuName)).toEqual(['合同管理', '用户管理']);
    expect(out[0].url).toBe('/contract/list?id=1');
    expect(recentFunctions(Array.from({ length: 20 }, (_, i) => mark(`/p${i}`, `页${i}`, `2026-11-01T${String(i).padStart(2, '0')}:00:00Z`)))).toHaveLength(8);
  });
});
