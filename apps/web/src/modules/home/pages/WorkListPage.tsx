import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, DatePicker, Form, Input, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { unfollowFlow } from '../../../api/wf-lists';
import { ExportButton } from '../../../components/ExportButton';
import { ListTable, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { FlowStatusTag } from '../components/FlowStatusTag';
import { filterParams, flowLink, fmtDateTime, WORK_LIST_KEY, WORK_QUERY_KEYS, rowProcess, rowTitle, WORK_LISTS, type WorkListFilters, type WorkListKey, type WorkRow } from '../work-lists';

/**
 * One page for the seven work lists under /main-page (toDoAll, haveDoneAll, copy-all-list,
 * finish, myApplicationAll, my-business-all, my-focus-all): filters by title, process and date
 * range, the count in the header, 50 a page; a row opens its flow.
 */
export function WorkListPage({ list }: { list: WorkListKey }) {
  const def = WORK_LISTS[list];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WorkListFilters>();
  const [filters, setFilters] = useState<WorkListFilters>({});
  const params = useMemo(() => filterParams(def, filters), [def, filters]);
  const { query, pagination, rows, total } = useListPage<WorkRow>([WORK_LIST_KEY, list], (req) => def.fetch(req), params, { orderBy: def.orderBy });

  const unfollow = useMutation({
    mutationFn: (id: string) => unfollowFlow(id),
    onSuccess: () => {
      void message.success(MESSAGES.CANCEL_OK);
      for (const k of WORK_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [k] });
    },
  });

  const open = (row: WorkRow) => navigate(flowLink(row));
  const task = def.shape === 'task';
  const columns: TableColumnsType<WorkRow> = [
    { title: '#', key: 'no', width: 56, align: 'center', render: (_v, _r, i) => (pagination.current! - 1) * pagination.pageSize! + i + 1 },
    {
      title: t('wfList.col.title'),
      key: 'title',
      width: 240,
      ellipsis: true,
      render: (_v, r) => (
        <Typography.Link onClick={() => open(r)} data-testid="wf-list-open">
          {rowTitle(r)}
        </Typography.Link>
      ),
    },
    { title: t('wfList.col.process'), key: 'process', width: 140, ellipsis: true, render: (_v, r) => rowProcess(r) },
    ...(task
      ? ([
          {
            title: t('wfList.col.step'),
            key: 'step',
            width: 140,
            render: (_v, r) =>
              'stepName' in r ? (
                <Space size={4}>
                  {r.stepName}
                  {r.kind === 'cc' && <Tag color="cyan">{t('wfList.kind.cc')}</Tag>}
                  {r.kind === 'forward' && <Tag color="blue">{t('wfList.kind.forward')}</Tag>}
                  {r.kind === 'consult' && <Tag color="purple">{t('wfList.kind.consult')}</Tag>}
                </Space>
              ) : null,
          },
          { title: t('wfList.col.initiator'), key: 'initiator', width: 100, render: (_v, r) => r.initiatorName },
          {
            title: list === 'done' ? t('wfList.col.doneDate') : t('wfList.col.received'),
            key: 'date',
            width: 140,
            render: (_v, r) => fmtDateTime('doneDate' in r && list === 'done' ? r.doneDate : 'createdDate' in r ? r.createdDate : null),
          },
          {
            title: t('wfList.col.state'),
            key: 'state',
            width: 90,
            render: (_v, r) =>
              'status' in r && (r.status === 'pending' || r.status === 'waiting') ? (
                <Tag color="orange">{t('wfList.pending')}</Tag>
              ) : 'isFinished' in r && r.isFinished ? (
                <Tag color="green">{t('wfList.finished')}</Tag>
              ) : (
                <Tag color="blue">{t('wfList.handled')}</Tag>
              ),
          },
        ] as TableColumnsType<WorkRow>)
      : ([
          { title: t('wfList.col.current'), key: 'current', width: 160, ellipsis: true, render: (_v, r) => ('currentNodeNames' in r ? r.currentNodeNames || '—' : '') },
          { title: t('wfList.col.initiator'), key: 'initiator', width: 100, render: (_v, r) => r.initiatorName },
          { title: t('wfList.col.started'), key: 'started', width: 140, render: (_v, r) => fmtDateTime('startedDate' in r ? r.startedDate : null) },
          { title: t('wfList.col.status'), key: 'status', width: 100, render: (_v, r) => ('status' in r ? <FlowStatusTag status={r.status} /> : null) },
        ] as TableColumnsType<WorkRow>)),
    {
      title: t('wfList.col.actions'),
      key: 'actions',
      width: list === 'focus' ? 150 : 80,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r)}>
            {list === 'todo' ? t('wfList.handle') : t('wfList.view')}
          </Button>
          {list === 'focus' && (
            <Popconfirm title={t('wfList.unfollowConfirm')} onConfirm={() => unfollow.mutate(r.id)}>
              <Button type="link" size="small" icon={<StarOutlined />} data-testid="wf-list-unfollow">
                {t('wfList.unfollow')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      className="ecms-worklist"
      data-testid={`wf-list-${list}`}
      title={
        <Space size={8}>
          {t(def.title)}
          <Badge count={total} showZero overflowCount={9999} color={list === 'todo' ? undefined : '#8c8c8c'} data-testid="wf-list-count" />
        </Space>
      }
      extra={
        <Space size={8}>
          {def.export && (
            <ExportButton code={def.export.code} permission={def.export.permission} request={{ params, orderBy: def.orderBy }} fileName={t(def.title)} testId="work-list-export" />
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="inline"
        className="ecms-worklist__filters"
        onFinish={(v) => setFilters(v)}
        onReset={() => setFilters({})}
      >
        <Form.Item name="title" label={t('wfList.col.title')}>
          <Input allowClear placeholder={t('wfList.titlePlaceholder')} style={{ width: 180 }} data-testid="wf-list-filter-title" />
        </Form.Item>
        <Form.Item name="process" label={t('wfList.col.process')}>
          <Input allowClear placeholder={t('wfList.processPlaceholder')} style={{ width: 160 }} data-testid="wf-list-filter-process" />
        </Form.Item>
        <Form.Item name="range" label={task ? t('wfList.receivedRange') : t('wfList.startedRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="wf-list-search">
              {t('wfList.search')}
            </Button>
            <Button htmlType="reset">{t('wfList.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <ListTable<WorkRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t(`wfList.empty.${list}`)}
        pagination={pagination}
        onRow={(r) => ({ onDoubleClick: () => open(r) })}
      />
    </Card>
  );
}
