/**
 * Business constants and limits shared by server and web
 * (spec 1-foundation §3, §5, §8, §9 and 3-finance-costdata-reports-sysadmin §5, §9).
 */

// ---------------------------------------------------------------------------
// Labelled option maps
// ---------------------------------------------------------------------------

/** One labelled value of an enumeration. */
export interface LabeledValue<V extends number | string = number | string> {
  readonly value: V;
  readonly label: string;
}

/** A `const` map of named labelled values, e.g. `BUSINESS_TYPE`. */
export type OptionMap = Readonly<Record<string, LabeledValue>>;

/** Union of the values of an option map, e.g. `ValueOf<typeof BUSINESS_TYPE>` = 1 | 2 | 3 | 4 | 5. */
export type ValueOf<T extends OptionMap> = T[keyof T]['value'];

/** The entries of an option map as a list (in declaration order), e.g. for a select. */
export function optionsOf<T extends OptionMap>(map: T): Array<T[keyof T]> {
  return Object.values(map) as Array<T[keyof T]>;
}

/**
 * The label of `value` in an option map; '' when unknown. Numeric strings match
 * numeric values ('1' finds value 1), since values often arrive as strings.
 */
export function labelOf(map: OptionMap, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const key = String(value);
  for (const entry of Object.values(map)) {
    if (String(entry.value) === key) return entry.label;
  }
  return '';
}

/** Contract business types (spec 1 §9, 3 §9). */
export const BUSINESS_TYPE = {
  COST_CONSULTING: { value: 1, label: '造价咨询' },
  BIDDING_AGENCY: { value: 2, label: '招标代理' },
  TRACKING_AUDIT: { value: 3, label: '跟踪审计' },
  ENGINEERING_CONSULTING: { value: 4, label: '工程咨询' },
  ASSET_EVALUATION: { value: 5, label: '资产评估' },
} as const;
export type BusinessType = ValueOf<typeof BUSINESS_TYPE>;

/** Flow types (spec 1 §9); `processCode` is the seeded flow definition each one starts. */
export const FLOW_TYPE = {
  STANDARD_RECEIVABLE_CONTRACT: { value: 1, label: '收款合同标准流程', processCode: 'contract_standard' },
  CUSTOM_1: { value: 2, label: '自定义流程1', processCode: 'contract_custom_1' },
  CUSTOM_2: { value: 3, label: '自定义流程2', processCode: 'contract_custom_2' },
  MINIMAL: { value: 4, label: '极简流程', processCode: 'contract_minimal' },
} as const;
export type FlowType = ValueOf<typeof FLOW_TYPE>;

/**
 * Message types (the {type} of /b/notice/msg/toReadNumber/{type} and setAllRead/{type}); the
 * spec does not list them (wording ours). ALL (0) in those paths means every type.
 */
export const MSG_TYPE = {
  FLOW: { value: 1, label: '流程提醒' },
  ANNOUNCEMENT: { value: 2, label: '通知公告' },
  SYSTEM: { value: 3, label: '系统消息' },
} as const;
export type MsgType = ValueOf<typeof MSG_TYPE>;
export const MSG_TYPE_ALL = 0;

/** Task types that are submitted directly, skipping the fast-forward check (spec 1 §4, §9). */
export const TASK_TYPES_SKIP_FAST_FORWARD = [4, 5, 7] as const;

/** Whether a task of this type skips the fast-forward check. */
export function skipsFastForward(taskType: number | string | null | undefined): boolean {
  if (taskType === null || taskType === undefined || taskType === '') return false;
  return (TASK_TYPES_SKIP_FAST_FORWARD as readonly number[]).includes(Number(taskType));
}

/** Commission purposes (spec 3 §9). */
export const COMMISSION_PURPOSE = {
  BUDGET_ESTIMATE_PREPARATION: { value: 1, label: '概算编制' },
  BUDGET_ESTIMATE_REVIEW: { value: 2, label: '概算审核' },
  BUDGET_PREPARATION: { value: 3, label: '预算编制' },
  BUDGET_REVIEW: { value: 4, label: '预算审核' },
  SETTLEMENT_REVIEW: { value: 5, label: '结算审核' },
} as const;
export type CommissionPurpose = ValueOf<typeof COMMISSION_PURPOSE>;

