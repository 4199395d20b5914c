import { describe, expect, it } from 'vitest';
import { groupByDay } from '../MyTracksPage';
import { chartOption } from '../FootprintManagementPage';

describe('footprint views', () => {
  it('groups footprints by local day, keeping their order', () => {
    const mk = (id: string, createdDate: string) => ({ id, type: 0, menuName: id, url: null, businessId: null, businessName: null, createdDate });
    const days = groupByDay([mk('a', '2026-11-22T10:00:00'), mk('b', '2026-11-22T08:00:00'), mk('c', '2026-11-21T23:00:00')]);
    expect(days.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([['2026-11-22', ['a', 'b']], ['2026-11-21', ['c']]]);
  });

  it('charts days as lines and other groupings as the top bars, biggest on top', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ key: `k${i}`, name: `菜单${i}`, visits: 20 - i, visitors: 1 }));
    const bars = chartOption('menu', rows, { visits: '访问次数', visitors: '访问人数' }) as { yAxis: { data: string[] }; series: { type: string }[] };
    expect(bars.yAxis.data).toHaveLength(15);
    expect(bars.yAxis.data.at(-1)).toBe('菜单0');
    expect(bars.series.map((s) => s.type)).toEqual(['bar', 'bar']);
    const line = chartOption('day', rows.slice(0, 3), { visits: 'v', visitors: 'u' }) as { series: { type: string }[] };
    expect(line.series.map((s) => s.type)).toEqual(['line', 'line']);
  });
});
