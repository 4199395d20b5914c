import { Fragment, useMemo, type ReactNode } from 'react';
import { Button, Card, Empty, Input, List, Pagination, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { fetchSearchTypes, SEARCH_PAGE_SIZE, searchRecords, type SearchHit } from '../../api/search';

const ALL = 'all';

/** Keyword → its terms, as the server splits them (whitespace, case-insensitive). */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** The text with every occurrence of a term wrapped in <mark> (case-insensitive). */
export function highlight(text: string, terms: string[]): ReactNode {
  if (!text || terms.length === 0) return text;
  const pattern = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i} className="ecms-search-mark">{part}</mark> : <Fragment key={i}>{part}</Fragment>));
}

/** /global-search?searchkey=…: tabs by type (All first), 10 hits per page, each opens its record. */
export function GlobalSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('searchkey') ?? '').trim();
  const tab = params.get('type') || ALL;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const terms = useMemo(() => searchTerms(keyword), [keyword]);

  const types = useQuery({ queryKey: ['globalSearch', 'types'], queryFn: fetchSearchTypes, staleTime: 300_000 });
  const hits = useQuery({
    queryKey: ['globalSearch', keyword, tab, page],
    queryFn: () => searchRecords(keyword, tab === ALL ? undefined : tab, page),
    enabled: keyword.length > 0,
  });

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  const open = (hit: SearchHit) => navigate(hit.link);

  let body: ReactNode;
  if (!keyword) {
    body = <Empty description={t('search.enterKeyword')} />;
  } else if (hits.isError) {
    body = (
      <Result status="warning" title={t('search.failed')}
        extra={<Button onClick={() => void hits.refetch()}>{t('search.retry')}</Button>} />
    );
  } else if (hits.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} data-testid="search-loading" />;
  } else if (hits.data.rows.length === 0) {
    body = <Empty description={t('search.noResult', { keyword })} data-testid="search-empty" />;
  } else {
    body = (
      <>
        <Typography.Text type="secondary" data-testid="search-total">{t('search.total', { total: hits.data.total })}</Typography.Text>
        <List
          itemLayout="vertical"
          dataSource={hits.data.rows}
          rowKey={(h) => `${h.tableCode}:${h.recordId}`}
          renderItem={(h) => (
            <List.Item key={`${h.tableCode}:${h.recordId}`} className="ecms-search-hit" data-testid="search-hit">
              <Space size={8} wrap>
                <Tag color="blue">{h.typeName}</Tag>
                <Typography.Link onClick={() => open(h)} className="ecms-search-title">{highlight(h.title, terms)}</Typography.Link>
              </Space>
              {h.snippet && (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '6px 0 0' }}>
                  {highlight(h.snippet, terms)}
                </Typography.Paragraph>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('search.updated', { date: dayjs(h.updatedDate).format('YYYY-MM-DD HH:mm') })}
              </Typography.Text>
            </List.Item>
          )}
        />
        <Pagination
          align="end"
          current={page}
          pageSize={SEARCH_PAGE_SIZE}
          total={hits.data.total}
          showSizeChanger={false}
          onChange={(p) => update({ page: String(p) })}
        />
      </>
    );
  }

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="global-search-page">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={t('search.placeholder')}
        enterButton={t('search.button')}
        allowClear
        maxLength={100}
        style={{ maxWidth: 640 }}
        onSearch={(v) => update({ searchkey: v.trim() || undefined, page: undefined })}
        data-testid="global-search-page-input"
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => update({ type: k === ALL ? undefined : k, page: undefined })}
        items={[{ key: ALL, label: t('search.all') }, ...(types.data ?? []).map((x) => ({ key: x.tableCode, label: x.name }))]}
        style={{ marginTop: 8 }}
      />
      {body}
    </Card>
  );
}
