import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LedgerPage } from '../../components/ledger';
import { ProjectFilesPanel } from '../quality';
import { CD_FILES_KEY, costFiles, costProjects, money, type CostFile } from './api';

const KIND_COLOR: Record<string, string> = { boq: 'blue', price: 'green', other: 'default' };

/**
 * /main-page/cost-file-manage (造价文件管理): the files of every visible project — 清单, price and
 * other files — searched by project, file name and kind; a row opens the project's files
 * (edit-detailed) to upload, import a 清单, compare and apply a price file.
 */
export function CostFilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = (projectId: string) => navigate(`/main-page/cost-file-manage/edit-detailed?projectId=${encodeURIComponent(projectId)}`);
  return (
    <LedgerPage<CostFile, object>
      testId="cd-file-page" tableTestId="cd-file-table" queryKey={[CD_FILES_KEY]} list={costFiles}
      search={[
        { name: 'projectName$like', placeholder: t('costdata.file.project'), testId: 'cd-file-project', mode: 'button' },
        { name: 'fileName$like', placeholder: t('costdata.file.name'), testId: 'cd-file-name', mode: 'button' },
        { name: 'kind', type: 'select', placeholder: t('costdata.file.kind'), width: 120, options: (['boq', 'price', 'other'] as const).map((k) => ({ value: k, label: t(`costdata.file.kinds.${k}`) })) },
      ]}
      columns={[
        { title: t('costdata.file.project'), dataIndex: 'projectName', width: 200 },
        { title: t('costdata.file.name'), dataIndex: 'fileName', width: 220 },
        { title: t('costdata.file.kind'), dataIndex: 'kind', width: 90, render: (k: string) => <Tag color={KIND_COLOR[k]}>{t(`costdata.file.kinds.${k}`, k)}</Tag> },
        { title: t('costdata.file.folder'), dataIndex: 'folder', width: 140 },
        { title: t('costdata.file.units'), dataIndex: 'units', render: (u: string[] | null) => (u ?? []).join('、') },
        { title: t('costdata.col.region'), dataIndex: 'region', width: 90 },
        { title: t('costdata.file.added'), dataIndex: 'createdDate', width: 170, format: 'datetime' },
      ]}
      actions={[{ key: 'edit', label: t('costdata.file.edit'), rights: 'costdata:fileDetail:view', onClick: (r) => edit(r.projectId) }]}
      edit={false}
    />
  );
}

/** /main-page/cost-file-manage/edit-detailed?projectId=…: one project's factors and its files (the quality module's files panel). */
export function CostFileDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = search.get('projectId') ?? '';
  const project = useQuery({
    queryKey: ['cd-file-project', projectId], enabled: !!projectId,
    queryFn: async () => (await costProjects({ params: { id: projectId }, pageSize: 1 })).rows[0] ?? null,
  });
  const p = project.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={p?.name ?? t('costdata.file.detail')} loading={project.isLoading} data-testid="cd-file-detail"
        extra={<Button onClick={() => navigate('/main-page/cost-file-manage')}>{t('costdata.file.back')}</Button>}>
        {!projectId || (!project.isLoading && !p) ? <Empty description={t('costdata.file.noProject')} /> : p && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} items={[
            { key: 'region', label: t('costdata.col.region'), children: p.region ?? '—' },
            { key: 'kind2', label: t('costdata.col.kind2'), children: p.kind2 ?? '—' },
            { key: 'structure', label: t('costdata.col.structure'), children: p.structure ?? '—' },
            { key: 'year', label: t('costdata.db.year'), children: p.year ?? '—' },
            { key: 'area', label: t('costdata.area'), children: money(p.area) },
            { key: 'total', label: t('costdata.total'), children: money(p.total) },
            { key: 'unitCost', label: t('costdata.col.unitCost'), children: money(p.indicators?.unitCost ?? null) },
            { key: 'spec', label: t('costdata.file.spec'), children: p.specVersion },
          ]} />
        )}
      </Card>
      {p && <Card size="small"><ProjectFilesPanel projectId={p.id} projectName={p.name} /></Card>}
    </Space>
  );
}
