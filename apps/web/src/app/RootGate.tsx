import { useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RequireAuth } from './guard';
import { useLoginData } from './hooks/use-system';
import { lazyPage } from './lazy-page';
import { useSession } from './store/session';

// Both load on first use: the sign-in page must not download the shell, nor the shell the sign-in page.
const LoginPage = lazyPage(() => import('../modules/login/pages/LoginPage').then((m) => m.LoginPage), { areaTexts: false });
const HomeLayout = lazyPage(() => import('./layouts/HomeLayout').then((m) => m.HomeLayout), { areaTexts: false });

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
