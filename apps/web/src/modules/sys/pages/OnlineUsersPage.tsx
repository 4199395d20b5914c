import { useMemo, useState } from 'react';
import { Badge, Button, Card, Input, Popconfirm, Segmented, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, LogoutOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { kickOnlineUser, queryOnlineUsers, quiet, type OnlineUser } from '../../../api/sys';
import { ListTable } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';

type Filter = 'all' | 'online' | 'offline';
type Row = OnlineUser;

function normalise(ns: OnlineUser[]): Row[] {
  return ns.map((n, i) => {
    const kids = Array.isArray(n.children) ? normalise(n.children) : [];
    return { ...n, id: n.id || `n${i}`, children: kids.length ? kids : undefined };
  });
}

function count(ns: Row[]): { online: number; total: number } {
  let online = 0;
  let total = 0;
  const walk = (list: Row[]) => {
    for (const n of list) {
      if (n.type !== 'dept' && !n.children) {
        total += 1;
        if (n.online) online += 1;
      }
      if (n.children) walk(n.children);
    }
  };
  walk(ns);
  return { online, total };
}

/** /sys-manager/user/online-list: department-user tree, filter all/online/offline, keyword, force sign-out. */
export function OnlineUsersPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [status, setStatus] = useState<Filter>('all');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: ['sys-online', status, keyword],
    queryFn: () => queryOnlineUsers(status, keyword),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => normalise(query.data ?? []), [query.data]);
  const stats = useMemo(() => count(rows), [rows]);
  const kick = useMutation({
    mutationFn: (id: string) => kickOnlineUser(id),
    onSuccess: () => {
      message.success(t('sys.online.kicked'));
      void qc.invalidateQueries({ queryKey: ['sys-online'] });
    },
  });
  const isUser = (r: Row) => r.type === 'user' || (!r.type && !r.children);

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="online-page">
      <div className="ecms-toolbar">
        <Segmented<Filter>
          value={status}
          onChange={setStatus}
          options={(['all', 'online', 'offline'] as const).map((v) => ({ value: v, label: <span data-testid={`online-filter-${v}`}>{t(`sys.online.${v}`)}</span> }))}
        />
        <Input.Search
          allowClear
          placeholder={t('sys.online.search')}
          style={{ width: 260 }}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="online-search"
        />
        <span className="ecms-toolbar__spacer" />
        <Typography.Text type="secondary" data-testid="online-summary">
          {t('sys.online.summary', stats)}
        </Typography.Text>
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('common.refresh')} />
        </Tooltip>
      </div>
      <ListTable<Row>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={query.isFetching || kick.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={false}
        scroll={{ y: 'calc(100vh - 300px)' }}
        expandable={{ defaultExpandAllRows: true }}
        key={`${status}|${keyword}|${rows.length}`}
        data-testid="online-table"
        columns={[
          {
            title: t('sys.online.name'),
            dataIndex: 'name',
            width: 230,
            render: (v: string, r) => (
              <span>
                {isUser(r) ? <UserOutlined style={{ marginRight: 6 }} /> : <ApartmentOutlined style={{ marginRight: 6 }} />}
                {v}
              </span>
            ),
          },
          { title: t('sys.online.job'), dataIndex: 'job', width: 140, render: (v: string, r) => (isUser(r) ? v || '-' : '') },
          { title: t('sys.online.dept'), dataIndex: 'dept', width: 160, render: (v: string, r) => (isUser(r) ? v || '-' : '') },
          {
            title: t('sys.online.state'),
            dataIndex: 'online',
            width: 100,
            render: (v: boolean, r) =>
              isUser(r) ? <Badge status={v ? 'success' : 'default'} text={v ? t('sys.online.online') : t('sys.online.offline')} /> : null,
          },
          { title: t('sys.online.sessions'), dataIndex: 'onlineNo', width: 90 },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: 120,
            fixed: 'right',
            render: (_v, r) =>
              isUser(r) && r.online ? (
                <Popconfirm title={t('sys.online.kickConfirm', { name: r.name })} onConfirm={() => quiet(kick.mutateAsync(r.id))}>
                  <Button type="link" size="small" danger icon={<LogoutOutlined />} data-testid="online-kick">
                    {t('sys.online.kick')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
