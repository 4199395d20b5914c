// Public entry of the home module: what other modules may use.
export { WORK_QUERY_KEYS } from './work-lists';
