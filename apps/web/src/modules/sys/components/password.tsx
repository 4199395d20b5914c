import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { UserRow } from '../../../api/sys';
import type { useApp } from '../../../components/use-app';

export function isLocked(u: UserRow): boolean {
  return Boolean(u.lockedUntil && dayjs(u.lockedUntil).isAfter(dayjs()));
}

/** Shows a generated password once, with copy. */
export function showPassword(modal: ReturnType<typeof useApp>['modal'], t: (k: string, o?: Record<string, unknown>) => string, name: string, password: string) {
  modal.success({
    title: t('sys.user.passwordTitle', { name }),
    width: 460,
    content: (
      <div data-testid="user-password-result">
        <Typography.Paragraph type="secondary">{t('sys.user.passwordOnce')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: password }} code strong style={{ fontSize: 18 }} data-testid="user-password-value">
          {password}
        </Typography.Paragraph>
      </div>
    ),
    okText: t('common.close'),
  });
}