/**
 * Status of a business record that runs through approval (contracts, cost consultations); it
 * follows the record's flow (wording ours: the spec shows statuses without listing them).
 */
export const FLOW_RECORD_STATUS = {
  DRAFT: { value: 0, label: '草稿' },
  APPROVING: { value: 1, label: '审批中' },
  RETURNED: { value: 2, label: '已退回' },
  APPROVED: { value: 3, label: '已审批' },
  REJECTED: { value: 4, label: '已驳回' },
  WITHDRAWN: { value: 5, label: '已撤回' },
  TERMINATED: { value: 6, label: '已终止' },
} as const;
export type FlowRecordStatus = ValueOf<typeof FLOW_RECORD_STATUS>;

/** Member invoice types (spec 1 §4, 3 §9). */
export const INVOICE_TYPE = {
  ELECTRONIC_ORDINARY: { value: 1, label: '电子普通发票' },
  VAT_SPECIAL: { value: 2, label: '增值税专用发票' },
} as const;
export type InvoiceType = ValueOf<typeof INVOICE_TYPE>;

/** Invoice completion notice: about this many working days (spec 1 §9). */
export const INVOICE_COMPLETION_WORKING_DAYS = 7;

/** Task pass-on (transfer dialog) types (spec 1 §4, 3 §9). */
export const TRANSFER_TYPE = {
  /** Hand over (adjust): one recipient only. */
  HAND_OVER: { value: 1, label: '转办' },
  /** Forward / pass on: several recipients. */
  PASS_ON: { value: 2, label: '传阅' },
  /** Consult for opinion: several recipients. */
  CONSULT: { value: 3, label: '征询意见' },
} as const;
export type TransferType = ValueOf<typeof TRANSFER_TYPE>;

/** Next-node option types in the submit dialog (spec 1 §3, §4). */
export const NEXT_NODE_TYPE = {
  FORWARD: { value: 1, label: '提交' },
  SEND_BACK: { value: 2, label: '退回' },
} as const;

// ---------------------------------------------------------------------------
// Footprints
// ---------------------------------------------------------------------------

/**
 * Footprint type codes, derived (when the posted type is 0) from the first two
 * characters of the menu name (spec 1 §7, 3 §9). `prefix` is that two-character key.
 */
export const FOOTPRINT_TYPE = {
  BUSINESS: { value: 10, label: '业务', prefix: '业务' },
  OPPORTUNITY: { value: 20, label: '商机', prefix: '商机' },
  CONTRACT: { value: 30, label: '合同', prefix: '合同' },
  FULL_CONSULTING: { value: 40, label: '全过程咨询', prefix: '全过' },
  FINANCE: { value: 50, label: '财务', prefix: '财务' },
  PERSONNEL: { value: 60, label: '人事', prefix: '人事' },
  ADMINISTRATION: { value: 70, label: '行政', prefix: '行政' },
  STATISTICS: { value: 80, label: '统计', prefix: '统计' },
  SAFETY: { value: 90, label: '安全', prefix: '安全' },
  CONFIGURATION: { value: 100, label: '配置', prefix: '配置' },
} as const;
export type FootprintType = ValueOf<typeof FOOTPRINT_TYPE> | 0;

/** Footprint code from a menu name's first two characters; 0 when unknown. */
export function footprintTypeOf(menuName: string | null | undefined): FootprintType {
  if (!menuName) return 0;
  const head = Array.from(menuName.trim()).slice(0, 2).join('');
  for (const entry of Object.values(FOOTPRINT_TYPE)) {
    if (entry.prefix === head) return entry.value;
  }
  return 0;
}

// ---------------------------------------------------------------------------
// Work mode and panels
// ---------------------------------------------------------------------------

/** Work-mode "common functions" display options (spec 1 §9). */
export const COMMON_USE_OPTION = {
  HIDDEN: { value: 1, label: '不显示' },
  SYSTEM_DEFAULT: { value: 2, label: '系统默认' },
  RECENT_FIRST: { value: 3, label: '最近使用优先' },
  DEFAULT_PLUS_RECENT: { value: 4, label: '系统默认+最近使用' },
} as const;

