import dayjs, { type Dayjs } from 'dayjs';

export type Range = [Dayjs, Dayjs];

/** The last 30 days including today. */
export const lastMonth = (): Range => [dayjs().subtract(29, 'day').startOf('day'), dayjs().endOf('day')];

export const rangeParams = (r: Range) => ({ beginDate: r[0].format('YYYY-MM-DD'), endDate: r[1].format('YYYY-MM-DD') });
