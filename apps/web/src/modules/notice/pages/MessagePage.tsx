import { useState } from 'react';
import { Badge, Button, Card, Input, Popconfirm, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, NotificationOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, MESSAGES } from '@ecms/shared';
import { ExportButton } from '../../../components/ExportButton';
import { ListTable, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { UNREAD_KEY } from '../../../app/layouts/AppHeader';
import { MESSAGES_KEY, queryMessages, setAllMessagesRead, setMessagesRead, type MessageRow } from '../api';
import { MessageReadDialog } from '../components/MessageReadDialog';
import { AnnouncementDialog } from '../components/AnnouncementDialog';

type Filter = 'all' | 'unread' | 'read';
export const SEND_NOTICE_PERMISSION = 'sys:user:notice';

/** /main-page/messagePage: the caller's messages, read/unread filter, read confirmation, mark all read. */
export function MessagePage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const [filter, setFilter] = useState<Filter>('all');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<MessageRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const params: Record<string, unknown> = { title$like: keyword || undefined };
  if (filter !== 'all') params.isRead = filter === 'read';
  const { query, pagination, rows } = useListPage<MessageRow>([MESSAGES_KEY], queryMessages, params, { orderBy: 'createdDate', order: 'desc' });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [MESSAGES_KEY] });
    void qc.invalidateQueries({ queryKey: UNREAD_KEY });
  };
  const allRead = useMutation({
    mutationFn: () => setAllMessagesRead(0),
    onSuccess: () => { message.success(MESSAGES.CONFIRM_OK); refresh(); },
  });
  const someRead = useMutation({
    mutationFn: (ids: string[]) => setMessagesRead(ids),
    onSuccess: () => { message.success(MESSAGES.CONFIRM_OK); setSelected([]); refresh(); },
  });
  const canSend = user.isAdmin || user.permissions.includes(SEND_NOTICE_PERMISSION);

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="message-page">
      <div className="ecms-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={(['all', 'unread', 'read'] as const).map((v) => ({
            value: v,
            label: <span data-testid={`msg-filter-${v}`}>{t(`notice.filter${v[0].toUpperCase()}${v.slice(1)}`)}</span>,
          }))}
        />
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('notice.searchTitle')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="msg-search"
        />
        <span className="ecms-toolbar__spacer" />
        <Space>
          {canSend && (
            <Button icon={<NotificationOutlined />} onClick={() => setSending(true)} data-testid="msg-send">
              {t('notice.send')}
            </Button>
          )}
          <Button disabled={!selected.length} loading={someRead.isPending} onClick={() => someRead.mutate(selected)} data-testid="msg-mark-selected">
            {t('notice.markSelectedRead')}
          </Button>
          <Popconfirm title={t('notice.markAllReadConfirm')} onConfirm={() => allRead.mutate()} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
            <Button type="primary" icon={<CheckOutlined />} loading={allRead.isPending} data-testid="msg-mark-all">
              {t('notice.markAllRead')}
            </Button>
          </Popconfirm>
          <ExportButton code="notice:msg" request={{ params, orderBy: 'createdDate', order: 'desc' }} fileName={t('route.messagePage')} testId="msg-export" />
          <Tooltip title={t('common.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('common.refresh')} />
          </Tooltip>
        </Space>
      </div>
      <ListTable<MessageRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={query.isFetching}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (r) => ({ disabled: r.isRead }),
        }}
        rowClassName={(r) => (r.isRead ? 'ecms-msg-read' : 'ecms-msg-unread')}
        scroll={{ x: 1000, y: 'calc(100vh - 330px)' }}
        data-testid="msg-table"
        columns={[
          {
            title: t('notice.state'),
            dataIndex: 'isRead',
            width: 90,
            render: (v: boolean) => <Badge status={v ? 'default' : 'processing'} text={v ? t('notice.read') : t('notice.unread')} />,
          },
          {
            title: t('notice.title'),
            dataIndex: 'title',
            width: 240,
            ellipsis: true,
            render: (v: string, r) => (
              <Typography.Link strong={!r.isRead} onClick={() => setOpened(r)} data-testid="msg-title">
                {v}
              </Typography.Link>
            ),
          },
          { title: t('notice.content'), dataIndex: 'content', ellipsis: true, width: 280 },
          {
            title: t('notice.type'),
            dataIndex: 'type',
            width: 100,
            render: (v: number) => <Tag color={v === 1 ? 'blue' : v === 2 ? 'orange' : 'default'}>{t(`notice.types.${v}`, { defaultValue: String(v) })}</Tag>,
          },
          { title: t('notice.sender'), dataIndex: 'createName', width: 100, ellipsis: true },
          { title: t('notice.time'), dataIndex: 'createTime', width: 150, render: (v: string) => formatDate(v, 'datetime') },
          {
            title: t('sys.actions'),
            width: 80,
            fixed: 'right',
            render: (_: unknown, r) => (
              <Button type="link" size="small" onClick={() => setOpened(r)} data-testid="msg-view">
                {t('notice.view')}
              </Button>
            ),
          },
        ]}
      />
      <MessageReadDialog message={opened} onClose={() => setOpened(null)} onRead={refresh} />
      {canSend && <AnnouncementDialog open={sending} onClose={() => setSending(false)} />}
    </Card>
  );
}
