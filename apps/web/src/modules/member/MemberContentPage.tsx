import { useState } from 'react';
import { Button, Card, Empty, List, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TWebArticle } from '@ecms/shared';
import { ArticleView } from '../cms';
import { MEMBER_ARTICLES_KEY, memberArticles } from './api';

/** /main-page/member-content: the published articles the signed-in reader may read (a member: public ones and those of their level). */
export function MemberContentPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TWebArticle | null>(null);
  const list = useQuery({ queryKey: [MEMBER_ARTICLES_KEY], queryFn: () => memberArticles({ pageSize: 100 }) });
  if (open) {
    return (
      <Card data-testid="member-article">
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => setOpen(null)} style={{ paddingLeft: 0 }} data-testid="member-article-back">
          {t('member.content.back')}
        </Button>
        <ArticleView article={open} />
      </Card>
    );
  }
  return (
    <Card title={t('member.route.content')} data-testid="member-content-page">
      {list.isPending ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : (
        <List<TWebArticle>
          dataSource={list.data?.rows ?? []}
          locale={{ emptyText: <Empty description={t('member.content.empty')} /> }}
          renderItem={(a) => (
            <List.Item key={a.id} onClick={() => setOpen(a)} style={{ cursor: 'pointer' }} data-testid="member-article-item">
              <List.Item.Meta
                title={<Typography.Link>{a.title}</Typography.Link>}
                description={<>{a.categoryName ?? ''}{a.publishDate ? ` · ${t('member.content.published', { date: a.publishDate })}` : ''}{a.summary ? <div>{a.summary}</div> : null}</>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
