import { useState } from 'react';
import { Button, Card, Drawer, Form, Input, Space, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, usePagination } from '../../components/list-page';
import { billBook, billDetail, money, normBook, normDetail, type BookFilter, type BookRow } from './api';

type Kind = 'bill' | 'norm';

/** One book: filters, the grouped rows with price statistics (paged 50/100/150), a row opens its samples. */
function Book({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BookFilter>();
  const [filter, setFilter] = useState<BookFilter>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 50 });
  const [open, setOpen] = useState<BookRow | null>(null);
  const list = useQuery({ queryKey: ['cd-book', kind, filter, page], queryFn: () => (kind === 'bill' ? billBook : normBook)(filter, page.pageNo, page.pageSize) });
  const detail = useQuery({
    queryKey: ['cd-book-detail', kind, open?.code, open?.unit], enabled: !!open,
    queryFn: () => (kind === 'bill' ? billDetail : normDetail)(open!.code, open!.unit),
  });
  const pagination = usePagination(list.data?.total ?? 0, page.pageNo, page.pageSize, (pageNo, pageSize) => setPage({ pageNo, pageSize }));
  const clean = (v: BookFilter): BookFilter => ({ ...(v.code?.trim() ? { code: v.code.trim() } : {}), ...(v.name?.trim() ? { name: v.name.trim() } : {}) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {kind === 'norm' && <Typography.Text type="secondary">{t('costdata.book.normHint')}</Typography.Text>}
      <Form form={form} layout="inline" onFinish={(v) => { setFilter(clean(v)); setPage((p) => ({ ...p, pageNo: 1 })); }}>
        <Form.Item name="code" label={t('costdata.book.code')}><Input data-testid={`cd-${kind}-code`} maxLength={20} allowClear /></Form.Item>
        <Form.Item name="name" label={t('costdata.book.name')}><Input data-testid={`cd-${kind}-name`} maxLength={100} allowClear /></Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid={`cd-${kind}-search`}>{t('costdata.book.search')}</Button>
            <Button onClick={() => { form.resetFields(); setFilter({}); }}>{t('costdata.book.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <ResponsiveTable<BookRow>
        size="small" rowKey={(r) => `${r.code}|${r.name}|${r.unit ?? ''}`} loading={list.isLoading} dataSource={list.data?.rows ?? []} pagination={pagination}
        data-testid={`cd-${kind}-book`} onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('costdata.col.code'), dataIndex: 'code', width: 120 },
          { title: t('costdata.col.name'), dataIndex: 'name' },
          ...(kind === 'norm' ? [{ title: t('costdata.col.kind'), dataIndex: 'kind', width: 70 }] : []),
          { title: t('costdata.col.unitOf'), dataIndex: 'unit', width: 60 },
          { title: t('costdata.col.samples'), dataIndex: 'samples', align: 'right', width: 80 },
          { title: t('costdata.col.projects'), dataIndex: 'projects', align: 'right', width: 80 },
          { title: t('costdata.col.minPrice'), dataIndex: 'minPrice', align: 'right', render: money },
          { title: t('costdata.col.median'), dataIndex: 'median', align: 'right', render: money },
          { title: t('costdata.col.maxPrice'), dataIndex: 'maxPrice', align: 'right', render: money },
          { title: t('costdata.col.avgPrice'), dataIndex: 'avgPrice', align: 'right', render: money },
        ]}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} width={Math.min(960, window.innerWidth)} title={t('costdata.book.detailTitle', { code: open?.code ?? '', name: open?.name ?? '' })}>
        <ResponsiveTable
          size="small" rowKey="id" loading={detail.isLoading} dataSource={detail.data ?? []} pagination={false} data-testid={`cd-${kind}-detail`}
          columns={[
            { title: t('costdata.col.project'), dataIndex: 'projectName' },
            { title: t('costdata.col.unit'), dataIndex: 'unitName' },
            { title: t('costdata.col.code'), dataIndex: 'code', width: 120 },
            { title: t('costdata.col.name'), dataIndex: 'name' },
            { title: t('costdata.col.qty'), dataIndex: 'qty', align: 'right' },
            { title: t('costdata.col.price'), dataIndex: 'price', align: 'right', render: money },
            { title: t('costdata.col.source'), key: 'src', render: (_: unknown, r: { srcSheet: string; srcRow: number }) => `${r.srcSheet} ${t('costdata.col.row', { row: r.srcRow })}` },
          ]}
        />
      </Drawer>
    </Space>
  );
}

/** /main-page/cost-bill-book (清单定额库): the bill book (清单项 by national code) and the norm (人材机) book of the firm's projects. */
export function BookPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Tabs destroyOnHidden items={[
        { key: 'bill', label: t('costdata.book.bill'), children: <Book kind="bill" /> },
        { key: 'norm', label: t('costdata.book.norm'), children: <Book kind="norm" /> },
      ]} />
    </Card>
  );
}
