import { useEffect, useState } from 'react';
import { Badge, Button, Drawer, Segmented, Switch, Tooltip, Typography } from 'antd';
import { BugOutlined, CheckOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { changeLanguage, LANGS } from '../locales/i18n';
import { settingsStore, useSettings, type Lang, type SizeType } from '../app/store/settings';
import { uiStore, useUi } from '../app/store/ui';
import { useErrorLog } from '../app/error-log';
import { THEME_COLORS } from '../app/theme';
import { useApp } from './use-app';

function useFullscreen(): [boolean, () => void] {
  const { message } = useApp();
  const { t } = useTranslation();
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      message.warning(t('settings.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => message.warning(t('settings.fullscreenUnsupported')));
  };
  return [active, toggle];
}

/** Settings drawer: theme colour, colour-weak mode, component size, language, fullscreen, error log. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { message } = useApp();
  const open = useUi((s) => s.settingsOpen);
  const themeColor = useSettings((s) => s.themeColor);
  const colorWeak = useSettings((s) => s.colorWeak);
  const size = useSettings((s) => s.size);
  const lang = useSettings((s) => s.lang);
  const errors = useErrorLog();
  const [fullscreen, toggleFullscreen] = useFullscreen();

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={() => uiStore.set({ settingsOpen: false })}
      size={320}
      rootClassName="ecms-settings-drawer"
      data-testid="settings-drawer"
    >
      <section className="ecms-setting">
        <Typography.Title level={5}>{t('settings.themeColor')}</Typography.Title>
        <div className="ecms-swatches" data-testid="setting-theme-colors">
          {THEME_COLORS.map((c) => (
            <Tooltip key={c.value} title={t(`theme.colors.${c.key}`)}>
              <button
                type="button"
                className="ecms-swatch"
                style={{ background: c.value }}
                aria-label={t(`theme.colors.${c.key}`)}
                aria-pressed={themeColor === c.value}
                data-testid={`setting-theme-${c.key}`}
                data-color={c.value}
                onClick={() => {
                  if (themeColor === c.value) return;
                  settingsStore.set({ themeColor: c.value });
                  message.success(t('settings.themeChanged'));
                }}
              >
                {themeColor === c.value && <CheckOutlined />}
              </button>
            </Tooltip>
          ))}
        </div>
      </section>

      <section className="ecms-setting ecms-setting--row">
        <span>{t('settings.colorWeak')}</span>
        <Switch checked={colorWeak} onChange={(v) => settingsStore.set({ colorWeak: v })} data-testid="setting-color-weak" />
      </section>

      <section className="ecms-setting">
        <Typography.Title level={5}>{t('settings.size')}</Typography.Title>
        <Segmented<SizeType>
          block
          value={size}
          onChange={(v) => {
            settingsStore.set({ size: v });
            message.success(MESSAGES.SWITCH_SIZE_OK);
          }}
          options={(['small', 'middle', 'large'] as const).map((s) => ({
            value: s,
            label: <span data-testid={`setting-size-${s}`}>{t(`settings.sizes.${s}`)}</span>,
          }))}
        />
      </section>

      <section className="ecms-setting">
        <Typography.Title level={5}>{t('settings.language')}</Typography.Title>
        <Segmented<Lang>
          block
          value={lang}
          onChange={(v) => {
            changeLanguage(v);
            message.success(MESSAGES.SWITCH_LANGUAGE_OK);
          }}
          options={LANGS.map((l) => ({ value: l.value, label: <span data-testid={`setting-lang-${l.value}`}>{l.label}</span> }))}
        />
      </section>

      <section className="ecms-setting ecms-setting--row">
        <span>{t('settings.fullscreen')}</span>
        <Button
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
          data-testid="setting-fullscreen"
        >
          {fullscreen ? t('settings.exitFullscreen') : t('settings.enterFullscreen')}
        </Button>
      </section>

      <section className="ecms-setting ecms-setting--row">
        <span>{t('settings.errorLog')}</span>
        <Badge count={errors.length} size="small">
          <Button icon={<BugOutlined />} onClick={() => uiStore.set({ errorLogOpen: true })} data-testid="setting-error-log">
            {t('settings.viewErrorLog')}
          </Button>
        </Badge>
      </section>
    </Drawer>
  );
}