/** Work-mode home function options (spec 1 §9). */
export const HOME_FUNCTION_OPTION = {
  TODO: { value: 1, label: '待办' },
  DONE: { value: 2, label: '已办' },
  MY_APPLICATIONS: { value: 3, label: '我的申请' },
  REMINDERS: { value: 4, label: '提醒' },
  BONUS: { value: 5, label: '奖金' },
} as const;

/**
 * Work-mode layout defaults (stored under STORAGE_KEYS.WORK_MODE_LAYOUT).
 * Field names follow the stored layout, including the original spelling `mainFunciton`.
 */
export const WORK_MODE_DEFAULTS = {
  commonUse: 1,
  mainFunciton: [1, 2, 3],
  showcheckedList: false,
  checkedList: [] as readonly number[],
  leftNav: [] as readonly string[],
  showleftNav: false,
} as const;

/** The stored work-mode layout (user config key STORAGE_KEYS.WORK_MODE_LAYOUT). */
export interface WorkModeLayout {
  commonUse: number;
  mainFunciton: number[];
  showcheckedList: boolean;
  checkedList: number[];
  /** Menu ids shown in the work-mode left column, in order. */
  leftNav: string[];
  showleftNav: boolean;
}

/**
 * Display mode (spec 1 §2.1, §2.6): normal shows tabs and the full menu; work mode follows the
 * layout above. Kept under its own user config key so that choosing normal mode never rewrites
 * the work-mode layout (spec 1 §4: the layout is saved except in normal mode).
 */
export const DISPLAY_MODE = { NORMAL: 'normal', WORK: 'work' } as const;
export type DisplayMode = (typeof DISPLAY_MODE)[keyof typeof DISPLAY_MODE];
export const DISPLAY_MODE_KEY = 'ecms_displayMode';

/** Panel management grid (spec 3 §9): 8 slots in 2 columns. */
export const PANEL_GRID = { SLOTS: 8, COLUMNS: 2 } as const;

// ---------------------------------------------------------------------------
// Paging, timeouts, durations, layout
// ---------------------------------------------------------------------------

export const PAGE_SIZE = {
  DEFAULT: 50,
  OPTIONS: [50, 100, 150],
  DOC_NUMBER_DEFAULT: 20,
  DOC_NUMBER_OPTIONS: [20, 50, 100],
  GLOBAL_SEARCH: 10,
  PROJECT_SEARCH: 20,
  /** Rows requested when querying all participants. */
  PARTICIPANT_QUERY_ROWS: 999999999,
} as const;

/** Request timeouts in milliseconds. */
export const TIMEOUT_MS = {
  REQUEST: 300000,
  START_CHECK: 1800000,
  PROJECT_ANALYSIS: 600000,
} as const;

/** Toast / notification / polling durations. Values ending in `_S` are seconds, `_MS` milliseconds. */
export const DURATION = {
  ERROR_TOAST_S: 5,
  BUSINESS_ERROR_TOAST_S: 10,
  PERSON_PICKER_ERROR_S: 15,
  REALTIME_NOTIFICATION_S: 20,
  GLOBAL_NOTIFICATION_MS: 2000,
  GLOBAL_NOTIFICATION_OFFSET: 40,
  LOGIN_REDIRECT_DELAY_S: 2,
  ONLINE_POLL_S: 10,
  CRASH_MARKER_S: 1,
  MENU_HOVER_CLOSE_S: 2,
  SUBMENU_HOVER_CLOSE_S: 0.5,
} as const;

/** Layout limits (spec 1 §9, 3 §9). */
export const LAYOUT = {
  BADGE_OVERFLOW: 9999,
  MOBILE_BREAKPOINT: 1024,
  LEFT_NAV_WIDTH_NARROW: 84,
  LEFT_NAV_WIDTH_WIDE: 120,
  CONTEXT_MENU_WIDTH: 105,
  TOOLTIP_Z_INDEX: 3000,
  DIALOG_WIDTH_LARGE: 1200,
  DIALOG_WIDTH_TASK_PICKER: 800,
  MODAL_BODY_VIEWPORT_RATIO: 0.7,
  PERSON_PICKER_HEIGHT_RATIO: 0.8,
  HEADER_HEIGHT: 46,
  ELLIPSIS_LENGTH: 25,
} as const;

