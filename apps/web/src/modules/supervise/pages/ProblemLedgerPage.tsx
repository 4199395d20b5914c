import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Form, Modal, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { MESSAGES, SUPERVISE_MSG } from '@ecms/shared';
import { FileList } from '../../../components/FileList';
import { FormModal } from '../../../components/FormModal';
import { LedgerFormItems, LedgerPage, useCrudMutation } from '../../../components/ledger';
import { useApp } from '../../../components/use-app';
import {
  deleteProblem, fetchProblemCount, fetchStructure, issueNotice, queryProblems, queryProjects, saveProblem, SUP_KEYS, type TSupNode,
  type TSupProblem,
} from '../api';
import { NoticeLedger } from './NoticeLedger';

const right = (a: string) => `supervise:problem:${a}`;
const PROBLEM_FILES = 'supervise-problem';

interface ProblemForm {
  name: string; problemType?: string; projectNodeId?: string; patrolNodeId?: string | null; problemDiscoverDate?: Dayjs;
  rectifyDeadline?: Dayjs | null; serious?: boolean; requirement?: string;
}
interface IssueForm { docType?: 'notice' | 'safety'; subject: string; content?: string; rectifyDeadline?: Dayjs | null }

/** Codes and dates stay on one line (the description column gives way). */
const nowrap = (v: unknown) => <span style={{ whiteSpace: 'nowrap' }}>{v as string}</span>;
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
type TreeOption = { value: string; title: string; children?: TreeOption[] };
const treeOptions = (nodes: TSupNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

/**
 * /engineering-supervision/problem-ledger (问题台账): a project's problems with the line
 * 发现问题N项，已整改问题M项, the 监理通知单 that sends checked problems to the contractor, and the
 * notices with their reply and review.
 */
export function ProblemLedgerPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const businessId = search.get('businessId') ?? '';
  const projects = useQuery({ queryKey: [SUP_KEYS.projects, 'picker'], queryFn: () => queryProjects({ pageSize: 200, orderBy: 'updatedDate', order: 'desc' }) });
  const count = useQuery({ queryKey: [SUP_KEYS.count, businessId], queryFn: () => fetchProblemCount(businessId), enabled: !!businessId });
  const structure = useQuery({ queryKey: ['sup-structure', businessId], queryFn: () => fetchStructure(businessId), enabled: !!businessId });
  const [form] = Form.useForm<ProblemForm>();
  const unitId = Form.useWatch('projectNodeId', form);
  const units = useMemo(() => structure.data ?? [], [structure.data]);
  const parts = useMemo(() => treeOptions(units.find((u) => u.id === unitId)?.children ?? []), [units, unitId]);
  const [issuing, setIssuing] = useState<TSupProblem[] | null>(null);
  const [photos, setPhotos] = useState<TSupProblem | null>(null);
  const [issueForm] = Form.useForm<IssueForm>();
  const refreshAll = [[SUP_KEYS.problems], [SUP_KEYS.notices], [SUP_KEYS.count], [SUP_KEYS.projects]];
  const issue = useCrudMutation({
    mutationFn: async (v: IssueForm) => (await issueNotice({
      businessId, docType: v.docType ?? 'notice', subject: v.subject, content: v.content, rectifyDeadline: day(v.rectifyDeadline), problemIds: (issuing ?? []).map((p) => p.id),
    })).msg,
    success: false,
    onSuccess: (msg: string) => { void message.success(msg); },
    invalidate: refreshAll,
    close: () => setIssuing(null),
  });
  const remove = useCrudMutation({ mutationFn: (id: string) => deleteProblem(id), success: MESSAGES.DELETE_OK, invalidate: refreshAll });
  const status = (r: TSupProblem) => (
    <Tag color={r.problemStatus === 1 ? 'success' : 'error'} data-testid="sup-problem-status">{t(`supervise.problem.statuses.${r.problemStatus}`)}</Tag>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-problem-page">
      <Card size="small">
        <Space wrap size={16}>
          <span>{t('supervise.problem.project')}</span>
          <Select
            style={{ width: 300, maxWidth: '70vw' }} showSearch optionFilterProp="label" placeholder={t('supervise.problem.chooseProject')}
            value={businessId || undefined} loading={projects.isPending} data-testid="sup-problem-project"
            options={(projects.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
            onChange={(v: string) => setSearch(v ? { businessId: v } : {})}
          />
          {businessId && (
            <Typography.Text strong data-testid="sup-problem-count">{count.data?.text ?? '发现问题0项，已整改问题0项'}</Typography.Text>
          )}
        </Space>
      </Card>
      <LedgerPage<TSupProblem, ProblemForm>
        testId="sup-problem-ledger"
        tableTestId="sup-problem-table"
        queryKey={[SUP_KEYS.problems]}
        list={queryProblems}
        params={{ businessId }}
        enabled={!!businessId}
        invalidate={[[SUP_KEYS.count], [SUP_KEYS.projects]]}
        selection={{ getCheckboxProps: (r) => ({ disabled: !!r.refBillId }) }}
        search={[
          { name: 'keyword$like', placeholder: t('supervise.problem.keyword'), testId: 'sup-problem-search', width: 180 },
          { name: 'problemDiscovererName$like', placeholder: t('supervise.problem.discovererName'), width: 140 },
          {
            name: 'problemStatus', type: 'select', placeholder: t('supervise.problem.status'), width: 110,
            options: ['0', '1'].map((v) => ({ value: Number(v), label: t(`supervise.problem.statuses.${v}`) })),
          },
        ]}
        columns={[
          { title: t('supervise.problem.code'), dataIndex: 'code', width: 132, render: nowrap },
          {
            title: t('supervise.problem.name'), dataIndex: 'name', width: 200, ellipsis: true,
            render: (v: string, r) => <>{r.serious && <Tag color="volcano">{t('supervise.problem.serious')}</Tag>}{v}</>,
          },
          {
            title: `${t('supervise.problem.unit')} / ${t('supervise.problem.part')}`, key: 'node', width: 150, ellipsis: true,
            render: (_: unknown, r) => [r.projectNodeName, r.patrolNodeName].filter(Boolean).join(' / '),
          },
          { title: t('supervise.problem.type'), dataIndex: 'problemType', width: 90, dict: 'PROBLEM_TYPE' },
          { title: t('supervise.problem.discoverer'), dataIndex: 'problemDiscovererName', width: 72 },
          { title: t('supervise.problem.discoverDate'), dataIndex: 'problemDiscoverDate', width: 104, render: nowrap },
          {
            title: t('supervise.problem.deadline'), dataIndex: 'rectifyDeadline', width: 108,
            render: (v: string | null, r) => (r.overdue ? <Tag color="red" title={t('supervise.problem.overdue')}>{v}</Tag> : nowrap(v)),
          },
          { title: t('supervise.problem.status'), dataIndex: 'problemStatus', width: 84, render: (_: unknown, r) => status(r) },
          { title: t('supervise.problem.notice'), dataIndex: 'refBillNo', width: 132, render: nowrap },
        ]}
        create={{ label: t('supervise.problem.add'), rights: right('add'), testId: 'sup-problem-add' }}
        // The ledger from Excel through the platform's import wizard (check, error workbook, confirm).
        import={{ targetCode: 'supervise:problem', rights: right('add'), label: t('supMore.importProblems'), testId: 'sup-problem-import' }}
        toolbar={(ctx) => (
          ctx.can(right('notice')) && <Button
            icon={<SendOutlined />} data-testid="sup-notice-issue"
            onClick={() => {
              const free = ctx.selectedRows.filter((r) => !r.refBillId);
              if (free.length === 0) { void message.warning(SUPERVISE_MSG.SELECT_ONE); return; }
              issueForm.resetFields();
              issueForm.setFieldsValue({ docType: 'notice', subject: `${free[0].name}等${free.length}项问题整改`, rectifyDeadline: dayjs().add(3, 'day') });
              setIssuing(free);
              ctx.clearSelection();
            }}
          >{t('supervise.problem.issue')}</Button>
        )}
        edit={{ rights: right('edit'), visible: (r) => !r.refBillId, testId: 'sup-problem-edit' }}
        actionsColumn={{ width: 170 }}
        actions={[
          'edit',
          { key: 'photos', label: t('supervise.problem.photos'), onClick: (r) => setPhotos(r) },
          // A problem on a notice is locked (the server refuses it too): no delete button.
          {
            key: 'delete', label: null, ariaLabel: t('sys.delete'), icon: <DeleteOutlined />, danger: true, rights: right('delete'), testId: 'sup-problem-delete',
            visible: (r) => !r.refBillId, confirm: MESSAGES.CONFIRM_DELETE, onClick: (r) => remove.mutate(r.id),
          },
        ]}
        form={{
          title: { create: t('supervise.problem.add'), edit: t('supervise.problem.edit') },
          instance: form,
          okTestId: 'sup-problem-save',
          width: 720,
          initialValues: () => ({ problemDiscoverDate: dayjs(), serious: false, projectNodeId: units.length === 1 ? units[0].id : undefined }),
          toValues: (r) => ({
            name: r.name, problemType: r.problemType ?? undefined, projectNodeId: r.projectNodeId ?? undefined, patrolNodeId: r.patrolNodeId,
            problemDiscoverDate: dayjs(r.problemDiscoverDate), rectifyDeadline: r.rectifyDeadline ? dayjs(r.rectifyDeadline) : null,
            serious: r.serious, requirement: r.requirement ?? undefined,
          }),
          save: (v, row) => saveProblem({
            id: row?.id, version: row?.version, businessId, name: v.name, problemType: v.problemType ?? null, projectNodeId: v.projectNodeId ?? '',
            patrolNodeId: v.patrolNodeId ?? null, problemDiscoverDate: day(v.problemDiscoverDate) ?? '', rectifyDeadline: day(v.rectifyDeadline),
            serious: v.serious ?? false, requirement: v.requirement ?? null,
          }),
          fields: [
            { name: 'name', label: t('supervise.problem.name'), type: 'textarea', required: true, maxLength: 500, testId: 'sup-problem-name' },
            { name: 'problemType', label: t('supervise.problem.type'), type: 'dict', dict: 'PROBLEM_TYPE', testId: 'sup-problem-type' },
            {
              name: 'projectNodeId', label: t('supervise.problem.unit'), type: 'select', testId: 'sup-problem-unit',
              rules: [{ required: true, message: SUPERVISE_MSG.UNIT_PROJECT_REQUIRED }],
              options: units.map((u) => ({ value: u.id, label: u.name })),
              props: { onChange: () => form.setFieldValue('patrolNodeId', null), style: { width: 260 } },
            },
            {
              name: 'patrolNodeId', label: t('supervise.problem.part'),
              control: <TreeSelect allowClear treeDefaultExpandAll treeData={parts} style={{ width: 260 }} data-testid="sup-problem-part" disabled={!unitId} />,
            },
            // The kit's `required` checks a string; a date is an object (dayjs).
            { name: 'problemDiscoverDate', label: t('supervise.problem.discoverDate'), type: 'date', rules: [{ required: true, type: 'object', message: SUPERVISE_MSG.DISCOVER_DATE_REQUIRED }] },
            { name: 'rectifyDeadline', label: t('supervise.problem.deadline'), type: 'date' },
            { name: 'serious', label: t('supervise.problem.serious'), type: 'switch' },
            { name: 'requirement', label: t('supervise.problem.requirement'), type: 'textarea', maxLength: 1000 },
          ],
        }}
      >
        <FormModal<IssueForm> form={issueForm} open={!!issuing} onClose={() => setIssuing(null)} saving={issue.isPending} okTestId="sup-notice-issue-ok"
          title={t('supervise.notice.title')} width={640} onFinish={(v) => issue.mutate(v)}>
          <Typography.Paragraph type="secondary">{t('supervise.notice.selected', { count: issuing?.length ?? 0 })}：{issuing?.map((p) => p.code).join('、')}</Typography.Paragraph>
          <LedgerFormItems entries={[
            {
              name: 'docType', label: t('supervise.print.docType'), type: 'select', testId: 'sup-notice-doctype',
              options: (['notice', 'safety'] as const).map((v) => ({ value: v, label: t(`supervise.print.docTypes.${v}`) })),
            },
            { name: 'subject', label: t('supervise.notice.subject'), required: true, maxLength: 200, testId: 'sup-notice-subject' },
            { name: 'content', label: t('supervise.notice.content'), type: 'textarea', maxLength: 4000 },
            { name: 'rectifyDeadline', label: t('supervise.notice.deadline'), type: 'date' },
          ]} />
        </FormModal>
        <Modal open={!!photos} onCancel={() => setPhotos(null)} footer={null} width={760} title={`${photos?.code ?? ''} ${t('supervise.problem.photos')}`} destroyOnHidden>
          {photos && <FileList refModule={PROBLEM_FILES} refRecordId={photos.id} businessId={businessId} />}
        </Modal>
      </LedgerPage>
      {businessId && <NoticeLedger businessId={businessId} onChanged={() => refreshAll.forEach((k) => void qc.invalidateQueries({ queryKey: k }))} />}
    </Space>
  );
}
