// Public entry of the notice module: what other modules may use.
export { queryMessages, type MessageRow } from './api';
export { useJobProgress } from './use-job-progress';
