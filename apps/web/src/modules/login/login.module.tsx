import { defineWebModule } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

// the sign-in form's texts are in the entry (locales/zh.ts); the other pages here load the areas' texts
const LoginPage = lazyPage(() => import('./pages/LoginPage').then((m) => m.LoginPage), { areaTexts: false });
const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const QrConfirmPage = lazyPage(() => import('./pages/QrConfirmPage').then((m) => m.QrConfirmPage));
const CasPage = lazyPage(() => import('./pages/CasPage').then((m) => m.CasPage));
const RegisterPage = lazyPage(() => import('./pages/RegisterPage').then((m) => m.RegisterPage));

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
