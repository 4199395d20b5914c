import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Tag } from 'antd';
import { DeptTreeSelect } from '../../../components/dept';
import { LedgerPage } from '../../../components/ledger';
import { PersonInput } from '../../../components/PersonInput';
import { deleteProject, queryProjects, saveProject, SUP_KEYS, type TSupProject } from '../api';
import { ProjectDetailDrawer } from './ProjectDetailDrawer';

const right = (a: string) => `supervise:project:${a}`;

interface ProjectForm {
  code?: string; name: string; deptId?: string; directorId?: string | null; ownerUnit?: string; constructionUnit?: string;
  address?: string; startDate?: Dayjs | null; endDate?: Dayjs | null; status?: number; remark?: string;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** /engineering-supervision/project-info (监理项目): the projects of the caller's data scope; structure and members in a drawer. */
export function ProjectInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<TSupProject | null>(null);
  const statuses = ['1', '2', '3'].map((v) => ({ value: Number(v), label: t(`supervise.project.statuses.${v}`) }));
  return (
    <LedgerPage<TSupProject, ProjectForm>
      testId="sup-project-page"
      tableTestId="sup-project-table"
      queryKey={[SUP_KEYS.projects]}
      list={queryProjects}
      search={[{ name: 'name$like', placeholder: t('supervise.project.search'), testId: 'sup-project-search' }]}
      columns={[
        { title: t('supervise.project.code'), dataIndex: 'code', width: 120 },
        { title: t('supervise.project.name'), dataIndex: 'name', width: 220, render: (v: string, r) => <a onClick={() => setDetail(r)}>{v}</a> },
        { title: t('supervise.project.dept'), dataIndex: 'deptName', width: 110 },
        { title: t('supervise.project.director'), dataIndex: 'directorName', width: 110 },
        { title: t('supervise.project.constructionUnit'), dataIndex: 'constructionUnit', width: 180 },
        {
          title: t('supervise.project.status'), dataIndex: 'status', width: 80,
          render: (v: number) => <Tag color={v === 1 ? 'processing' : v === 2 ? 'warning' : 'default'}>{t(`supervise.project.statuses.${v}`)}</Tag>,
        },
        {
          title: t('supervise.project.problems'), key: 'count', width: 200,
          render: (_: unknown, r) => <span data-testid="sup-project-count">发现问题{r.problemCount}项，已整改问题{r.rectifiedCount}项</span>,
        },
      ]}
      create={{ label: t('supervise.project.add'), rights: right('add'), testId: 'sup-project-add' }}
      edit={{ rights: right('edit'), testId: 'sup-project-edit' }}
      remove={{ fn: (r) => deleteProject(r.id), rights: right('delete'), testId: 'sup-project-delete' }}
      actionsColumn={{ width: 230 }}
      actions={[
        'edit',
        { key: 'open', label: t('supervise.project.open'), onClick: (r) => setDetail(r) },
        { key: 'problems', label: t('supervise.project.problems'), rights: 'supervise:problem:view', onClick: (r) => navigate(`/engineering-supervision/problem-ledger?businessId=${r.id}`) },
        'delete',
      ]}
      form={{
        title: { create: t('supervise.project.add'), edit: t('supervise.project.edit') },
        okTestId: 'sup-project-save',
        width: 720,
        initialValues: () => ({ status: 1 }),
        toValues: (r) => ({
          ...r, code: r.code, deptId: r.deptId ?? undefined, remark: r.remark ?? undefined,
          startDate: r.startDate ? dayjs(r.startDate) : null, endDate: r.endDate ? dayjs(r.endDate) : null,
        } as ProjectForm),
        save: (v, row) => saveProject({
          ...v, id: row?.id, version: row?.version, startDate: day(v.startDate), endDate: day(v.endDate), code: v.code || null,
        }),
        fields: [
          { name: 'name', label: t('supervise.project.name'), required: true, maxLength: 200, testId: 'sup-project-name' },
          { name: 'code', label: t('supervise.project.code'), maxLength: 64, placeholder: t('supervise.project.codeHint') },
          { name: 'deptId', label: t('supervise.project.dept'), control: <DeptTreeSelect style={{ width: 260 }} data-testid="sup-project-dept" /> },
          { name: 'directorId', label: t('supervise.project.director'), control: <PersonInput data-testid="sup-project-director" /> },
          { name: 'ownerUnit', label: t('supervise.project.ownerUnit'), maxLength: 200 },
          { name: 'constructionUnit', label: t('supervise.project.constructionUnit'), maxLength: 200, testId: 'sup-project-contractor' },
          { name: 'address', label: t('supervise.project.address'), maxLength: 200 },
          { name: 'startDate', label: t('supervise.project.startDate'), type: 'date' },
          { name: 'endDate', label: t('supervise.project.endDate'), type: 'date' },
          { name: 'status', label: t('supervise.project.status'), type: 'select', options: statuses },
          { name: 'remark', label: t('supervise.project.remark'), type: 'textarea', maxLength: 2000 },
        ],
      }}
    >
      <ProjectDetailDrawer project={detail} onClose={() => setDetail(null)} />
    </LedgerPage>
  );
}
