import { useEffect } from 'react';
import { Button, Descriptions, Divider, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateLoginUser, updateMemberName } from '../../api/auth';
import type { UserInfo } from '../../api/types';
import { USER_INFO_KEY } from '../../app/hooks/use-user';
import { useApp } from '../../components/use-app';

/** Tab 1 个人信息: staff edit 工号 / 职务 / 邮箱; members edit their name (spec §6). */
export function PersonalInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();

  useEffect(() => {
    form.setFieldsValue({ no: user.no ?? '', job: user.job ?? '', email: user.email ?? '', name: user.name ?? '' });
  }, [form, user]);

  const mutation = useMutation({
    mutationFn: async (v: { no?: string; job?: string; email?: string; name?: string }) => {
      if (user.isMember) await updateMemberName(user.userId, (v.name ?? '').trim());
      else await updateLoginUser({ no: v.no?.trim() ?? '', job: v.job?.trim() ?? '', email: v.email?.trim() ?? '' });
    },
    onSuccess: () => {
      message.success(t('common.saved'));
      void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] });
    },
  });

  const dept = user.deptInfo?.deptName || user.deptName;
  return (
    <div data-testid="profile-info">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'login', label: t('profile.loginName'), children: user.loginName },
          ...(user.isMember ? [] : [{ key: 'name', label: t('profile.name'), children: user.name }]),
          { key: 'phone', label: t('profile.phone'), children: user.phone || '-' },
          { key: 'dept', label: t('profile.dept'), children: dept || '-' },
          { key: 'role', label: t('profile.role'), children: user.roleName || user.roles.join('、') || '-' },
          ...(user.isMember
            ? [
                { key: 'level', label: t('profile.level'), children: user.levelName || '-' },
                {
                  key: 'period',
                  label: t('profile.period'),
                  children: user.beginDate || user.endDate ? `${user.beginDate ?? ''} ~ ${user.endDate ?? ''}` : '-',
                },
              ]
            : []),
        ]}
      />
      <Divider titlePlacement="start" plain>
        {t('profile.editable')}
      </Divider>
      <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} onFinish={(v) => mutation.mutate(v)}>
        {user.isMember ? (
          <Form.Item name="name" label={t('profile.memberName')} rules={[{ required: true, whitespace: true, message: t('profile.memberNameRequired') }]}>
            <Input maxLength={50} data-testid="profile-member-name" />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="no" label={t('profile.no')}>
              <Input maxLength={50} placeholder={t('profile.noPlaceholder')} data-testid="profile-no" />
            </Form.Item>
            <Form.Item name="job" label={t('profile.job')}>
              <Input maxLength={50} placeholder={t('profile.jobPlaceholder')} data-testid="profile-job" />
            </Form.Item>
            <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('profile.emailInvalid') }]}>
              <Input maxLength={100} placeholder={t('profile.emailPlaceholder')} data-testid="profile-email" />
            </Form.Item>
          </>
        )}
        <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
