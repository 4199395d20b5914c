import type { ReactNode } from 'react';
import { Button, Card, Empty, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './list-page';

/** What the card needs to know about the query behind it. */
export interface LoadQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Spinner while loading, a retry card on failure, nothing once loaded. */
export function LoadState({ query }: { query: LoadQuery }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  if (query.isError)
    return <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  return null;
}

/** Body of a loaded list: its content, or the empty state. */
export function LoadedBody({ query, empty, emptyText, children }: { query: LoadQuery; empty: boolean; emptyText?: ReactNode; children: ReactNode }) {
  if (query.isPending || query.isError) return <LoadState query={query} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}

export interface TreeSearchCardProps {
  icon?: ReactNode;
  title: ReactNode;
  extra?: ReactNode;
  keyword: string;
  onKeyword: (v: string) => void;
  placeholder?: string;
  searchTestId?: string;
  query: LoadQuery;
  /** True when there is nothing to show (after filtering). */
  empty: boolean;
  emptyText?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The left-hand card of the split pages (departments, dictionaries, roles, parameters...): a title,
 * a search box and the tree or list below it, with loading, failure and empty states.
 */
export function TreeSearchCard({ icon, title, extra, keyword, onKeyword, placeholder, searchTestId, query, empty, emptyText, className = 'ecms-split__side', testId, children }: TreeSearchCardProps) {
  return (
    <Card
      className={className}
      size="small"
      title={icon ? <Space>{icon}{title}</Space> : title}
      extra={extra}
      data-testid={testId}
    >
      <SearchInput size="small" placeholder={placeholder} value={keyword} onChange={onKeyword} style={{ marginBottom: 8 }} testId={searchTestId} />
      <LoadedBody query={query} empty={empty} emptyText={emptyText}>
        {children}
      </LoadedBody>
    </Card>
  );
}
