// Public entry of the auth module: what other modules may use.
export { AuthService, normalizePhone, type SmsPurpose } from './auth.service.js';
