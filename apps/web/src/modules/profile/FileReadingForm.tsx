import { useEffect } from 'react';
import { Alert, Button, Form, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateUserConfig } from '../../api/auth';
import type { UserInfo } from '../../api/types';
import { USER_INFO_KEY } from '../../app/hooks/use-user';
import { useApp } from '../../components/use-app';

export const FILE_NAME_RULES = ['projectName', 'fileName', 'projectName_fileName'] as const;
export type FileNameRule = (typeof FILE_NAME_RULES)[number];

/** Tab 3 文件阅读设置: the file-name rule (mySetting.projectNameRule, default projectName). */
export function FileReadingForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ projectNameRule: FileNameRule }>();
  const current =
    (user.userConfig?.projectNameRule as string | undefined) || user.mySetting?.projectNameRule || 'projectName';

  useEffect(() => {
    form.setFieldsValue({ projectNameRule: (FILE_NAME_RULES as readonly string[]).includes(current) ? (current as FileNameRule) : 'projectName' });
  }, [form, current]);

  const mutation = useMutation({
    mutationFn: (v: { projectNameRule: FileNameRule }) => updateUserConfig('projectNameRule', v.projectNameRule),
    onSuccess: () => {
      message.success(t('common.setOk'));
      void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] });
    },
  });

  return (
    <Form form={form} layout="vertical" onFinish={(v) => mutation.mutate(v)} data-testid="file-reading-form">
      <Alert type="info" showIcon title={t('fileReading.hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="projectNameRule" label={t('fileReading.rule')} rules={[{ required: true }]}>
        <Radio.Group
          className="ecms-radio-list"
          options={FILE_NAME_RULES.map((r) => ({ value: r, label: <span data-testid={`file-rule-${r}`}>{t(`fileReading.rules.${r}`)}</span> }))}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="file-reading-save">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
