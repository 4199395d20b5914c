import { useState } from 'react';
import { Drawer, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveTable } from '../../components/list-page';
import { LedgerPage } from '../../components/ledger';
import { CD_PROJECTS_KEY, costProjects, fixed, money, pct, subjectList, subjectSummary, type CostProject } from './api';

const YEARS = Array.from({ length: 12 }, (_, i) => String(new Date().getFullYear() - i));

/** A project's bill as a cost consultant reads it first: the 费用构成 and the 分部 with 元/㎡. */
function ProjectBill({ project }: { project: CostProject }) {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['cd-summary', project.id], queryFn: () => subjectSummary(project.id) });
  const subjects = useQuery({ queryKey: ['cd-subjects', project.id], queryFn: () => subjectList(project.id) });
  return (
    <Tabs items={[
      {
        key: 'summary', label: t('costdata.subject.summary'), children: (
          <ResponsiveTable size="small" rowKey="code" loading={summary.isLoading} dataSource={summary.data?.lines ?? []} pagination={false} data-testid="cd-db-summary"
            columns={[
              { title: t('costdata.col.name'), dataIndex: 'name' },
              { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
              { title: t('costdata.col.share'), dataIndex: 'share', align: 'right', render: pct },
              { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right', render: money },
            ]} />
        ),
      },
      {
        key: 'subjects', label: t('costdata.subject.subjects'), children: (
          <ResponsiveTable size="small" rowKey="id" loading={subjects.isLoading} dataSource={subjects.data?.rows ?? []} pagination={false} data-testid="cd-db-subjects"
            columns={[
              { title: t('costdata.col.unit'), dataIndex: 'unitName' },
              { title: t('costdata.col.subject'), dataIndex: 'name' },
              { title: t('costdata.col.items'), dataIndex: 'items', align: 'right' },
              { title: t('costdata.col.amount'), dataIndex: 'amount', align: 'right', render: money },
              { title: t('costdata.col.share'), dataIndex: 'share', align: 'right', render: pct },
              { title: t('costdata.col.perM2'), dataIndex: 'perM2', align: 'right', render: money },
            ]} />
        ),
      },
    ]} />
  );
}

/**
 * /main-page/cost-data (造价数据库): the firm's imported projects, searched by name, region, type,
 * structure and year, with 单方造价 and the 含量 indicators per ㎡; a row opens its bill (费用构成,
 * 分部 with 元/㎡) or its files.
 */
export function CostDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<CostProject | null>(null);
  const ind = (r: CostProject, k: string) => r.indicators?.[k] ?? null;
  return (
    <>
      <LedgerPage<CostProject, object>
        testId="cd-db-page" tableTestId="cd-db-table" queryKey={[CD_PROJECTS_KEY]} list={costProjects}
        search={[
          { name: 'name$like', placeholder: t('costdata.db.name'), testId: 'cd-db-name', mode: 'button' },
          { name: 'region$like', placeholder: t('costdata.col.region'), testId: 'cd-db-region', mode: 'button', width: 120 },
          { name: 'kind2$like', placeholder: t('costdata.col.kind2'), testId: 'cd-db-kind2', mode: 'button', width: 120 },
          { name: 'structure$like', placeholder: t('costdata.col.structure'), mode: 'button', width: 120 },
          { name: 'year', type: 'select', placeholder: t('costdata.db.year'), width: 110, testId: 'cd-db-year', options: YEARS.map((y) => ({ value: y, label: y })) },
        ]}
        columns={[
          { title: t('costdata.db.name'), dataIndex: 'name', width: 220 },
          { title: t('costdata.col.region'), dataIndex: 'region', width: 90 },
          { title: t('costdata.col.kind2'), dataIndex: 'kind2', width: 90 },
          { title: t('costdata.col.structure'), dataIndex: 'structure', width: 90 },
          { title: t('costdata.db.stage'), dataIndex: 'stage', width: 80 },
          { title: t('costdata.db.year'), dataIndex: 'year', width: 70 },
          { title: t('costdata.area'), dataIndex: 'area', width: 110, align: 'right', render: money },
          { title: t('costdata.total'), dataIndex: 'total', width: 140, align: 'right', sorter: true, render: money },
          { title: t('costdata.col.unitCost'), key: 'unitCost', width: 110, align: 'right', render: (_: unknown, r: CostProject) => money(ind(r, 'unitCost')) },
          { title: t('costdata.db.concrete'), key: 'concrete', width: 110, align: 'right', render: (_: unknown, r: CostProject) => fixed(ind(r, 'concretePerM2')) },
          { title: t('costdata.db.rebar'), key: 'rebar', width: 110, align: 'right', render: (_: unknown, r: CostProject) => fixed(ind(r, 'rebarKgPerM2'), 2) },
          { title: t('costdata.db.labor'), key: 'labor', width: 100, align: 'right', render: (_: unknown, r: CostProject) => pct(ind(r, 'laborShare')) },
          { title: t('costdata.db.files'), dataIndex: 'files', width: 70, align: 'right' },
        ]}
        actions={[
          { key: 'bill', label: t('costdata.db.openBill'), onClick: (r) => setOpen(r) },
          { key: 'files', label: t('costdata.db.files'), rights: 'costdata:fileDetail:view', onClick: (r) => navigate(`/main-page/cost-file-manage/edit-detailed?projectId=${encodeURIComponent(r.id)}`) },
        ]}
        actionsColumn={{ width: 140 }}
        edit={false}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} width={Math.min(960, window.innerWidth)} title={open?.name} data-testid="cd-db-bill">
        {open && <ProjectBill project={open} />}
      </Drawer>
    </>
  );
}
