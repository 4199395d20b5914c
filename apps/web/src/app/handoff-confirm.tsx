import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Modal, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';

/*
 * The URL hand-off's question (issue 13, finding 6): a link carrying another user's token must
 * not silently replace the signed-in user. Asked before the app renders (bootstrap.ts), so the
 * dialog gets a root of its own, with the app's providers (theme, language, antd locale).
 */

export interface HandoffPeople {
  current: string;
  next: string;
}

export function HandoffConfirm({ people, onAnswer }: { people: HandoffPeople; onAnswer: (switchUser: boolean) => void }) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(false);
  // One answer: a double click must not answer twice.
  const answer = (switchUser: boolean) => { if (!answered) { setAnswered(true); onAnswer(switchUser); } };
  return (
    <Modal
      open
      wrapProps={{ 'data-testid': 'handoff-confirm' }}
      title={<span><Typography.Text type="warning" style={{ marginInlineEnd: 8 }}><ExclamationCircleFilled /></Typography.Text>{t('handoff.title')}</span>}
      okText={t('handoff.switch', { next: people.next })}
      cancelText={t('handoff.keep')}
      okButtonProps={{ 'data-testid': 'handoff-switch' } as never}
      cancelButtonProps={{ 'data-testid': 'handoff-keep' } as never}
      onOk={() => answer(true)}
      onCancel={() => answer(false)}
      // Closing by Escape, the mask or the × is the safe answer: keep the current user.
      maskClosable={false}
      centered
      width={460}
    >
      <Typography.Paragraph>{t('handoff.replaceUser', { current: people.current, next: people.next })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('handoff.keepHint')}</Typography.Paragraph>
    </Modal>
  );
}

/** Asks whether to replace `current` by `next`; resolves true to switch, false to stay. */
export function askHandoff(people: HandoffPeople): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const done = (switchUser: boolean) => {
      // Gone before the app's own root mounts (after this event's render pass).
      setTimeout(() => { root.unmount(); host.remove(); resolve(switchUser); }, 0);
    };
    root.render(<AppProviders><HandoffConfirm people={people} onAnswer={done} /></AppProviders>);
  });
}
