import { useState } from 'react';
import { Button, Card, Tag, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { queryOpenTasks, type OpenTaskRow } from '../../api/wf-admin';
import { ListTable, SearchInput, useListPage } from '../../components/list-page';
import { formatTime } from './format';

/** /sys-manager/process-task: open tasks of the company with the people holding them. */
export function ProcessTaskPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { query, pagination, rows } = useListPage(['wf-open-tasks'], queryOpenTasks, { keyword: keyword.trim() || undefined });
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="task-page">
      <div className="ecms-toolbar">
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('flowAdmin.task.search')} width={280} testId="task-search" />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void query.refetch()} />
        </Tooltip>
      </div>
      <ListTable<OpenTaskRow>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        data-testid="task-table"
        columns={[
          { title: t('flowAdmin.instance.name'), dataIndex: 'processName', width: 240, ellipsis: true },
          { title: t('flowAdmin.instance.definition'), dataIndex: 'procDefName', width: 160 },
          { title: t('flowAdmin.task.step'), dataIndex: 'stepName', width: 150 },
          { title: t('flowAdmin.task.holder'), dataIndex: 'assigneeName', width: 110, render: (v: string | null) => <b>{v ?? '-'}</b> },
          {
            title: t('flowAdmin.task.kind'), dataIndex: 'kind', width: 130,
            render: (v: string, r) => <>{t(`flowAdmin.kind.${v}`, { defaultValue: v })}{r.status === 'waiting' && <Tag color="orange" style={{ marginLeft: 6 }}>{t('flowAdmin.task.waiting')}</Tag>}</>,
          },
          { title: t('flowAdmin.instance.initiator'), dataIndex: 'initiatorName', width: 100, render: (v) => v ?? '-' },
          { title: t('flowAdmin.task.received'), dataIndex: 'createdDate', width: 150, render: formatTime },
          { title: t('flowAdmin.task.due'), dataIndex: 'dueDate', width: 150, render: formatTime },
        ]}
      />
    </Card>
  );
}
