import { useEffect } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCrudMutation } from '../../components/ledger';
import { changedLogos, LogoInput } from './LogoInput';
import { COMPANY_BRAND_KEY, OWN_COMPANY_KEY, ownCompany, saveOwnCompany } from './api';

interface InfoForm { name: string; logo?: string | null; logo2?: string | null; logo3?: string | null }

/** /sys-manager/saas-admincompany-info: the company administrator edits their company's name and logos. */
export function SaasCompanyInfoPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<InfoForm>();
  const mine = useQuery({ queryKey: [OWN_COMPANY_KEY], queryFn: ownCompany });
  useEffect(() => {
    if (mine.data) form.setFieldsValue({ name: mine.data.name, logo: mine.data.logo, logo2: mine.data.logo2, logo3: mine.data.logo3 });
  }, [mine.data, form]);
  const save = useCrudMutation({
    mutationFn: (v: InfoForm) => saveOwnCompany({ name: v.name, ...changedLogos(v as unknown as Record<string, unknown>, mine.data as unknown as Record<string, unknown>) }),
    invalidate: [[OWN_COMPANY_KEY], [COMPANY_BRAND_KEY], ['userInfo']],
  });
  return (
    <Card title={t('saas.info.title')} data-testid="saas-company-info-page" style={{ maxWidth: 760 }}>
      <Alert type="info" showIcon message={t('saas.info.hint')} style={{ marginBottom: 16 }} />
      {mine.isPending ? <Skeleton active /> : (
        <Form form={form} labelCol={{ flex: '140px' }} wrapperCol={{ flex: 1 }} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="name" label={t('saas.company.name')} rules={[{ required: true, whitespace: true, message: t('sys.required', { label: t('saas.company.name') }) }]}>
            <Input maxLength={100} data-testid="saas-info-name" />
          </Form.Item>
          <Form.Item name="logo" label={t('saas.company.logo')}><LogoInput testId="saas-info-logo" /></Form.Item>
          <Form.Item name="logo2" label={t('saas.company.logo2')}><LogoInput testId="saas-info-logo2" /></Form.Item>
          <Form.Item name="logo3" label={t('saas.company.logo3')}><LogoInput testId="saas-info-logo3" /></Form.Item>
          <Form.Item wrapperCol={{ offset: 0 }} style={{ marginLeft: 140 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="saas-info-save">{t('saas.info.save')}</Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
