import { useLocation } from 'react-router';
import { LoginPage } from '../modules/login/pages/LoginPage';
import { PageLoading } from '../components/PageLoading';
import { RequireAuth } from './guard';
import { useLoginData } from './hooks/use-system';
import { HomeLayout } from './layouts/HomeLayout';
import { useSession } from './store/session';

/** Everything under "/": the custom login path (param login.path) or the guarded home layout. */
export function RootGate() {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const loginData = useLoginData();
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (loginData.customPath && path === loginData.customPath) return <LoginPage variant="custom" />;
  if (!token && loginData.isPending) return <PageLoading fullscreen />;
  return (
    <RequireAuth>
      <HomeLayout />
    </RequireAuth>
  );
}
