import { Link, useSearchParams } from 'react-router';
import { Button, Empty, List, Result, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBranding, useLoginData } from '../../app/hooks/use-system';
import { companyOf } from '../saas';
import { webArticle, webArticles } from './api';
import { ArticleView } from './ArticleView';

/**
 * /static/official-websites-page: a company's public site without sign-in (?companyId= for a SaaS
 * company, the default company otherwise; ?id= opens one article). Only published public articles.
 */
export function OfficialSitePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const companyId = search.get('companyId') ?? undefined;
  const id = search.get('id');
  const branding = useBranding();
  const loginData = useLoginData();
  const company = useQuery({ queryKey: ['site-company', companyId], queryFn: () => companyOf(companyId!), enabled: !!companyId });
  const list = useQuery({ queryKey: ['site-articles', companyId], queryFn: () => webArticles(companyId) });
  const one = useQuery({ queryKey: ['site-article', companyId, id], queryFn: () => webArticle(id!, companyId), enabled: !!id, retry: false });
  const name = company.data?.name ?? branding.sysName ?? loginData.data?.sysName ?? t('member.site.title');
  const logo = company.data?.logo ?? branding.logo ?? null;
  const open = (articleId: string | null) => {
    const next = new URLSearchParams(search);
    if (articleId) next.set('id', articleId); else next.delete('id');
    setSearch(next);
  };
  const suffix = companyId ? `?companyId=${encodeURIComponent(companyId)}` : '';

  return (
    <div className="ecms-site" data-testid="official-website" style={{ minHeight: '100vh', background: 'var(--ant-color-bg-layout, #f5f7fa)' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.06)', flexWrap: 'wrap' }}>
        {logo ? <img src={logo} alt={name} style={{ height: 36, maxWidth: 160, objectFit: 'contain' }} data-testid="site-logo" /> : null}
        <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 160 }} data-testid="site-name">{name}</Typography.Title>
        <Link to={`${companyId ? '/saasLogin' : '/login'}${suffix}`}>{t('member.site.login')}</Link>
        <Link to={`/login/register${suffix}`}>{t('member.site.register')}</Link>
      </header>
      <main style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
          {id ? (
            <>
              <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => open(null)} style={{ paddingLeft: 0 }} data-testid="site-back">{t('member.site.back')}</Button>
              {one.isPending ? <Spin style={{ display: 'block', margin: '48px auto' }} />
                : one.data ? <ArticleView article={one.data} /> : <Result status="404" subTitle={t('member.site.empty')} />}
            </>
          ) : list.isPending ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : (
            <List
              dataSource={list.data?.rows ?? []}
              locale={{ emptyText: <Empty description={t('member.site.empty')} /> }}
              renderItem={(a) => (
                <List.Item key={a.id} onClick={() => open(a.id)} style={{ cursor: 'pointer' }} data-testid="site-article">
                  <List.Item.Meta
                    title={<Typography.Link>{a.title}</Typography.Link>}
                    description={<>{a.categoryName ?? ''}{a.publishDate ? ` · ${a.publishDate}` : ''}{a.summary ? <div>{a.summary}</div> : null}</>}
                  />
                </List.Item>
              )}
            />
          )}
        </div>
      </main>
    </div>
  );
}
