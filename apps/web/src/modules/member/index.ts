// Public entry of the member module: what other modules may use.
export { LEVELS_KEY, queryLevels, registerMember, sendRegisterSms } from './api';
