import { defineWebModule } from '../../app/module';
import { LoginPage } from './pages/LoginPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { QrConfirmPage } from './pages/QrConfirmPage';
import { CasPage } from './pages/CasPage';
import { RegisterPage } from './pages/RegisterPage';

/** Sign-in pages, outside the shell. */
export const loginModule = defineWebModule({
  name: 'login',
  standalone: [
    { path: '/login', element: <LoginPage variant="default" /> },
    { path: '/saasLogin', element: <LoginPage variant="saas" /> },
    { path: '/login/reset-password', element: <ResetPasswordPage /> },
    { path: '/login/register', element: <RegisterPage /> },
    { path: '/login/qr-confirm', element: <QrConfirmPage /> },
    { path: '/cas', element: <CasPage /> },
  ],
});
