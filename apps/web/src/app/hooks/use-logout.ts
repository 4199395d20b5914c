import { useCallback } from 'react';
import { logoutRequest } from '../../api/auth';
import { clearLogin } from '../store/session';

/**
 * End the session on the client: clear the local login (theme kept); the route guard then sends
 * the user to the login entry (custom path / saasLogin / login) without a redirect query.
 */
export function useEndSession() {
  return useCallback(() => clearLogin({ ended: true }), []);
}

/** Logout: revoke on the server, then end the local session (spec §2.2). */
export function useLogout() {
  const endSession = useEndSession();
  return useCallback(async () => {
    await logoutRequest();
    endSession();
  }, [endSession]);
}