/** Recent ranges offered by date pickers, in days (0 = today). */
export const DATE_RANGE_PRESETS_DAYS = [0, 7, 30, 90] as const;

/** Display formats (dayjs tokens). */
export const DATE_FORMAT = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm',
  datetimeSeconds: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
  /** Default date format of Excel imports. */
  import: 'YYYY/MM/DD',
} as const;
export type DateFormatKind = Exclude<keyof typeof DATE_FORMAT, 'import'>;

/** Input limits (spec 1 §5, 3 §9). */
export const INPUT_LIMITS = {
  CAPTCHA_MIN_LENGTH: 5,
  CAPTCHA_MAX_LENGTH: 7,
  PASSWORD_MIN_LENGTH: 8,
  TEMPERATURE_MIN: -300,
  TEMPERATURE_MAX: 300,
  NUMBER_STEP: 0.01,
} as const;

// ---------------------------------------------------------------------------
// Theme, language, storage, response codes
// ---------------------------------------------------------------------------

/** The 8 theme colours; the first is the default (拂晓蓝). */
export const THEME_COLORS = [
  { name: '拂晓蓝', value: '#097fd6' },
  { name: '薄暮', value: '#f5222d' },
  { name: '火山', value: '#fa541c' },
  { name: '日暮', value: '#faad14' },
  { name: '明青', value: '#13c2c2' },
  { name: '极光绿', value: '#52c41a' },
  { name: '极客蓝', value: '#2f54eb' },
  { name: '酱紫', value: '#722ed1' },
] as const;
export const DEFAULT_THEME_COLOR = THEME_COLORS[0].value;

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Component size setting default. */
export const DEFAULT_SIZE = 'medium';

export const STORAGE_KEYS = {
  /** Auth token; read from session storage, then local storage, then cookie; written to all three. */
  AUTH_TOKEN: 'AuthToken',
  WORK_MODE_LAYOUT: 'ecms_workMode_layout',
  PANEL_LAYOUT: 'ecms_panelManagement_layout',
} as const;

/** Response envelope codes (spec 1 §8). */
export const RESPONSE_CODE = {
  SUCCESS: 1000,
  /** Passes through without an error toast. */
  PASS: 303,
} as const;

/** Online-users filter values (spec 1 §4). */
export const ONLINE_FILTER = ['all', 'online', 'offline'] as const;

// ---------------------------------------------------------------------------
// Messages (spec 1 §5, §8; spec 3 §5, §8)
// ---------------------------------------------------------------------------

/**
 * User-facing messages. Chinese strings are verbatim from the spec, except those
 * marked "(wording ours)" where the spec names a message without quoting it.
 */
