import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CheckCircleFilled, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGS } from '../../../locales/i18n';
import { useSettings, type Lang } from '../../../app/store/settings';
import { useApp } from '../../../components/use-app';

// antd's Dropdown and Menu load when the language button is first pointed at, focused or
// pressed, not with the sign-in page (issue 14: sign-in ≤ 200 KB gz of JS).
const LangDropdown = lazy(() => import('./LangDropdown').then((m) => ({ default: m.LangDropdown })));

export interface LoginShellProps {
  sysName: string;
  logo?: string | null;
  copyright?: string | null;
  children: ReactNode;
}

/** Split sign-in frame: brand panel on the left, the card on the right. */
export function LoginShell({ sysName, logo, copyright, children }: LoginShellProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const lang = useSettings((s) => s.lang);
  const [menu, setMenu] = useState<false | 'ready' | 'open'>(false);
  const pickLang = (key: Lang) => {
    if (key === lang) return;
    changeLanguage(key);
    message.success('Switch Language Success');
  };
  const langButton = (handlers: React.ButtonHTMLAttributes<HTMLButtonElement> = {}) => (
    <button type="button" className="ecms-login__lang" data-testid="login-lang" aria-haspopup="menu" {...handlers}>
      <GlobalOutlined /> {LANGS.find((l) => l.value === lang)?.label}
    </button>
  );
  const features = [t('login.feature1'), t('login.feature2'), t('login.feature3'), t('login.feature4')];
  return (
    <div className="ecms-login" data-testid="login-page">
      <aside className="ecms-login__brand">
        <div className="ecms-login__brand-inner">
          <div className="ecms-login__logo">
            {logo ? <img src={logo} alt={sysName} /> : <span className="ecms-login__logo-mark">E</span>}
          </div>
          <h1 className="ecms-login__sys">{sysName}</h1>
          <p className="ecms-login__slogan">{t('login.slogan')}</p>
          <ul className="ecms-login__features">
            {features.map((f) => (
              <li key={f}>
                <CheckCircleFilled /> {f}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="ecms-login__main">
        <div className="ecms-login__toolbar">
          {menu ? (
            <Suspense fallback={langButton()}>
              <LangDropdown lang={lang} initiallyOpen={menu === 'open'} onPick={pickLang}>
                {langButton()}
              </LangDropdown>
            </Suspense>
          ) : (
            langButton({ onPointerEnter: () => setMenu('ready'), onFocus: () => setMenu('ready'), onClick: () => setMenu('open') })
          )}
        </div>
        <div className="ecms-login__card-wrap">{children}</div>
        <footer className="ecms-login__footer">{copyright ?? `© ${new Date().getFullYear()} ${sysName}`}</footer>
      </main>
    </div>
  );
}
