import { useState, type ReactElement } from 'react';
import { Dropdown } from 'antd';
import { LANGS } from '../../../locales/i18n';
import type { Lang } from '../../../app/store/settings';

/** The sign-in page's language menu (loaded on first use, see LoginShell). */
export function LangDropdown({ lang, initiallyOpen, onPick, children }: { lang: Lang; initiallyOpen: boolean; onPick: (lang: Lang) => void; children: ReactElement }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: LANGS.map((l) => ({ key: l.value, label: <span data-testid={`login-lang-${l.value}`}>{l.label}</span> })),
        selectable: true,
        selectedKeys: [lang],
        onClick: ({ key }) => {
          setOpen(false);
          onPick(key as Lang);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
