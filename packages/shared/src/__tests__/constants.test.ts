import { describe, it, expect } from 'vitest';
import {
  BUSINESS_TYPE,
  COMMISSION_PURPOSE,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME_COLOR,
  DURATION,
  FLOW_TYPE,
  FOOTPRINT_TYPE,
  INVOICE_TYPE,
  LANGUAGES,
  LAYOUT,
  MESSAGES,
  PAGE_SIZE,
  RESPONSE_CODE,
  STORAGE_KEYS,
  THEME_COLORS,
  TIMEOUT_MS,
  TRANSFER_TYPE,
  WORK_MODE_DEFAULTS,
  footprintTypeOf,
  labelOf,
  optionsOf,
  requiredMessage,
  skipsFastForward,
} from '../index.js';

describe('option maps', () => {
  it('business types 1..5 with Chinese labels', () => {
    expect(optionsOf(BUSINESS_TYPE).map((o) => [o.value, o.label])).toEqual([
      [1, '造价咨询'],
      [2, '招标代理'],
      [3, '跟踪审计'],
      [4, '工程咨询'],
      [5, '资产评估'],
    ]);
  });

  it('flow types 1..4', () => {
    expect(labelOf(FLOW_TYPE, 1)).toBe('收款合同标准流程');
    expect(labelOf(FLOW_TYPE, 2)).toBe('自定义流程1');
    expect(labelOf(FLOW_TYPE, 3)).toBe('自定义流程2');
    expect(labelOf(FLOW_TYPE, 4)).toBe('极简流程');
  });

  it('labelOf accepts numeric strings and returns empty for unknown values', () => {
    expect(labelOf(BUSINESS_TYPE, '2')).toBe('招标代理');
    expect(labelOf(BUSINESS_TYPE, 9)).toBe('');
    expect(labelOf(BUSINESS_TYPE, null)).toBe('');
    expect(labelOf(BUSINESS_TYPE, '')).toBe('');
  });

  it('invoice, transfer and commission purpose types', () => {
    expect(INVOICE_TYPE.ELECTRONIC_ORDINARY).toEqual({ value: 1, label: '电子普通发票' });
    expect(INVOICE_TYPE.VAT_SPECIAL).toEqual({ value: 2, label: '增值税专用发票' });
    expect(optionsOf(TRANSFER_TYPE).map((o) => o.value)).toEqual([1, 2, 3]);
    expect(optionsOf(COMMISSION_PURPOSE).map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(labelOf(COMMISSION_PURPOSE, 5)).toBe('结算审核');
  });

  it('task types 4, 5, 7 skip fast-forward', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => skipsFastForward(t))).toEqual([4, 5, 7]);
    expect(skipsFastForward('5')).toBe(true);
    expect(skipsFastForward(null)).toBe(false);
    expect(skipsFastForward('')).toBe(false);
  });
});

