import { useState } from 'react';
import { Descriptions, Divider, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLOW_RECORD_STATUS, SAFETY_MSG } from '@ecms/shared';
import { FileList } from '../../../components/FileList';
import { FlowStatusTag, LedgerPage, useCrudMutation } from '../../../components/ledger';
import { PersonInput } from '../../../components/PersonInput';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { queryRules, SAFETY_KEYS, saveRule, setRuleFileStatus, startRule, type TSupRule } from '../safety-api';
import { SafetyProjectBar, useSafetyProject } from './SafetyProjectBar';

const right = (a: string) => `supervise:rule:${a}`;
const RULE_COVER_FILES = 'supervise-rule-cover';
const RULE_CONTENT_FILES = 'supervise-rule-content';
const S = FLOW_RECORD_STATUS;

interface RuleForm { name?: string; staffId?: string; fileStatus?: '1' | '2'; remark?: string }

/**
 * /engineering-supervision/supervision-rule (监理实施细则, spec §2): basic information, cover file,
 * content files, operation info; 受控 / 非受控; submitted to the project's 总监. Editing (and the
 * files) is closed once the rule is controlled, in approval or approved — the server refuses it too.
 */
export function RulePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const p = useSafetyProject();
  const { businessId, project } = p;
  const [files, setFiles] = useState<TSupRule | null>(null);
  const [editing, setEditing] = useState<TSupRule | null>(null);
  const refresh = [[SAFETY_KEYS.rules]];
  const submit = useCrudMutation({ mutationFn: async (r: TSupRule) => (await startRule(r.id)).msg, success: SAFETY_MSG.START_OK, invalidate: refresh });
  const control = useCrudMutation({ mutationFn: (r: TSupRule) => setRuleFileStatus(r.id, r.fileStatus === '1' ? '2' : '1'), invalidate: refresh });
  const basic = (r: TSupRule | null) => (
    <Descriptions key="basic" size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }} items={[
      { key: 'bn', label: t('safety.rule.businessName'), children: r?.businessName ?? project?.name ?? '—' },
      { key: 'bc', label: t('safety.rule.businessCode'), children: r?.businessCode ?? project?.code ?? '—' },
      { key: 'dir', label: t('safety.rule.director'), children: r?.projectDirectorName ?? project?.directorName ?? '—' },
      { key: 'dept', label: t('safety.rule.dept'), children: r?.projectDeptName ?? project?.deptName ?? '—' },
    ]} />
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-rule-page">
      <SafetyProjectBar ctx={p} testId="sup-rule-project" />
      <LedgerPage<TSupRule, RuleForm>
        testId="sup-rule-ledger"
        tableTestId="sup-rule-table"
        queryKey={[SAFETY_KEYS.rules]}
        list={queryRules}
        params={{ businessId }}
        enabled={!!businessId}
        search={[{ name: 'name$like', placeholder: t('safety.rule.search'), width: 180 }]}
        columns={[
          { title: t('safety.rule.name'), dataIndex: 'name', width: 220, ellipsis: true },
          { title: t('safety.rule.staff'), dataIndex: 'staffName', width: 90 },
          { title: t('safety.rule.fileStatus'), dataIndex: 'fileStatusName', width: 90, render: (v: string, r) => <Tag color={r.fileStatus === '1' ? 'blue' : 'default'} data-testid="sup-rule-file-status">{v}</Tag> },
          { title: t('safety.rule.status'), dataIndex: 'statusName', width: 90, render: (_: unknown, r) => <FlowStatusTag status={r.status} name={r.statusName} /> },
          { title: t('safety.rule.files'), key: 'files', width: 110, render: (_: unknown, r) => `${r.coverFileCount} / ${r.contentFileCount}` },
          { title: t('safety.rule.updatedBy'), dataIndex: 'updatedByName', width: 90 },
          { title: t('safety.rule.updatedDate'), dataIndex: 'updatedDate', width: 160, format: 'datetime' },
        ]}
        create={{ label: t('safety.rule.add'), rights: right('add'), testId: 'sup-rule-add' }}
        // Status-driven read-only (spec §4): no edit button once controlled or in approval; the server refuses as well.
        edit={{ rights: right('edit'), visible: (r) => r.editable, testId: 'sup-rule-edit' }}
        actionsColumn={{ width: 250 }}
        actions={[
          'edit',
          { key: 'files', label: t('safety.rule.files'), onClick: (r) => setFiles(r), testId: 'sup-rule-files' },
          { key: 'submit', label: t('safety.submit'), rights: right('submit'), visible: (r) => r.editable, onClick: (r) => submit.mutate(r), testId: 'sup-rule-submit' },
          {
            key: 'control', label: t('safety.rule.control'), rights: right('control'), testId: 'sup-rule-control',
            visible: (r) => r.fileStatus !== '1' && r.status !== S.APPROVING.value, onClick: (r) => control.mutate(r),
          },
          {
            key: 'uncontrol', label: t('safety.rule.uncontrol'), rights: right('control'), testId: 'sup-rule-uncontrol',
            visible: (r) => r.fileStatus === '1' && r.status !== S.APPROVING.value, onClick: (r) => control.mutate(r),
          },
        ]}
        form={{
          title: { create: t('safety.rule.add'), edit: t('safety.rule.edit') },
          okTestId: 'sup-rule-save',
          width: 1200,
          onOpen: (row) => setEditing(row),
          initialValues: () => ({ staffId: me.userId, fileStatus: '2' }),
          toValues: (r) => ({ name: r.name, staffId: r.staffId, fileStatus: r.fileStatus as '1' | '2', remark: r.remark ?? undefined }),
          save: (v, row) => saveRule({ id: row?.id, businessId, name: v.name ?? '', staffId: v.staffId ?? '', fileStatus: v.fileStatus, remark: v.remark ?? null }),
          fields: [
            <Divider key="d1" plain>{t('safety.rule.basic')}</Divider>,
            basic(editing),
            { name: 'name', label: t('safety.rule.name'), required: true, maxLength: 200, testId: 'sup-rule-name' },
            {
              name: 'staffId', label: t('safety.rule.staff'), rules: [{ required: true, message: SAFETY_MSG.RULE_STAFF_REQUIRED }],
              control: <PersonInput displayName={editing?.staffName ?? me.name} data-testid="sup-rule-staff" />,
            },
            { name: 'fileStatus', label: t('safety.rule.fileStatus'), type: 'select', options: (['1', '2'] as const).map((v) => ({ value: v, label: t(`safety.rule.fileStatuses.${v}`) })) },
            { name: 'remark', label: t('safety.rule.remark'), type: 'textarea', maxLength: 2000 },
            <Divider key="d2" plain>{t('safety.rule.cover')} / {t('safety.rule.content')}</Divider>,
            editing
              ? <Typography.Paragraph key="f" type="secondary">{t('safety.rule.files')}：{editing.coverFileCount} / {editing.contentFileCount}</Typography.Paragraph>
              : <Typography.Paragraph key="f" type="warning">{t('safety.saveFirst')}</Typography.Paragraph>,
            editing && <Divider key="d3" plain>{t('safety.rule.operation')}</Divider>,
            editing && <Typography.Paragraph key="op" type="secondary">{editing.updatedByName ?? '—'} · {new Date(editing.updatedDate as string).toLocaleString('zh-CN', { hour12: false })}</Typography.Paragraph>,
          ],
        }}
      />
      <Modal open={!!files} onCancel={() => setFiles(null)} footer={null} width={900} title={files?.name} destroyOnHidden>
        {files && (
          <>
            {!files.editable && <Typography.Paragraph type="secondary" data-testid="sup-rule-readonly">{t('safety.rule.readOnly')}</Typography.Paragraph>}
            <Divider plain>{t('safety.rule.cover')}</Divider>
            <FileList refModule={RULE_COVER_FILES} refRecordId={files.id} businessId={businessId} readOnly={!files.editable} />
            <Divider plain>{t('safety.rule.content')}</Divider>
            <FileList refModule={RULE_CONTENT_FILES} refRecordId={files.id} businessId={businessId} readOnly={!files.editable} />
          </>
        )}
      </Modal>
    </Space>
  );
}
