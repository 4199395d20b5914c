import type { noticeZh } from './notice-zh';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type NoticeLocale = DeepStrings<typeof noticeZh>;
