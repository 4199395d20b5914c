// Public entry of the system module: what other modules may use. Anything else is internal.
export { pgErrorOf } from './dept.service.js';
export { paramMap } from './param.service.js';
export { loadUserInfo, visibleMenus } from './user-info.service.js';
