import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modPassword } from '../../api/auth';
import { CaptchaImage } from '../../components/CaptchaImage';
import { lastingSuccess } from '../../api/ui-bridge';
import { captchaRules, confirmRules, passwordRules } from '../../utils/validators';
import { useLoginData } from '../../app/hooks/use-system';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  captcha: string;
}

/**
 * Change password (spec §5): 原密码 / 新密码 / 确认新密码 / 图形验证码.
 * On success: 恭喜，修改密码成功, then `onChanged` (the caller clears the login and goes to login).
 */
export function ChangePasswordForm({ onChanged, layout = 'vertical' }: { onChanged: () => void; layout?: 'vertical' | 'horizontal' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // The server may run with the captcha off (automated tests); then the field is not asked for.
  const captchaEnabled = useLoginData().data?.captchaEnabled ?? true;
  const [stamp, setStamp] = useState(() => Date.now());
  // The rule hint shows under the empty field; once typing starts, validation speaks instead.
  const newPassword = Form.useWatch('newPassword', form);

  const mutation = useMutation({
    mutationFn: (v: Values) =>
      modPassword({ oldPassword: v.oldPassword, newPassword: v.newPassword, repeatPassword: v.repeatPassword, captcha: captchaEnabled ? (v.captcha ?? '').trim() : undefined }),
    onSuccess: () => {
      // The caller goes to sign-in, outside the antd providers: the toast must outlive them.
      lastingSuccess(t('password.changed'));
      onChanged();
    },
    onError: () => {
      // the server message was shown by the HTTP client; a captcha is single-use
      form.setFieldValue('captcha', '');
      setStamp(Date.now());
    },
  });

  return (
    <Form<Values>
      form={form}
      layout={layout}
      labelCol={layout === 'horizontal' ? { flex: '96px' } : undefined}
      requiredMark
      onFinish={(v) => mutation.mutate(v)}
      data-testid="password-form"
      autoComplete="off"
    >
      <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('password.oldPlaceholder')} autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        rules={passwordRules(t)}
        validateFirst
        extra={newPassword ? undefined : t('password.rule')}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('password.newPlaceholder')} autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t('password.repeat')}
        dependencies={['newPassword']}
        rules={confirmRules(t, 'newPassword')}
        validateFirst
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('password.repeatPlaceholder')} autoComplete="new-password" data-testid="password-repeat" />
      </Form.Item>
      {captchaEnabled && (
      <Form.Item label={t('password.captcha')} required>
        <div className="ecms-captcha-row">
          <Form.Item name="captcha" noStyle rules={captchaRules(t)} validateFirst>
            <Input prefix={<SafetyOutlined />} placeholder={t('password.captchaPlaceholder')} maxLength={7} data-testid="password-captcha" />
          </Form.Item>
          <CaptchaImage stamp={stamp} onRefresh={() => setStamp(Date.now())} testId="password-captcha-image" />
        </div>
      </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 0 }} {...(layout === 'horizontal' ? { label: ' ', colon: false } : {})}>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="password-submit">
          {t('password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
