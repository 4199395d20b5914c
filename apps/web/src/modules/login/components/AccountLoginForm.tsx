import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGIN_CAPTCHA_REQUIRED } from '@ecms/shared';
import { login } from '../../../api/auth';
import { HttpError } from '../../../api/http';
import type { LoginResult } from '../../../api/types';
import { CaptchaImage } from '../../../components/CaptchaImage';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

export function AccountLoginForm({
  captchaEnabled: captchaAlways,
  companyId,
  onSuccess,
}: {
  captchaEnabled: boolean;
  companyId?: string | null;
  onSuccess: (r: LoginResult) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [stamp, setStamp] = useState(() => Date.now());
  // Past the failure limit the server asks for the captcha even when the company has it off.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaEnabled = captchaAlways || captchaAsked;

  const mutation = useMutation({
    mutationFn: (v: Values) =>
      login({
        username: v.username.trim(),
        password: v.password,
        captcha: captchaEnabled ? v.captcha?.trim() : undefined,
        ...(companyId ? { companyId } : {}),
      }),
    onSuccess: (r) => onSuccess(r),
    onError: (err) => {
      // the HTTP client has shown the server message (验证码错误, 用户名或密码错误, ...)
      if (err instanceof HttpError && err.code === LOGIN_CAPTCHA_REQUIRED.code) {
        setCaptchaAsked(true);
        setStamp(Date.now());
      } else if (captchaEnabled) {
        form.setFieldValue('captcha', '');
        setStamp(Date.now());
      }
    },
  });

  return (
    <Form<Values> form={form} size="large" onFinish={(v) => mutation.mutate(v)} autoComplete="on" data-testid="login-form">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      {captchaEnabled && (
        <Form.Item>
          <div className="ecms-captcha-row">
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={8} autoComplete="off" data-testid="login-captcha" />
            </Form.Item>
            <CaptchaImage stamp={stamp} onRefresh={() => setStamp(Date.now())} testId="login-captcha-image" />
          </div>
        </Form.Item>
      )}
      <div className="ecms-login__row">
        <Link to={companyId ? `/login/register?companyId=${encodeURIComponent(companyId)}` : '/login/register'} data-testid="login-register">
          {t('member.route.register')}
        </Link>
        <Link to="/login/reset-password" data-testid="login-forgot">
          {t('login.forgot')}
        </Link>
      </div>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
