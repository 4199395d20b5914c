import { describe, expect, it } from 'vitest';
import type { TAttendanceDay } from '@ecms/shared';
import { monthSummary, purchaseDetailParams } from '../api';

const day = (date: string, status: TAttendanceDay['status'], extra: Partial<TAttendanceDay> = {}): TAttendanceDay => ({
  date, weekday: 1, dayKind: 'work', holidayName: null, signIn: null, signOut: null, status, statusName: '', lateMinutes: 0, earlyMinutes: 0,
  leaveType: null, leaveTypeName: null, tripDestination: null, ...extra,
});

describe('个人考勤 month totals', () => {
  it('counts working days only (a worked Saturday included), late and early by their minutes', () => {
    const s = monthSummary([
      day('2026-10-01', 'rest', { dayKind: 'holiday' }),
      day('2026-10-03', 'rest', { dayKind: 'rest', signIn: '2026-10-03T02:00:00Z' }),
      day('2026-10-05', 'normal'),
      day('2026-10-07', 'lateEarly', { lateMinutes: 20, earlyMinutes: 30 }),
      day('2026-10-08', 'missing', { lateMinutes: 3 }),
      day('2026-10-09', 'absent'),
      day('2026-10-10', 'normal', { dayKind: 'adjusted' }),
      day('2026-10-12', 'leave'),
      day('2026-10-15', 'trip'),
      day('2026-10-30', 'future'),
    ]);
    expect(s).toEqual({ workDays: 8, normal: 2, late: 2, early: 1, missing: 1, absent: 1, leave: 1, trip: 1 });
  });
});

describe('采购明细 filters', () => {
  it('sends only the filters that hold a value, the approval status as a number', () => {
    expect(purchaseDetailParams({ keyword: '纸', flowStatus: '3', receiveStatus: '', dateFrom: undefined, dateTo: null, other: 'x' }))
      .toEqual({ keyword: '纸', flowStatus: 3 });
    expect(purchaseDetailParams(undefined)).toEqual({});
  });
});
