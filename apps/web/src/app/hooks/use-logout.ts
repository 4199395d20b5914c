import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logoutRequest } from '../../api/auth';
import { clearLogin, loginEntryPath } from '../store/session';

/** Logout: revoke on the server, clear local login (theme kept), go to the login entry. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logoutRequest();
    const target = loginEntryPath();
    clearLogin();
    navigate(target, { replace: true });
  }, [navigate]);
}
