import type { ParamSeed } from '../../platform/module.js';

/*
 * Seeded rows of the shell area, declared by shell.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

/** System parameters of this area (values are strings; see ParamSeed). */
export const SHELL_PARAMS: ParamSeed[] = [
  { key: 'ydccs.server.url', value: '', name: '客服平台地址', isPublic: false, category: 'business', remark: '外部客户服务站点地址（/b/ydccs/login 换取令牌后跳转）' },
];
