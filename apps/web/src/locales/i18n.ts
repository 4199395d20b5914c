import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import { zh } from './zh';
import { en } from './en';
import { es } from './es';
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

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: zh },
    en: { translation: en },
    es: { translation: es },
  },
  lng: initialLang,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncLocale(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}
syncLocale(initialLang);

export function changeLanguage(lang: Lang): void {
  settingsStore.set({ lang });
  void i18n.changeLanguage(lang);
  syncLocale(lang);
}
