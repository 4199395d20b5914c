import dayjs from 'dayjs';

/** Table time cells: 2026-01-02 15:04, or '-' when empty. */
export const formatTime = (v: unknown): string => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '-');
