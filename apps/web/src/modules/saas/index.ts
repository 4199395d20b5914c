// Public entry of the saas module: what other modules may use.
export { companyOf } from './api';
