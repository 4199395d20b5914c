import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@ecms/shared';
import { useApp } from '../../components/use-app';
import { UNREAD_KEY } from '../../app/layouts/AppHeader';
import { MESSAGES_KEY } from './api';
import { WORK_QUERY_KEYS } from '../home';
import { connectPush, emitProgress } from './push-client';

/**
 * Keeps the signed-in user's push channel open while the shell is shown: a new message shows
 * a notification bottom-right for 20 s and refreshes the unread badge and the message page.
 */
export function usePushChannel(userId: string | undefined): void {
  const qc = useQueryClient();
  const { notification } = useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    if (!userId) return undefined;
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: UNREAD_KEY });
      void qc.invalidateQueries({ queryKey: [MESSAGES_KEY] });
      // Flow notices (new task, returned, approved) arrive as messages: the work lists changed too.
      for (const k of WORK_QUERY_KEYS) void qc.invalidateQueries({ queryKey: [k] });
    };
    return connectPush({
      userId,
      onReconnect: refresh,
      onEvent: (e) => {
        if (e.type === 'message') {
          const key = `push-${e.id ?? Date.now()}`;
          notification.info({
            key,
            title: e.title,
            description: e.content,
            placement: 'bottomRight',
            duration: DURATION.REALTIME_NOTIFICATION_S,
            className: 'ecms-push-notification',
            onClick: () => {
              notification.destroy(key);
              navigate(`/main-page/messagePage?addTab=messagePage&name=${encodeURIComponent(t('route.messagePage'))}`);
            },
          });
          refresh();
        } else if (e.type === 'read') {
          refresh();
        } else if (e.type === 'progress') {
          emitProgress(e);
        }
      },
    });
  }, [userId, qc, notification, navigate, t]);
}
