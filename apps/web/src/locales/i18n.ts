import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import { zhCore, type LocaleShape } from './zh';
import { settingsStore, type Lang } from '../app/store/settings';

export const LANGS: { value: Lang; label: string }[] = [
  { value: 'zh', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', es: 'es' };
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export const i18n = i18next.createInstance();

const initialLang = settingsStore.get().lang;

// Chinese ships with the app (it is the fallback and the sign-in page's default); English and
// Spanish load when chosen, so a first visit downloads one language, not three (issue 14).
const OTHER_LANGS: Record<Exclude<Lang, 'zh'>, () => Promise<LocaleShape>> = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
};

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zhCore } },
  lng: initialLang,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // texts added later (the shell's with antd, the areas' with their pages) re-render what shows keys
  react: { bindI18nStore: 'added' },
});

function syncLocale(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}
syncLocale(initialLang);

const addZh = (texts: object): void => {
  i18n.addResourceBundle('zh', 'translation', texts, true, true);
};
let shellTexts: Promise<void> | null = null;
let areaTexts: Promise<void> | null = null;

/**
 * The shell's and the home page's Chinese texts (the fallback of every language): the entry
 * carries only those of the sign-in pages and the shell's gate; these load with antd, before the
 * first page that is not a sign-in page (app/antd-scope.tsx; issue 14). Deep-merged once.
 */
export function shellTextsReady(): Promise<void> {
  shellTexts ??= import('./zh-shell').then((m) => addZh(m.zhShell));
  return shellTexts;
}

/**
 * The other areas' Chinese texts: they load with the first page or dialog of an area
 * (app/lazy-page.tsx), not with the home page (issue 14). Deep-merged once.
 */
export function areaTextsReady(): Promise<void> {
  areaTexts ??= import('./zh-areas').then((m) => addZh(m.zhAreas));
  return areaTexts;
}

/** Adds a language's texts once (Chinese is always there). */
async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'zh' || i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await OTHER_LANGS[lang]());
}

/**
 * The chosen language's texts are in (main awaits it before the first render, so no page shows
 * Chinese keys before switching). A failed download leaves Chinese, the fallback.
 */
export const languageReady: Promise<void> = initialLang === 'zh'
  ? Promise.resolve()
  : loadLanguage(initialLang).then(() => i18n.changeLanguage(initialLang)).then(() => undefined, () => undefined);

export function changeLanguage(lang: Lang): void {
  settingsStore.set({ lang });
  void loadLanguage(lang)
    .catch(() => undefined)
    .then(() => i18n.changeLanguage(lang));
  syncLocale(lang);
}
