/** Shell calls (spec 1 §1, §2.6, §7): work mode and the hand-off to the customer-service site. */
import { z } from 'zod';
import { DISPLAY_MODE } from '../constants.js';
import { defineCall } from './define.js';

/** The left column is a short list of shortcuts, not a second menu tree. */
export const WORK_MODE_LEFT_NAV_MAX = 30;
const ZMenuId = z.string().min(1).max(64);

/** The stored layout filled with the spec's defaults (constants WorkModeLayout). */
export const ZWorkModeState = z.object({
  mode: z.enum([DISPLAY_MODE.NORMAL, DISPLAY_MODE.WORK]),
  layout: z.object({
    commonUse: z.number(),
    mainFunciton: z.array(z.number()),
    showcheckedList: z.boolean(),
    checkedList: z.array(z.number()),
    leftNav: z.array(z.string()),
    showleftNav: z.boolean(),
  }),
});

/** A menu of the work-mode left column. */
export const ZWorkMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  url: z.string().nullable(),
  href: z.string().nullable(),
  openType: z.number(),
  permission: z.string().nullable(),
  icon: z.string().nullable(),
});

export const ZWorkMenuBody = z.object({
  ids: z.array(ZMenuId).max(WORK_MODE_LEFT_NAV_MAX, `左侧栏最多选择${WORK_MODE_LEFT_NAV_MAX}个菜单`),
});

/** A short-lived signed hand-off token (HS256, never the session token) and the site's address. */
export const ZYdccsLogin = z.object({ token: z.string(), url: z.string(), expiresIn: z.number() });

const tags = ['shell'];
export const shellApi = {
  getWorkMode: defineCall({
    method: 'GET', path: '/a/bd/workMode/getWorkMode', tags, summary: '工作模式：显示模式与布局（未设置时为默认值）', data: ZWorkModeState,
  }),
  workMenu: defineCall({
    method: 'POST', path: '/a/bd/workMode/workMenu', tags, summary: '工作模式左侧栏菜单（按 ids 顺序，仅本人可访问的菜单）',
    body: ZWorkMenuBody, data: z.array(ZWorkMenuItem),
  }),
  ydccsLogin: defineCall({
    method: 'POST', path: '/b/ydccs/login', tags, summary: '客服平台登录：返回短时有效的签名令牌（HS256，非会话令牌）与平台地址',
    data: ZYdccsLogin,
  }),
};

export type TWorkModeState = z.input<typeof ZWorkModeState>;
export type TWorkMenuItem = z.input<typeof ZWorkMenuItem>;
export type TYdccsLogin = z.input<typeof ZYdccsLogin>;