export const MESSAGES = {
  // Response handling / session
  LOGGED_OUT: '您已被登出，即将重新登录！',
  TIMEOUT: '请求超时',
  SERVER_UNAVAILABLE: '服务器正在维护或网络不可用，请稍后再试~',
  VERIFICATION_FAILED: 'Verification failed, please login again',
  ROLES_REQUIRED: 'roles must be a non-null array',

  // Data / submit
  FETCH_FAILED: '获取数据失败',
  SUBMIT_FAILED: '提交失败',
  SUBMIT_OK: '提交成功',
  SUBMIT_OK_EXCLAIM: '提交成功！',
  TASK_MISSING: '审核任务不存在！',
  PROCESS_MISSING: '审核流程不存在！',

  // Success texts
  SAVE_OK: '保存成功',
  SET_OK: '设置成功',
  PASSWORD_CHANGED: '恭喜，修改密码成功',
  ADD_OK: '成功添加',
  DELETE_OK: '删除成功',
  DELETE_OK_EXCLAIM: '删除成功！',
  DELETED: '成功删除',
  SELECT_OK: '选择成功！',
  SELECTED: '成功选择',
  READ_OK: '读取成功!',
  IMPORT_OK: '导入成功!',
  SWITCH_SIZE_OK: 'Switch Size Success',
  SWITCH_LANGUAGE_OK: 'Switch Language Success',
  THEME_UPDATE_FAILED: 'Failed to update theme',
  THEME_CHANGE_OK: '换肤成功', // (wording ours)
  FAVOURITE_OK: '收藏成功', // (wording ours)
  CANCEL_OK: '取消成功', // (wording ours)
  CONFIRM_OK: '确认成功', // (wording ours) after a message is read

  // Warnings / confirmations
  AI_NOT_CONFIGURED: '该功能为付费功能，请联系项目经理开通', // (wording ours)
  FULLSCREEN_UNSUPPORTED: '您的浏览器不支持全屏', // (wording ours)
  CONFIRM_DELETE: '确认删除吗？', // (wording ours)
  CONFIRM: '确定',
  CANCEL: '取消',
  PLEASE_INPUT: '请输入',

  // Password change
  OLD_PASSWORD_REQUIRED: '请输入原密码',
  NEW_PASSWORD_REQUIRED: '请输入新密码',
  REPEAT_PASSWORD_REQUIRED: '请再次输入新密码',
  PASSWORD_RULE: '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
  PASSWORD_EMPTY: '密码不能为空',
  PASSWORD_MISMATCH: '两次输入密码不一致',
  CAPTCHA_REQUIRED: '请图形验证码',
  CAPTCHA_LENGTH: '输入6个数字验证码',

  // Login / SMS (wording ours)
  USERNAME_REQUIRED: '请输入用户名',
  PASSWORD_REQUIRED: '请输入密码',
  PHONE_REQUIRED: '请输入手机号码',
  PHONE_INVALID: '请输入正确的手机号码',

  // Member and invoices
  MEMBER_NAME_REQUIRED: '会员姓名不能为空！',
  INVOICE_PERSON_NAME_REQUIRED: '请输入姓名!',
  INVOICE_ENTERPRISE_NAME_REQUIRED: '请输入企业名称!',
  INVOICE_HONESTY_CODE_REQUIRED: '请输入社会信用识别号!',
  INVOICE_EMAIL_REQUIRED: '请输入邮箱!',
  INVOICE_COMPANY_NAME_REQUIRED: '请输入单位名称!',
  INVOICE_REGISTERED_ADDRESS_REQUIRED: '请输入工商注册地址!',
  INVOICE_PHONE_REQUIRED: '请输入电话号码!',
  INVOICE_BANK_REQUIRED: '请输入开户银行!',
  INVOICE_BANK_ACCOUNT_REQUIRED: '请输入银行账户!',
  INVOICE_RECEIVER_REQUIRED: '请输入收件人!',
  INVOICE_RECEIVE_ADDRESS_REQUIRED: '请输入发票收件地址!',
  CREDIT_CODE_CHECK_WARNING: '统一社会信用代码校验位不正确，请核对', // (wording ours)

  // Pickers, flow, transfer
  PERSON_REQUIRED: '请选中一个人员',
  NEXT_NODE_REQUIRED: '请选择要提交的下一流程节点！',
  TRANSFER_TOPIC_REQUIRED: '请输入主题', // (wording ours)
  TRANSFER_RECIPIENT_REQUIRED: '请选择接收人', // (wording ours)
  TRANSFER_REMARK_REQUIRED: '请输入备注', // (wording ours)

  // Files, imports, selections, formats
  NOTHING_TO_UPLOAD: '没有要上传的文件。',
  IMPORT_FILE_FIRST: '请先导入读取文件!',
  DATA_SOURCE_REQUIRED: '请选择数据源!',
  SELECT_ONE_RECORD: '请选择一条记录！',
  SELECT_AT_LEAST_ONE: '请至少选择一条记录！',
  INVALID_FORMAT: '非法格式',

  // Contract and cost-consultation creation (spec 2 §5)
  FLOW_TYPE_REQUIRED: '请选择流程类型!',
  CONTRACT_NAME_REQUIRED: '请输入合同名称!',
  BUSINESS_NAME_REQUIRED: '请输入业务名称!',
  BUSINESS_TYPE_REQUIRED: '请选择业务类型!',
  COMMISSION_PURPOSE_REQUIRED: '请选择委托目的!',
  RECORD_MISSING: '记录不存在或无权查看', // (wording ours)
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Dynamic required-rule message: the label followed by "cannot be empty". */
export function requiredMessage(label: string): string {
  return `${label}不能为空`;
}
