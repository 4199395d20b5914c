import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Checkbox, Descriptions, Drawer, Empty, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, usePagination } from '../../components/list-page';
import { useApp } from '../../components/use-app';
import { useHasPermission } from '../../app/hooks/use-user';
import {
  CD_PERSON_LIB_KEY, intoPersonLib, money, outPersonLib, pct, personLib, subjectItems, subjectList, subjectProjects, subjectSummary,
  type LibEntry, type SubjectRow,
} from './api';

/**
 * /main-page/cost-subject-book (指标库): a project's cost composition (表-04) and its subjects (分部)
 * with amount, share and 元/㎡; a subject opens its BoQ items. The project can be put into the
 * user's person library (个人库), which the analyses can compare with; the second tab lists it.
 */
export function SubjectBookPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const canAdd = useHasPermission('costdata:subject:add');
  const [tab, setTab] = useState<'book' | 'lib'>('book');
  const [projectId, setProjectId] = useState<string | undefined>();
  const [onlyMeasure, setOnlyMeasure] = useState(false);
  const [openSubject, setOpenSubject] = useState<SubjectRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [remark, setRemark] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 50 });
  const projects = useQuery({ queryKey: ['cd-subject-projects'], queryFn: subjectProjects });
  const summary = useQuery({ queryKey: ['cd-subject-summary', projectId], queryFn: () => subjectSummary(projectId!), enabled: !!projectId });
  const subjects = useQuery({ queryKey: ['cd-subjects', projectId, onlyMeasure], queryFn: () => subjectList(projectId!, onlyMeasure), enabled: !!projectId });
  const items = useQuery({ queryKey: ['cd-subject-items', projectId, openSubject?.id], queryFn: () => subjectItems(projectId!, openSubject!.id), enabled: !!projectId && !!openSubject });
  const lib = useQuery({ queryKey: [CD_PERSON_LIB_KEY, page], queryFn: () => personLib(page.pageNo, page.pageSize), enabled: tab === 'lib' });
  const pagination = usePagination(lib.data?.total ?? 0, page.pageNo, page.pageSize, (pageNo, pageSize) => setPage({ pageNo, pageSize }));
  const add = useMutation({
    mutationFn: () => intoPersonLib(projectId!, remark || undefined),
    onSuccess: (res) => { void message.success(res.msg); setAdding(false); setRemark(''); void queryClient.invalidateQueries({ queryKey: [CD_PERSON_LIB_KEY] }); },
  });
  const remove = useMutation({
    mutationFn: outPersonLib,
    onSuccess: (res) => { void message.success(res.msg); void queryClient.invalidateQueries({ queryKey: [CD_PERSON_LIB_KEY] }); },
  });
  const options = useMemo(() => (projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name })), [projects.data]);

  const book = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          data-testid="cd-subject-project" style={{ minWidth: 280 }} placeholder={t('costdata.pickProject')} options={options} value={projectId}
          onChange={(v: string) => { setProjectId(v); setOpenSubject(null); }} loading={projects.isLoading} showSearch optionFilterProp="label"
        />
        <Checkbox checked={onlyMeasure} onChange={(e) => setOnlyMeasure(e.target.checked)}>{t('costdata.subject.onlyMeasure')}</Checkbox>
        {canAdd && <Button data-testid="cd-into-lib" disabled={!projectId} onClick={() => setAdding(true)}>{t('costdata.subject.intoLib')}</Button>}
      </Space>
      {!projectId ? <Empty description={t('costdata.noProject')} /> : (
        <>
          <Card size="small" title={t('costdata.subject.summary')} loading={summary.isLoading}>
            {summary.data && (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
                  <Descriptions.Item label={t('costdata.project')}>{summary.data.name}</Descriptions.Item>
                  <Descriptions.Item label={t('costdata.area')}>{summary.data.area ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('costdata.total')}>{money(summary.data.total)}</Descriptions.Item>
                </Descriptions>
                <Table
                  size="small" rowKey="code" pagination={false} dataSource={summary.data.lines} data-testid="cd-summary"
                  columns={[
                    { title: t('costdata.col.name'), dataIndex: 'name' },
                    { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
                    { title: t('costdata.col.share'), dataIndex: 'share', align: 'right', render: pct },
                    { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right', render: money },
                  ]}
                />
              </Space>
            )}
          </Card>
          <Card size="small" title={t('costdata.subject.subjects')}>
            <ResponsiveTable<SubjectRow>
              size="small" rowKey="id" loading={subjects.isLoading} dataSource={subjects.data?.rows ?? []} pagination={false} data-testid="cd-subjects"
              onRow={(r) => ({ onClick: () => setOpenSubject(r), style: { cursor: 'pointer' } })}
              columns={[
                { title: t('costdata.col.unit'), dataIndex: 'unitName', width: 140 },
                { title: t('costdata.col.code'), dataIndex: 'code', width: 80, render: (v: string | null) => v ?? '—' },
                { title: t('costdata.col.subject'), dataIndex: 'name', render: (v: string, r) => <Space>{v}{r.isMeasure && <Tag>{t('costdata.col.measure')}</Tag>}</Space> },
                { title: t('costdata.col.items'), dataIndex: 'items', align: 'right', width: 90 },
                { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
                { title: t('costdata.col.share'), dataIndex: 'share', align: 'right', render: pct },
                { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right', render: money },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );

  const library = (
    <ResponsiveTable<LibEntry>
      size="small" rowKey="id" loading={lib.isLoading} dataSource={lib.data?.rows ?? []} pagination={pagination} data-testid="cd-person-lib"
      columns={[
        { title: t('costdata.col.project'), dataIndex: 'name' },
        { title: t('costdata.col.kind2'), dataIndex: 'kind2', render: (v: string | null) => v ?? '—' },
        { title: t('costdata.col.structure'), dataIndex: 'structure', render: (v: string | null) => v ?? '—' },
        { title: t('costdata.col.region'), dataIndex: 'region', render: (v: string | null) => v ?? '—' },
        { title: t('costdata.area'), dataIndex: 'area', align: 'right', render: (v: number | null) => v ?? '—' },
        { title: t('costdata.col.unitCost'), dataIndex: 'unitCost', align: 'right', render: money },
        { title: t('costdata.col.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '' },
        { title: t('costdata.col.createdDate'), dataIndex: 'createdDate', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
        ...(canAdd ? [{
          title: t('costdata.col.actions'), key: 'actions', width: 90,
          render: (_: unknown, r: LibEntry) => (
            <Popconfirm title={t('costdata.subject.removeConfirm')} onConfirm={() => remove.mutate(r.id)}>
              <Button type="link" size="small" danger>{t('costdata.subject.remove')}</Button>
            </Popconfirm>
          ),
        }] : []),
      ]}
    />
  );

  return (
    <Card>
      <Tabs
        activeKey={tab} onChange={(k) => setTab(k as 'book' | 'lib')}
        items={[{ key: 'book', label: t('costdata.route.subject'), children: book }, { key: 'lib', label: t('costdata.subject.myLib'), children: library }]}
      />
      <Drawer open={!!openSubject} onClose={() => setOpenSubject(null)} width={Math.min(960, window.innerWidth)} title={t('costdata.subject.itemsTitle', { name: openSubject?.name ?? '' })}>
        <ResponsiveTable
          size="small" rowKey="id" loading={items.isLoading} dataSource={items.data ?? []} pagination={false} data-testid="cd-subject-items"
          columns={[
            { title: t('costdata.col.code'), dataIndex: 'code', width: 120 },
            { title: t('costdata.col.name'), dataIndex: 'name' },
            { title: t('costdata.col.unitOf'), dataIndex: 'unit', width: 60 },
            { title: t('costdata.col.qty'), dataIndex: 'qty', align: 'right' },
            { title: t('costdata.col.price'), dataIndex: 'price', align: 'right', render: money },
            { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
            { title: t('costdata.col.source'), key: 'src', render: (_: unknown, r: { srcSheet: string; srcRow: number }) => `${r.srcSheet} ${t('costdata.col.row', { row: r.srcRow })}` },
          ]}
        />
      </Drawer>
      <Modal open={adding} title={t('costdata.subject.intoLib')} onCancel={() => setAdding(false)} onOk={() => add.mutate()} confirmLoading={add.isPending} okButtonProps={{ 'data-testid': 'cd-into-lib-ok' } as never}>
        <Input.TextArea data-testid="cd-into-lib-remark" maxLength={200} rows={3} placeholder={t('costdata.subject.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </Modal>
    </Card>
  );
}
