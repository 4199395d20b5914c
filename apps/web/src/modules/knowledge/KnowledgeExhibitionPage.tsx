import { useEffect, useState } from 'react';
import { Card, Col, Drawer, Empty, Input, List, Row, Space, Spin, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileList } from '../../components/FileList';
import { useListPage } from '../../components/list-page';
import { KN_READ_KEY, listPagination, queryReadable, readDoc } from './api';
import { CategoryCard } from './CategoryCard';

/** One document opened for reading: the body, its attachments (download only) and the read count. */
function Reader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const doc = useQuery({ queryKey: [KN_READ_KEY, 'doc', id], queryFn: () => readDoc(id!), enabled: !!id, staleTime: Infinity, gcTime: 0 });
  useEffect(() => { if (doc.data) void qc.invalidateQueries({ queryKey: [KN_READ_KEY, 'list'] }); }, [doc.data, qc]);
  return (
    <Drawer open={!!id} onClose={onClose} width={760} title={doc.data?.title ?? ''} destroyOnHidden data-testid="kn-reader">
      {doc.isFetching ? <Spin /> : doc.data ? (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Tag>{doc.data.categoryName}</Tag>
            <Tag color="blue">{doc.data.kind === 'document' ? t('knowledge.kind.document') : t('knowledge.kind.knowledge')}</Tag>
            <span>V{doc.data.revision}</span>
            <span>{doc.data.publishDate}</span>
            <span data-testid="kn-reader-count"><EyeOutlined /> {doc.data.readCount}</span>
          </Space>
          {doc.data.summary ? <Typography.Paragraph type="secondary">{doc.data.summary}</Typography.Paragraph> : null}
          {/* The body was cleaned by the server's allow-list when it was saved. */}
          <div className="ecms-rich-text" data-testid="kn-reader-content" dangerouslySetInnerHTML={{ __html: doc.data.content }} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('knowledge.doc.files')}</Typography.Title>
          <FileList refModule="knowledge" refRecordId={doc.data.id} readOnly />
        </>
      ) : null}
    </Drawer>
  );
}

/** 知识展示: published documents and knowledge of the categories the reader may read; opening one counts a read. */
export function KnowledgeExhibitionPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  // The global search opens a hit with ?id=<document>.
  const [open, setOpen] = useState<string | null>(query.get('id'));
  const params = { ...(categoryId ? { categoryId } : {}), ...(keyword ? { keyword } : {}) };
  const { rows, pagination, query: list } = useListPage([KN_READ_KEY, 'list'], queryReadable, params);
  const close = () => { setOpen(null); if (query.get('id')) setQuery({}, { replace: true }); };
  return (
    <Row gutter={12} wrap={false} style={{ minWidth: 0 }} data-testid="kn-exhibition-page">
      <Col flex="240px" style={{ minWidth: 0 }}>
        <CategoryCard value={categoryId} onChange={setCategoryId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card size="small" title={t('knowledge.exhibition.title')}
          extra={<Input.Search allowClear placeholder={t('knowledge.doc.search')} onSearch={setKeyword} style={{ width: 260 }} data-testid="kn-exhibition-search" />}>
          <List
            loading={list.isFetching}
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.exhibition.empty')} /> }}
            pagination={listPagination(pagination)}
            data-testid="kn-exhibition-list"
            renderItem={(d) => (
              <List.Item key={d.id} onClick={() => setOpen(d.id)} style={{ cursor: 'pointer' }}
                extra={<Space size="large"><span><EyeOutlined /> {d.readCount}</span><span>{d.publishDate}</span></Space>}>
                <List.Item.Meta
                  title={<Space><a data-testid="kn-exhibition-item">{d.title}</a><Tag>{d.categoryName}</Tag>
                    <Tag color={d.kind === 'document' ? 'geekblue' : 'cyan'}>{d.kind === 'document' ? t('knowledge.kind.document') : t('knowledge.kind.knowledge')}</Tag></Space>}
                  description={d.summary ?? d.keywords ?? ''}
                />
              </List.Item>
            )}
          />
        </Card>
        <Reader id={open} onClose={close} />
      </Col>
    </Row>
  );
}
