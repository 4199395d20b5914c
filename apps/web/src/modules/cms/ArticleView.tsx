import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TWebArticle } from '@ecms/shared';

/**
 * One published article as a reader sees it. The body is HTML the server cleaned with its
 * allow-list when it was saved (platform/html-sanitize.ts): no script or event handler is left.
 */
export function ArticleView({ article }: { article: TWebArticle }) {
  const { t } = useTranslation();
  return (
    <article className="ecms-article" data-testid="article-view">
      <Typography.Title level={3} style={{ marginTop: 8 }}>{article.title}</Typography.Title>
      <Typography.Text type="secondary">
        {article.categoryName ?? ''}{article.publishDate ? ` · ${t('member.content.published', { date: article.publishDate })}` : ''}
      </Typography.Text>
      {article.cover ? <img src={article.cover} alt="" style={{ display: 'block', maxWidth: '100%', margin: '16px 0' }} /> : null}
      <div className="ecms-article__body" style={{ marginTop: 16, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: article.content ?? '' }} />
    </article>
  );
}
