import { useMemo, useState } from 'react';
import { Badge, Empty, Input, Modal, Segmented, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { ApartmentOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ONLINE_FILTER } from '@ecms/shared';
import { queryOnlineUsers, type OnlineUser } from '../api/sys';

type Filter = (typeof ONLINE_FILTER)[number];
const FILTER_LABEL: Record<Filter, string> = { all: 'shell.filterAll', online: 'shell.filterOnline', offline: 'shell.filterOffline' };

function toTree(nodes: OnlineUser[], prefix = ''): TreeDataNode[] {
  return nodes.map((n, i) => {
    const id = n.id || `${prefix}${i}`;
    const isDept = n.type === 'dept' || Boolean(n.children?.length);
    const title = isDept ? (
      <span data-testid="online-dept">
        {n.name} <Typography.Text type="secondary">({n.onlineNo ?? 0})</Typography.Text>
      </span>
    ) : (
      <span data-testid="online-user" data-online={n.online ? '1' : '0'}>
        <Badge status={n.online ? 'success' : 'default'} />
        {n.name}
        {n.job ? <Typography.Text type="secondary"> · {n.job}</Typography.Text> : null}
        {n.dept ? <Typography.Text type="secondary"> · {n.dept}</Typography.Text> : null}
        {n.online && (n.onlineNo ?? 0) > 1 ? <Typography.Text type="secondary"> ×{n.onlineNo}</Typography.Text> : null}
      </span>
    );
    return {
      key: id,
      title,
      icon: isDept ? <ApartmentOutlined /> : <UserOutlined />,
      children: n.children?.length ? toTree(n.children, `${id}-`) : undefined,
    };
  });
}

/** Online users tree dialog (spec 1 §2.7): search by name or department, filter all/online/offline. */
export function OnlineUsersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: ['online-tree', status, keyword],
    queryFn: () => queryOnlineUsers(status, keyword),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const tree = useMemo(() => toTree(query.data ?? []), [query.data]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shell.onlineTitle')} width={520} destroyOnHidden data-testid="online-dialog">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <Segmented<Filter>
          value={status}
          onChange={setStatus}
          options={ONLINE_FILTER.map((v) => ({ value: v, label: <span data-testid={`online-dialog-filter-${v}`}>{t(FILTER_LABEL[v])}</span> }))}
        />
        <Input.Search
          allowClear
          placeholder={t('shell.onlineSearch')}
          style={{ flex: 1, minWidth: 180 }}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="online-dialog-search"
        />
      </div>
      {/* spec 1 §9: the tree area is at most 300 px high */}
      <div style={{ maxHeight: 300, overflow: 'auto' }} data-testid="online-dialog-tree">
        {query.isPending ? (
          <Spin />
        ) : tree.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.onlineEmpty')} />
        ) : (
          <Tree showIcon defaultExpandAll selectable={false} treeData={tree} key={`${status}:${keyword}`} />
        )}
      </div>
    </Modal>
  );
}
