/**
 * System parameters (sys_param). Keys read by the client are listed in spec 1 §3 and
 * spec 3 §3/§9; the remaining keys are platform settings of this implementation.
 *
 * Values are strings; the client turns 'true' / 'false' into booleans.
 * `isPublic` marks what the login page needs before sign-in (served by
 * GET /share/param/paramList without a token).
 * `category` selects the tab of /sys-manager/system-params-manage/{basic|custom|business}.
 */

export interface ParamSeed { key: string; value: string; name: string; isPublic: boolean; category: 'basic' | 'custom' | 'business'; remark?: string }

/** Allowed upload suffixes (lower case, comma separated, no dots). */
const FILE_SUFFIXES = [
  // documents
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'wps', 'et', 'ofd', 'csv',
  // images
  'jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp',
  // drawings and cost files
  'dwg', 'dxf', 'gcfx', 'gbq6', 'gpb6', 'gtj', 'xml',
  // archives and media
  'zip', 'rar', '7z', 'mp4',
].join(',');

export const PARAMS: ParamSeed[] = [
  // ---- basic: shell and login page ----------------------------------------
  { key: 'sys.name', value: '工程咨询企业协同办公系统', name: '系统名称', isPublic: true, category: 'basic', remark: '页眉、登录页和浏览器标题显示的系统名称' },
  { key: 'sys.logo', value: '', name: '系统Logo', isPublic: true, category: 'basic', remark: 'Logo 图片地址；为空时页眉显示系统名称' },
  { key: 'sys.copyright', value: 'Copyright © 2026 ECMS 工程咨询企业管理平台', name: '版权信息', isPublic: true, category: 'basic', remark: '页脚显示的版权文字' },
  { key: 'login.path', value: '', name: '自定义登录路径', isPublic: true, category: 'basic', remark: '如 /hjzx-login；为空时使用 /login，退出登录也跳转到此路径' },
  { key: 'login.captcha', value: 'true', name: '启用图形验证码', isPublic: true, category: 'basic', remark: '账号密码登录时是否需要图形验证码' },
  { key: 'login.sms', value: 'true', name: '启用短信登录', isPublic: true, category: 'basic', remark: '登录页是否显示手机验证码登录' },
  { key: 'login.qr', value: 'true', name: '启用扫码登录', isPublic: true, category: 'basic', remark: '登录页是否显示二维码登录' },
  { key: 'cas.login', value: 'false', name: '启用CAS单点登录', isPublic: true, category: 'basic', remark: '为 true 时登录跳转到 CAS 统一认证' },
  { key: 'cas.server.url', value: '', name: 'CAS服务器地址', isPublic: true, category: 'basic', remark: 'CAS 统一认证服务器根地址，如 https://cas.example.com/cas；登录页跳转到其 /login，票据经 /api/login/sso/userinfo 校验' },
  { key: 'cost.login', value: 'false', name: '启用造价会员登录', isPublic: true, category: 'basic', remark: '为 true 时启用造价会员（cost-manager-login）登录入口' },
  { key: 'isSaas', value: 'false', name: 'SaaS多租户模式', isPublic: true, category: 'basic', remark: '为 true 时使用 /saasLogin 登录，按企业显示 Logo' },
  { key: 'password.expireDays', value: '0', name: '密码有效期（天）', isPublic: false, category: 'basic', remark: '超过天数须修改密码；0 表示永不过期' },
  { key: 'session.idleMinutes', value: '120', name: '会话空闲超时（分钟）', isPublic: false, category: 'basic', remark: '无操作超过该时间后需重新登录' },
  { key: 'file.suffix', value: FILE_SUFFIXES, name: '允许上传的文件后缀', isPublic: false, category: 'basic', remark: '小写、逗号分隔、不带点' },
  { key: 'upload.maxSizeMB', value: '100', name: '单个文件大小上限（MB）', isPublic: false, category: 'basic' },

  // ---- custom: deployment-specific switches --------------------------------
  { key: 'isPrivate', value: 'true', name: '私有化部署', isPublic: false, category: 'custom', remark: '为 true 表示私有化部署（不连接公有云服务）' },
  { key: 'aiConfig', value: '', name: 'AI助手配置', isPublic: false, category: 'custom', remark: '付费功能；为空时提示联系项目经理开通' },

  // ---- business: industry wording and integrations ------------------------
  { key: 'ProjectCostIndustryName', value: '工程造价,造价咨询', name: '造价行业名称', isPublic: true, category: 'business', remark: '逗号分隔两段，界面使用第二段' },
  { key: 'wise.costcloud.url', value: '', name: '造价云地址', isPublic: false, category: 'business', remark: '造价云跳转地址（/to-costcloud-loading-page 使用）' },
  { key: 'ydccs.server.url', value: '', name: '客服平台地址', isPublic: false, category: 'business', remark: '外部客户服务站点地址（/b/ydccs/login 换取令牌后跳转）' },
];
