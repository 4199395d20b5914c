import { describe, expect, it } from 'vitest';
import { placeRelative, sequence, SORT_STEP, toSortItems } from '../sort-order.js';

const items = (...pairs: [string, number][]) => pairs.map(([id, sort]) => ({ id, sort }));

describe('placeRelative (drag ordering)', () => {
  const group = items(['a', 10], ['b', 20], ['c', 30]);

  it('puts the source between the target and its previous sibling when dropped before', () => {
    expect(placeRelative(group, 'x', 'b', true)).toEqual({ sort: 15, renumbered: null });
  });

  it('puts the source between the target and its next sibling when dropped after', () => {
    expect(placeRelative(group, 'x', 'b', false)).toEqual({ sort: 25, renumbered: null });
  });

  it('goes one step below the first and above the last item at the ends', () => {
    expect(placeRelative(group, 'x', 'a', true).sort).toBe(10 - SORT_STEP);
    expect(placeRelative(group, 'x', 'c', false).sort).toBe(30 + SORT_STEP);
  });

  it('ignores the source itself among the siblings (moving within its own group)', () => {
    // a(10) b(20) c(30): move a after b → between b(20) and c(30).
    expect(placeRelative(group, 'a', 'b', false)).toEqual({ sort: 25, renumbered: null });
    // move c before a → below a.
    expect(placeRelative(group, 'c', 'a', true)).toEqual({ sort: 0, renumbered: null });
  });

  it('renumbers the group in steps of 10 when the neighbours leave no gap', () => {
    const tight = items(['a', 10], ['b', 11], ['c', 11]);
    const r = placeRelative(tight, 'x', 'b', false);
    expect(r.renumbered).toEqual(items(['a', 10], ['b', 20], ['x', 30], ['c', 40]));
    expect(r.sort).toBe(30);
    // Equal sorts collide too.
    const same = items(['a', 5], ['b', 5]);
    expect(placeRelative(same, 'x', 'b', true)).toEqual({ sort: 20, renumbered: items(['a', 10], ['x', 20], ['b', 30]) });
  });

  it('answers the first step for an otherwise empty group', () => {
    expect(placeRelative(items(['t', 99]), 'x', 't', true).sort).toBe(89);
    expect(() => placeRelative(items(['a', 1]), 'x', 'missing', true)).toThrow();
  });
});

describe('sequence and toSortItems', () => {
  it('numbers ids in order and passes explicit pairs through', () => {
    expect(sequence(['a', 'b', 'c'])).toEqual(items(['a', 10], ['b', 20], ['c', 30]));
    expect(toSortItems(['q', 'p'])).toEqual(items(['q', 10], ['p', 20]));
    expect(toSortItems(items(['q', 7]))).toEqual(items(['q', 7]));
    expect(toSortItems([])).toEqual([]);
  });
});
