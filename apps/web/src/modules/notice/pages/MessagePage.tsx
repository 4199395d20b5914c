import { useState } from 'react';
import { Badge, Button, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { CheckOutlined, NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, MESSAGES } from '@ecms/shared';
import { LedgerPage, useCan, useCrudMutation } from '../../../components/ledger';
import { UNREAD_KEY } from '../../../app/layouts/AppHeader';
import { MESSAGES_KEY, queryMessages, setAllMessagesRead, setMessagesRead, type MessageRow } from '../api';
import { MessageReadDialog } from '../components/MessageReadDialog';
import { AnnouncementDialog } from '../components/AnnouncementDialog';

type Filter = 'all' | 'unread' | 'read';
export const SEND_NOTICE_PERMISSION = 'sys:user:notice';
const KEYS = [[MESSAGES_KEY], UNREAD_KEY];

/** /main-page/messagePage: the caller's messages, read/unread filter, read confirmation, mark all read. */
export function MessagePage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<MessageRow | null>(null);
  const [sending, setSending] = useState(false);
  const canSend = useCan()(SEND_NOTICE_PERMISSION);
  const allRead = useCrudMutation({ mutationFn: () => setAllMessagesRead(0), success: MESSAGES.CONFIRM_OK, invalidate: KEYS });
  const someRead = useCrudMutation({ mutationFn: (ids: string[]) => setMessagesRead(ids), success: MESSAGES.CONFIRM_OK, invalidate: KEYS });

  return (
    <LedgerPage<MessageRow>
      testId="message-page"
      tableTestId="msg-table"
      queryKey={[MESSAGES_KEY]}
      invalidate={[UNREAD_KEY]}
      list={queryMessages}
      orderBy="createdDate"
      order="desc"
      search={[
        {
          name: 'filter', type: 'custom', initial: 'all',
          toParams: (v) => (v === 'all' ? {} : { isRead: v === 'read' }),
          render: (v, set) => (
            <Segmented<Filter>
              value={v as Filter}
              onChange={set}
              options={(['all', 'unread', 'read'] as const).map((f) => ({
                value: f,
                label: <span data-testid={`msg-filter-${f}`}>{t(`notice.filter${f[0].toUpperCase()}${f.slice(1)}`)}</span>,
              }))}
            />
          ),
        },
        { name: 'title$like', mode: 'search', placeholder: t('notice.searchTitle'), testId: 'msg-search' },
      ]}
      selection={{ getCheckboxProps: (r) => ({ disabled: r.isRead }) }}
      export={{ code: 'notice:msg', fileName: t('route.messagePage'), testId: 'msg-export', placement: 'right' }}
      toolbarRight={({ selected, clearSelection }) => (
        <>
          {canSend && (
            <Button icon={<NotificationOutlined />} onClick={() => setSending(true)} data-testid="msg-send">
              {t('notice.send')}
            </Button>
          )}
          <Button disabled={!selected.length} loading={someRead.isPending} onClick={() => someRead.mutate(selected.map(String), { onSuccess: clearSelection })} data-testid="msg-mark-selected">
            {t('notice.markSelectedRead')}
          </Button>
          <Popconfirm title={t('notice.markAllReadConfirm')} onConfirm={() => allRead.mutate()} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
            <Button type="primary" icon={<CheckOutlined />} loading={allRead.isPending} data-testid="msg-mark-all">
              {t('notice.markAllRead')}
            </Button>
          </Popconfirm>
        </>
      )}
      table={{
        size: 'small',
        rowClassName: (r) => (r.isRead ? 'ecms-msg-read' : 'ecms-msg-unread'),
        scroll: { x: 1000, y: 'calc(100vh - 330px)' },
      }}
      actions={[{ key: 'view', label: t('notice.view'), testId: 'msg-view', onClick: setOpened }]}
      actionsColumn={{ width: 80 }}
      columns={[
        {
          title: t('notice.state'), dataIndex: 'isRead', width: 90,
          render: (v: boolean) => <Badge status={v ? 'default' : 'processing'} text={v ? t('notice.read') : t('notice.unread')} />,
        },
        {
          title: t('notice.title'), dataIndex: 'title', width: 240, ellipsis: true,
          render: (v: string, r) => <Typography.Link strong={!r.isRead} onClick={() => setOpened(r)} data-testid="msg-title">{v}</Typography.Link>,
        },
        { title: t('notice.content'), dataIndex: 'content', ellipsis: true, width: 280 },
        {
          title: t('notice.type'), dataIndex: 'type', width: 100,
          render: (v: number) => <Tag color={v === 1 ? 'blue' : v === 2 ? 'orange' : 'default'}>{t(`notice.types.${v}`, { defaultValue: String(v) })}</Tag>,
        },
        { title: t('notice.sender'), dataIndex: 'createName', width: 100, ellipsis: true },
        { title: t('notice.time'), dataIndex: 'createTime', width: 150, render: (v: string) => formatDate(v, 'datetime') },
      ]}
    >
      {({ refresh }) => (
        <>
          <MessageReadDialog message={opened} onClose={() => setOpened(null)} onRead={refresh} />
          {canSend && <AnnouncementDialog open={sending} onClose={() => setSending(false)} />}
        </>
      )}
    </LedgerPage>
  );
}
