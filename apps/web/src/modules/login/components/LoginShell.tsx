import type { ReactNode } from 'react';
import { Dropdown } from 'antd';
import { CheckCircleFilled, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGS } from '../../../locales/i18n';
import { useSettings, type Lang } from '../../../app/store/settings';
import { useApp } from '../../../components/use-app';

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
          <Dropdown
            trigger={['click']}
            menu={{
              items: LANGS.map((l) => ({ key: l.value, label: <span data-testid={`login-lang-${l.value}`}>{l.label}</span> })),
              selectable: true,
              selectedKeys: [lang],
              onClick: ({ key }) => {
                if (key === lang) return;
                changeLanguage(key as Lang);
                message.success('Switch Language Success');
              },
            }}
          >
            <button type="button" className="ecms-login__lang" data-testid="login-lang">
              <GlobalOutlined /> {LANGS.find((l) => l.value === lang)?.label}
            </button>
          </Dropdown>
        </div>
        <div className="ecms-login__card-wrap">{children}</div>
        <footer className="ecms-login__footer">{copyright ?? `© ${new Date().getFullYear()} ${sysName}`}</footer>
      </main>
    </div>
  );
}
