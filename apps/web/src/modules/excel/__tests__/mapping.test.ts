import { describe, expect, it } from 'vitest';
import { assignColumn, columnOf, unmappedRequired } from '../mapping';

describe('column mapping rules (spec 3 §4)', () => {
  it('clears a field from its other column when it is given to a new one', () => {
    const maps = { 0: 'loginName', 1: 'name', 2: 'phone' };
    expect(assignColumn(maps, 2, 'name')).toEqual({ 0: 'loginName', 2: 'name' });
    expect(columnOf(assignColumn(maps, 2, 'name'), 'name')).toBe(2);
    expect(columnOf(assignColumn(maps, 2, 'name'), 'phone')).toBe(-1);
  });
  it('clears a column when its field is removed, and lists required fields left without a column', () => {
    const maps = assignColumn({ 0: 'loginName', 1: 'name' }, 1, undefined);
    expect(maps).toEqual({ 0: 'loginName' });
    expect(unmappedRequired(maps, [
      { key: 'loginName', name: '登录名', required: true }, { key: 'name', name: '姓名', required: true }, { key: 'phone', name: '手机号', required: false },
    ])).toEqual(['姓名']);
  });
});
