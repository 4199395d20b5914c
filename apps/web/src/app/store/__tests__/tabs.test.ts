// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it } from 'vitest';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, homeTab, upsertTab, type TabItem } from '../tabs';

const tab = (key: string): TabItem => ({ key, fullPath: key, title: key, closable: true });
const list = [homeTab(), tab('/a'), tab('/b'), tab('/c')];
const keys = (l: TabItem[]) => l.map((t) => t.key);

describe('tab operations (spec §2.1)', () => {
  it('closing the active tab goes to its left neighbour', () => {
    const { tabs, next } = closeTab(list, '/b', '/b');
    expect(keys(tabs)).toEqual(['/main-page', '/a', '/c']);
    expect(next?.key).toBe('/a');
  });

  it('closing the first closable active tab goes to the home tab on its left', () => {
    expect(closeTab(list, '/a', '/a').next?.key).toBe('/main-page');
  });

  it('closing an inactive tab keeps the active one', () => {
    const { tabs, next } = closeTab(list, '/c', '/a');
    expect(keys(tabs)).toEqual(['/main-page', '/a', '/b']);
    expect(next).toBeNull();
  });

  it('the home tab cannot be closed', () => {
    expect(keys(closeTab(list, '/main-page', '/main-page').tabs)).toEqual(keys(list));
    expect(keys(closeAll(list))).toEqual(['/main-page']);
  });

  it('close left / right / others', () => {
    expect(keys(closeLeft(list, '/b'))).toEqual(['/main-page', '/b', '/c']);
    expect(keys(closeRight(list, '/a'))).toEqual(['/main-page', '/a']);
    expect(keys(closeOthers(list, '/b'))).toEqual(['/main-page', '/b']);
  });

  it('upsert adds once and refreshes the path and title of an existing tab', () => {
    const added = upsertTab(list, tab('/d'));
    expect(keys(added)).toEqual(['/main-page', '/a', '/b', '/c', '/d']);
    const updated = upsertTab(added, { ...tab('/a'), fullPath: '/a?x=1', title: 'A' });
    expect(updated).toHaveLength(5);
    expect(updated[1]).toMatchObject({ fullPath: '/a?x=1', title: 'A' });
  });
});
