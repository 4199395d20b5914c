import type { LoginKeys } from './platform/auth/keys.js';
import type { SessionPolicy } from './platform/auth/session.js';
import type { SmsProvider } from './platform/auth/sms.js';

/** Process-wide collaborators routes and services reach through `app.services`. */
export interface Services {
  keys: LoginKeys;
  sms: SmsProvider;
  policy: SessionPolicy;
}
