import { useRef, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Result, Table, Tag, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { TablePaginationConfig } from 'antd';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@ecms/shared';
import type { ListRequest, ListResult } from '../api/sys';
import { useIsPhone } from '../app/hooks/use-media';
import { fixTableMeasureRows, useDomFix } from './a11y';

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZE.DEFAULT;
export const PAGE_SIZE_OPTIONS: number[] = [...PAGE_SIZE.OPTIONS];

/** Spec §9 table paging: 50 per page, options 50/100/150, quick jump, total text 共 N 条. */
export function usePagination(total: number, pageNo: number, pageSize: number, onChange: (pageNo: number, pageSize: number) => void): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: pageNo,
    pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (n) => t('list.total', { total: n }),
    onChange: (p, s) => onChange(s !== pageSize ? 1 : p, s),
  };
}

/** The same paging for a list held in memory (e.g. a role's users): page state kept here. */
export function useLocalPagination(total: number): TablePaginationConfig {
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  // a shrinking list (rows removed) must not leave the table on a page past its end
  const last = Math.max(1, Math.ceil(total / page.pageSize));
  return usePagination(total, Math.min(page.pageNo, last), page.pageSize, (pageNo, pageSize) => setPage({ pageNo, pageSize }));
}

export interface UseListPageOptions {
  orderBy?: string;
  order?: 'asc' | 'desc';
  enabled?: boolean;
}

/**
 * Server-side list state (page, size) on react-query. The list DSL is
 * `{ params, orderBy, order, pageNo, pageSize }`; changing params goes back to page 1.
 */
export function useListPage<T>(
  key: QueryKey,
  fetcher: (req: ListRequest) => Promise<ListResult<T>>,
  params: Record<string, unknown>,
  options: UseListPageOptions = {},
) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, sig: '' });
  const sig = JSON.stringify(params);
  const pageNo = page.sig === sig ? page.pageNo : 1;
  const pageSize = page.pageSize;
  const req: ListRequest = { params, orderBy: options.orderBy, order: options.order, pageNo, pageSize };
  const query = useQuery({
    queryKey: [...key, req],
    queryFn: () => fetcher(req),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const pagination = usePagination(query.data?.total ?? 0, pageNo, pageSize, (p, s) => setPage({ pageNo: p, pageSize: s, sig }));
  return { query, pagination, rows: query.data?.rows ?? [], total: query.data?.total ?? 0 };
}

export type ListPageState<T> = ReturnType<typeof useListPage<T>>;

export interface ListTableProps<T> extends Omit<TableProps<T>, 'loading'> {
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** A useListPage result: rows, loading, error with retry and pagination come from it. */
  list?: ListPageState<T>;
}

// kept here for the list pages that import it with the table helpers
export { activateOnKey } from './a11y';

/**
 * antd Table with the phone behaviour every table of the app shares (issue 15): on a phone nothing
 * is frozen (a frozen 操作 or selection column would cover most of the window) and the table keeps
 * its columns' natural widths and scrolls sideways, so 操作 stays reachable. Tables that are not
 * server lists (dialogs, sub-tables, ledgers built by hand) use it instead of antd's Table.
 */
export function ResponsiveTable<T extends object>({ columns, scroll, rowSelection, ...props }: TableProps<T>) {
  const isPhone = useIsPhone();
  if (!isPhone) return <Table<T> columns={columns} scroll={scroll} rowSelection={rowSelection} {...props} />;
  return (
    <Table<T>
      columns={columns?.map((c) => (c.fixed ? { ...c, fixed: undefined } : c))}
      scroll={{ ...scroll, x: 'max-content' }}
      rowSelection={rowSelection?.fixed ? { ...rowSelection, fixed: undefined } : rowSelection}
      {...props}
    />
  );
}

/** antd Table with the platform's empty and error states and horizontal scrolling. */
export function ListTable<T extends object>({ list, ...props }: ListTableProps<T>) {
  const fromList: Partial<ListTableProps<T>> = list ? {
    dataSource: list.rows, loading: list.query.isFetching, error: list.query.isError ? list.query.error : undefined,
    onRetry: () => void list.query.refetch(), pagination: list.pagination,
  } : {};
  const { error, onRetry, emptyText, loading, scroll, ...rest } = { ...fromList, ...props };
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  useDomFix(wrapper, fixTableMeasureRows);
  const errorNode = error ? (
    <Result
      status="warning"
      title={t('list.loadFailed')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry} data-testid="list-retry">
            {t('common.retry')}
          </Button>
        )
      }
    />
  ) : null;
  return (
    <div ref={wrapper} className="ecms-list-table-wrap" style={{ display: 'contents' }}>
      <ResponsiveTable<T>
        size="middle"
        bordered
        loading={loading}
        // x: true (width auto, at least the container): when the columns' widths add up to more
        // than the page, they give way (long texts wrap) before the table scrolls, so a frozen
        // 操作 column does not cover half of the column before it ("2026-11-26 2") at 1366 px.
        // Only a table whose contents cannot wrap any further scrolls sideways (on a phone
        // ResponsiveTable makes it max-content).
        scroll={{ x: true, ...scroll }}
        locale={{ emptyText: errorNode ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('list.empty')} /> }}
        {...rest}
        className={['ecms-list-table', rest.className].filter(Boolean).join(' ')}
        dataSource={error ? [] : rest.dataSource}
      />
    </div>
  );
}

/** 启用 / 停用 as a tag (status columns of the administration lists). */
export function StatusTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? <Tag color="success">{t('sys.enabled')}</Tag> : <Tag>{t('sys.disabled')}</Tag>;
}

/** The search box of list toolbars and side cards: clearable, with the search icon. */
export function SearchInput({ value, onChange, placeholder, width, size, testId, style }: { value: string; onChange: (v: string) => void; placeholder?: string; width?: number; size?: 'small' | 'middle'; testId?: string; style?: React.CSSProperties }) {
  return (
    <Input
      allowClear
      size={size}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      style={{ width, ...style }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
