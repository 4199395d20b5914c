import { useState } from 'react';
import { Card, Drawer, Empty, Input, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListPage } from '../../components/list-page';
import { KN_NEWS_KEY, listPagination, queryNews } from './api';

/** 通知公告与资讯: the company's published articles (content management) for its staff; the list carries the bodies. */
export function ContentListPage() {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const { rows, pagination, query } = useListPage([KN_NEWS_KEY], queryNews, title ? { title$like: title } : {});
  const [open, setOpen] = useState<(typeof rows)[number] | null>(null);
  return (
    <Card size="small" title={t('knowledge.news.title')} data-testid="kn-news-page"
      extra={<Input.Search allowClear placeholder={t('knowledge.news.search')} onSearch={setTitle} style={{ width: 240 }} data-testid="kn-news-search" />}>
      <List
        loading={query.isFetching}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.news.empty')} /> }}
        pagination={listPagination(pagination)}
        data-testid="kn-news-list"
        renderItem={(a) => (
          <List.Item key={a.id} onClick={() => setOpen(a)} style={{ cursor: 'pointer' }} extra={a.publishDate}>
            <List.Item.Meta title={<Space><a>{a.title}</a>{a.categoryName ? <Tag>{a.categoryName}</Tag> : null}</Space>} description={a.summary} />
          </List.Item>
        )}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} width={720} title={open?.title} destroyOnHidden>
        {/* Article bodies are cleaned by the server's allow-list when saved. */}
        <div className="ecms-rich-text" dangerouslySetInnerHTML={{ __html: open?.content ?? '' }} />
      </Drawer>
    </Card>
  );
}