describe('footprintTypeOf', () => {
  it('maps the first two characters of the menu name', () => {
    expect(footprintTypeOf('业务管理')).toBe(10);
    expect(footprintTypeOf('商机登记')).toBe(20);
    expect(footprintTypeOf('合同台账')).toBe(30);
    expect(footprintTypeOf('全过程咨询项目')).toBe(40);
    expect(footprintTypeOf('财务报销')).toBe(50);
    expect(footprintTypeOf('人事档案')).toBe(60);
    expect(footprintTypeOf('行政用章')).toBe(70);
    expect(footprintTypeOf('统计报表')).toBe(80);
    expect(footprintTypeOf('安全检查')).toBe(90);
    expect(footprintTypeOf('配置中心')).toBe(100);
  });

  it('every code has a distinct two-character prefix', () => {
    const prefixes = optionsOf(FOOTPRINT_TYPE).map((o) => o.prefix);
    expect(prefixes.every((p) => Array.from(p).length === 2)).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('returns 0 when unknown or empty', () => {
    expect(footprintTypeOf('系统管理')).toBe(0);
    expect(footprintTypeOf('业')).toBe(0);
    expect(footprintTypeOf('')).toBe(0);
    expect(footprintTypeOf(null)).toBe(0);
    expect(footprintTypeOf(undefined)).toBe(0);
  });
});

describe('limits and settings', () => {
  it('page sizes', () => {
    expect(PAGE_SIZE.DEFAULT).toBe(50);
    expect(PAGE_SIZE.OPTIONS).toEqual([50, 100, 150]);
    expect(PAGE_SIZE.DOC_NUMBER_DEFAULT).toBe(20);
    expect(PAGE_SIZE.DOC_NUMBER_OPTIONS).toEqual([20, 50, 100]);
    expect(PAGE_SIZE.GLOBAL_SEARCH).toBe(10);
    expect(PAGE_SIZE.PROJECT_SEARCH).toBe(20);
  });

  it('timeouts and durations', () => {
    expect(TIMEOUT_MS).toEqual({ REQUEST: 300000, START_CHECK: 1800000, PROJECT_ANALYSIS: 600000 });
    expect(DURATION.ERROR_TOAST_S).toBe(5);
    expect(DURATION.BUSINESS_ERROR_TOAST_S).toBe(10);
    expect(DURATION.PERSON_PICKER_ERROR_S).toBe(15);
    expect(DURATION.REALTIME_NOTIFICATION_S).toBe(20);
    expect(DURATION.GLOBAL_NOTIFICATION_MS).toBe(2000);
    expect(DURATION.GLOBAL_NOTIFICATION_OFFSET).toBe(40);
    expect(DURATION.LOGIN_REDIRECT_DELAY_S).toBe(2);
    expect(DURATION.ONLINE_POLL_S).toBe(10);
    expect(DURATION.CRASH_MARKER_S).toBe(1);
  });

  it('layout', () => {
    expect(LAYOUT.BADGE_OVERFLOW).toBe(9999);
    expect(LAYOUT.MOBILE_BREAKPOINT).toBe(1024);
    expect([LAYOUT.LEFT_NAV_WIDTH_NARROW, LAYOUT.LEFT_NAV_WIDTH_WIDE]).toEqual([84, 120]);
  });

  it('theme colours: 8 distinct, default 拂晓蓝 #097fd6', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0]).toEqual({ name: '拂晓蓝', value: '#097fd6' });
    expect(DEFAULT_THEME_COLOR).toBe('#097fd6');
    expect(new Set(THEME_COLORS.map((c) => c.value)).size).toBe(8);
    expect(THEME_COLORS.every((c) => /^#[0-9a-f]{6}$/.test(c.value))).toBe(true);
  });

  it('languages, storage keys, response codes, work mode', () => {
    expect(LANGUAGES).toEqual(['zh', 'en', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('zh');
    expect(STORAGE_KEYS).toEqual({
      AUTH_TOKEN: 'AuthToken',
      WORK_MODE_LAYOUT: 'ecms_workMode_layout',
      PANEL_LAYOUT: 'ecms_panelManagement_layout',
    });
    expect(RESPONSE_CODE).toEqual({ SUCCESS: 1000, PASS: 303 });
    expect(WORK_MODE_DEFAULTS.commonUse).toBe(1);
    expect(WORK_MODE_DEFAULTS.mainFunciton).toEqual([1, 2, 3]);
    expect(WORK_MODE_DEFAULTS.showleftNav).toBe(false);
  });

  it('messages verbatim from the spec', () => {
    expect(MESSAGES.LOGGED_OUT).toBe('您已被登出，即将重新登录！');
    expect(MESSAGES.TIMEOUT).toBe('请求超时');
    expect(MESSAGES.SERVER_UNAVAILABLE).toBe('服务器正在维护或网络不可用，请稍后再试~');
    expect(MESSAGES.PASSWORD_RULE).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    expect(MESSAGES.NEXT_NODE_REQUIRED).toBe('请选择要提交的下一流程节点！');
    expect(MESSAGES.NOTHING_TO_UPLOAD).toBe('没有要上传的文件。');
    expect(requiredMessage('项目名称')).toBe('项目名称不能为空');
  });
});
