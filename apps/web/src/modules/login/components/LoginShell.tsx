import { useEffect, useRef, useState, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGS } from '../../../locales/i18n';
import { useSettings, type Lang } from '../../../app/store/settings';
import { getUiApi } from '../../../api/ui-bridge';
import { PlainIcon } from '../../../components/PlainIcon';

export interface LoginShellProps {
  sysName: string;
  logo?: string | null;
  copyright?: string | null;
  children: ReactNode;
}

/** The language menu: three choices in plain markup (the sign-in page carries no antd, issue 14). */
function LangMenu({ lang, onPick }: { lang: Lang; onPick: (lang: Lang) => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="ecms-login__lang-box" ref={box}>
      <button type="button" className="ecms-login__lang" data-testid="login-lang" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <PlainIcon icon={GlobalOutlined} /> {LANGS.find((l) => l.value === lang)?.label}
      </button>
      {open && (
        <ul className="ecms-login__lang-menu" role="menu">
          {LANGS.map((l) => (
            <li key={l.value} role="none">
              <button
                type="button" role="menuitemradio" aria-checked={l.value === lang} data-testid={`login-lang-${l.value}`}
                className={l.value === lang ? 'is-selected' : undefined}
                onClick={() => { setOpen(false); onPick(l.value); }}
              >
                {l.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Split sign-in frame: brand panel on the left, the card on the right. */
export function LoginShell({ sysName, logo, copyright, children }: LoginShellProps) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang);
  const pickLang = (key: Lang) => {
    if (key === lang) return;
    changeLanguage(key);
    getUiApi().message.success('Switch Language Success');
  };
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
                <PlainIcon icon={CheckCircleFilled} /> {f}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="ecms-login__main">
        <div className="ecms-login__toolbar">
          <LangMenu lang={lang} onPick={pickLang} />
        </div>
        <div className="ecms-login__card-wrap">{children}</div>
        <footer className="ecms-login__footer">{copyright ?? `© ${new Date().getFullYear()} ${sysName}`}</footer>
      </main>
    </div>
  );
}
