import { useState } from 'react';
import { Form, Input, Modal, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMemberRow } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { passwordRules } from '../../utils/validators';
import { deleteMember, LEVELS_KEY, MEMBERS_KEY, queryLevels, queryMembers, resetMemberPassword, saveMember } from './api';

const right = (action: string) => `sys:member:${action}`;
interface MemberForm { name: string; levelId?: string | null; beginDate?: string | null; endDate?: string | null; status: 0 | 1 }

/** /sys-manager/club: the company's members (name, level, period, status; reset password). */
export function MemberClubPage() {
  const { t } = useTranslation();
  const levels = useQuery({ queryKey: [LEVELS_KEY, 'options'], queryFn: () => queryLevels({ pageSize: 1000 }) });
  const levelOptions = (levels.data?.rows ?? []).map((l) => ({ value: l.id, label: l.name }));
  const [resetting, setResetting] = useState<TMemberRow | null>(null);
  const [form] = Form.useForm<{ password: string }>();
  const reset = useCrudMutation({
    mutationFn: (v: { id: string; password: string }) => resetMemberPassword(v.id, v.password),
    success: t('member.list.resetDone'),
    close: () => setResetting(null),
  });

  return (
    <LedgerPage<TMemberRow, MemberForm>
      testId="member-club-page"
      tableTestId="member-table"
      queryKey={[MEMBERS_KEY]}
      list={queryMembers}
      search={[
        { name: 'name$like', placeholder: t('member.list.search'), testId: 'member-search' },
        { name: 'levelId', type: 'select', options: levelOptions, placeholder: t('member.list.level'), testId: 'member-level-filter' },
      ]}
      columns={[
        { title: t('member.list.loginName'), dataIndex: 'loginName', width: 130, ellipsis: true },
        { title: t('member.list.name'), dataIndex: 'name', width: 120, ellipsis: true },
        { title: t('member.list.phone'), dataIndex: 'phone', width: 130 },
        { title: t('member.list.level'), dataIndex: 'levelName', width: 110, render: (v: string | null) => v ?? t('member.list.noLevel') },
        { title: t('member.list.fee'), dataIndex: 'memberFee', width: 110, align: 'right', format: 'money' },
        { title: t('member.list.begin'), dataIndex: 'beginDate', width: 110, format: 'date' },
        { title: t('member.list.end'), dataIndex: 'endDate', width: 110, format: 'date' },
        {
          title: t('member.list.status'), dataIndex: 'status', width: 90,
          render: (v: number) => (v === 1 ? <Tag color="green">{t('member.list.enabled')}</Tag> : <Tag color="red">{t('member.list.disabled')}</Tag>),
        },
        { title: t('member.list.created'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
      edit={{ rights: right('edit'), testId: 'member-edit' }}
      remove={{ fn: (r) => deleteMember(r.id), rights: right('edit'), testId: 'member-delete' }}
      actions={['edit', { key: 'reset', label: t('member.list.resetPwd'), rights: right('resetPwd'), testId: 'member-reset', onClick: (r) => { form.resetFields(); setResetting(r); } }, 'delete']}
      actionsColumn={{ width: 200 }}
      form={{
        title: { create: t('member.list.edit'), edit: t('member.list.edit') },
        okTestId: 'member-save',
        toValues: (r) => ({ name: r.name, levelId: r.levelId, beginDate: r.beginDate, endDate: r.endDate, status: r.status === 1 ? 1 : 0 }),
        save: (v, row) => saveMember({ id: row!.id, name: v.name, levelId: v.levelId ?? null, beginDate: v.beginDate ?? null, endDate: v.endDate ?? null, status: v.status }),
        fields: [
          { name: 'name', label: t('member.list.name'), required: true, maxLength: 50, testId: 'member-name', rules: [{ whitespace: true, message: t('member.register.nameRequired') }] },
          { name: 'levelId', label: t('member.list.level'), type: 'select', options: levelOptions, testId: 'member-level' },
          { name: 'beginDate', label: t('member.list.begin'), type: 'date' },
          { name: 'endDate', label: t('member.list.end'), type: 'date' },
          { name: 'status', label: t('member.list.status'), type: 'select', options: [{ value: 1, label: t('member.list.enabled') }, { value: 0, label: t('member.list.disabled') }] },
        ],
      }}
    >
      <Modal
        open={!!resetting}
        title={`${t('member.list.resetPwd')} · ${resetting?.name ?? ''}`}
        confirmLoading={reset.isPending}
        onCancel={() => setResetting(null)}
        onOk={() => void form.validateFields().then((v) => reset.mutate({ id: resetting!.id, password: v.password }), () => undefined)}
        okButtonProps={{ 'data-testid': 'member-reset-ok' } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="password" label={t('member.list.newPassword')} rules={passwordRules(t)} validateFirst>
            <Input.Password autoComplete="new-password" data-testid="member-reset-password" />
          </Form.Item>
        </Form>
      </Modal>
    </LedgerPage>
  );
}
