import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSaasCompanyRow } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { COMPANIES_KEY, GRADES_KEY, queryCompanies, queryGrades, saveCompany, setCompanyStatus } from './api';
import { changedLogos, LogoInput } from './LogoInput';

const right = (action: string) => `sys:saasEnterprise:${action}`;

interface CompanyForm {
  name: string;
  code?: string;
  gradeId: string;
  contactName?: string | null;
  contactPhone?: string | null;
  remark?: string | null;
  adminLoginName?: string;
  adminName?: string;
  logo?: string | null;
  logo2?: string | null;
  logo3?: string | null;
}

interface Created { id: string; code: string; adminLoginName: string | null; initialPassword: string | null; loginUrl: string }

/** /sys-manager/saas-enterprise-user: the platform administrator's companies (create, edit, suspend, resume). */
export function SaasEnterprisePage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Created | null>(null);
  const [row, setRow] = useState<TSaasCompanyRow | null>(null);
  const grades = useQuery({ queryKey: [GRADES_KEY], queryFn: queryGrades });
  const gradeOptions = (grades.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  const status = useCrudMutation({
    mutationFn: (r: TSaasCompanyRow) => setCompanyStatus(r.id, r.status === 1 ? 0 : 1),
    invalidate: [[COMPANIES_KEY]],
  });
  const loginUrl = created ? `${window.location.origin}${created.loginUrl}` : '';

  return (
    <LedgerPage<TSaasCompanyRow, CompanyForm>
      testId="saas-company-page"
      tableTestId="saas-company-table"
      queryKey={[COMPANIES_KEY]}
      list={queryCompanies}
      search={[{ name: 'name', placeholder: t('saas.company.search'), testId: 'saas-company-search' }]}
      columns={[
        {
          title: t('saas.company.logo'), dataIndex: 'logo', width: 90,
          render: (v: string | null) => (v ? <img src={v} alt="" style={{ maxHeight: 28, maxWidth: 72, objectFit: 'contain' }} /> : '—'),
        },
        {
          title: t('saas.company.name'), dataIndex: 'name', width: 220, ellipsis: true,
          render: (v: string, r) => <Space size={4}>{v}{r.platform ? <Tag color="blue">{t('saas.company.platform')}</Tag> : null}</Space>,
        },
        { title: t('saas.company.code'), dataIndex: 'code', width: 130 },
        { title: t('saas.company.grade'), dataIndex: 'gradeName', width: 100, render: (v: string | null) => v ?? '—' },
        { title: t('saas.company.admin'), dataIndex: 'adminLoginName', width: 110, render: (v: string | null) => v ?? '—' },
        { title: t('saas.company.users'), dataIndex: 'userCount', width: 80, align: 'right' },
        {
          title: t('saas.company.status'), dataIndex: 'status', width: 90,
          render: (v: number) => (v === 1 ? <Tag color="green">{t('saas.company.active')}</Tag> : <Tag color="red">{t('saas.company.suspended')}</Tag>),
        },
        { title: t('saas.company.contactName'), dataIndex: 'contactName', width: 100, render: (v: string | null) => v ?? '—' },
        { title: t('saas.company.created'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
      create={{ label: t('saas.company.add'), rights: right('add'), testId: 'saas-company-add' }}
      edit={{ rights: right('edit'), testId: 'saas-company-edit', visible: (r) => !r.platform }}
      actions={[
        'edit',
        {
          key: 'suspend', label: t('saas.company.suspend'), danger: true, rights: right('edit'), testId: 'saas-company-suspend',
          visible: (r) => !r.platform && r.status === 1, confirm: t('saas.company.suspendConfirm'),
          loading: (r) => status.isPending && status.variables?.id === r.id, onClick: (r) => status.mutate(r),
        },
        {
          key: 'resume', label: t('saas.company.resume'), rights: right('edit'), testId: 'saas-company-resume',
          visible: (r) => !r.platform && r.status !== 1, confirm: t('saas.company.resumeConfirm'),
          loading: (r) => status.isPending && status.variables?.id === r.id, onClick: (r) => status.mutate(r),
        },
      ]}
      actionsColumn={{ width: 150 }}
      form={{
        title: { create: t('saas.company.add'), edit: t('saas.company.edit') },
        okTestId: 'saas-company-save',
        width: 640,
        labelWidth: 120,
        initialValues: () => ({ gradeId: grades.data?.[0]?.id, adminLoginName: 'admin' }),
        toValues: (r) => ({
          name: r.name, code: r.code, gradeId: r.gradeId ?? '', contactName: r.contactName, contactPhone: r.contactPhone, remark: r.remark,
          logo: r.logo, logo2: r.logo2, logo3: r.logo3,
        }),
        save: async (v, row) => {
          const res = await saveCompany({
            id: row?.id, name: v.name, code: row ? undefined : v.code, gradeId: v.gradeId,
            contactName: v.contactName ?? null, contactPhone: v.contactPhone ?? null, remark: v.remark ?? null,
            ...(row ? {} : { adminLoginName: v.adminLoginName || undefined, adminName: v.adminName || undefined }),
            ...changedLogos(v as unknown as Record<string, unknown>, row as unknown as Record<string, unknown> | null),
          });
          if (res.data.initialPassword) setCreated(res.data);
          return res;
        },
        onOpen: setRow,
        fields: [
          { name: 'name', label: t('saas.company.name'), required: true, maxLength: 100, testId: 'saas-company-name' },
          {
            name: 'code', label: t('saas.company.code'), required: !row, maxLength: 32, testId: 'saas-company-code', disabled: !!row,
            rules: [{ pattern: /^[a-z0-9][a-z0-9_-]{1,31}$/, message: t('saas.company.codeHelp') }], item: { extra: row ? undefined : t('saas.company.codeHelp') },
          },
          { name: 'gradeId', label: t('saas.company.grade'), type: 'select', required: true, options: gradeOptions, testId: 'saas-company-grade' },
          ...(row ? [] : [
            { name: 'adminLoginName', label: t('saas.company.admin'), maxLength: 32, testId: 'saas-company-admin' },
            { name: 'adminName', label: t('saas.company.adminName'), maxLength: 50 },
          ]),
          { name: 'logo', label: t('saas.company.logo'), control: <LogoInput testId="saas-company-logo" /> },
          { name: 'logo2', label: t('saas.company.logo2'), control: <LogoInput testId="saas-company-logo2" /> },
          { name: 'logo3', label: t('saas.company.logo3'), control: <LogoInput testId="saas-company-logo3" /> },
          { name: 'contactName', label: t('saas.company.contactName'), maxLength: 50 },
          { name: 'contactPhone', label: t('saas.company.contactPhone'), maxLength: 30 },
          { name: 'remark', label: t('saas.company.remark'), type: 'textarea', maxLength: 500 },
        ],
      }}
    >
      <Modal
        open={!!created}
        title={t('saas.company.createdTitle')}
        closable={false}
        maskClosable={false}
        footer={<Button type="primary" data-testid="saas-created-ok" onClick={() => setCreated(null)}>{t('saas.company.gotIt')}</Button>}
      >
        <Alert type="warning" showIcon message={t('saas.company.createdHint')} style={{ marginBottom: 16 }} />
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('saas.company.admin')}>
            <Typography.Text data-testid="saas-created-login">{created?.adminLoginName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('saas.company.password')}>
            <Typography.Text code copyable={{ tooltips: [t('saas.company.copy'), t('saas.company.copied')] }} data-testid="saas-created-password">
              {created?.initialPassword}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('saas.company.loginUrl')}>
            <Typography.Text copyable={{ tooltips: [t('saas.company.copy'), t('saas.company.copied')] }} data-testid="saas-created-url" style={{ wordBreak: 'break-all' }}>
              {loginUrl}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Modal>
    </LedgerPage>
  );
}
