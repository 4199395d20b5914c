import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Form, Input, Result } from 'antd';
import { ArrowLeftOutlined, LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findPassword, sendResetSmsCode } from '../../../api/auth';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { useApp } from '../../../components/use-app';
import { useBranding, useLoginData } from '../../../app/hooks/use-system';
import { loginEntryPath } from '../../../app/store/session';
import { confirmRules, passwordRules, phoneRules } from '../../../utils/validators';
import { LoginShell } from '../components/LoginShell';
import { SmsCodeInput } from '../components/SmsCodeInput';
import { useCountdown } from '../components/use-countdown';

interface Values {
  phone: string;
  imageCaptcha?: string;
  smsCode: string;
  newPassword: string;
  repeatPassword: string;
}

/** /login/reset-password: find the password by SMS (POST /findPassword). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useApp();
  const branding = useBranding();
  const loginData = useLoginData();
  const [form] = Form.useForm<Values>();
  const [stamp, setStamp] = useState(() => Date.now());
  const [left, start] = useCountdown();
  const captchaEnabled = loginData.data?.captchaEnabled ?? true;
  const sysName = branding.sysName ?? loginData.data?.sysName ?? t('app.defaultName');

  const send = useMutation({
    mutationFn: (v: { phone: string; captcha: string }) => sendResetSmsCode(v),
    onSuccess: () => {
      message.success(t('login.codeSent'));
      start(60);
    },
    onError: () => {
      form.setFieldValue('imageCaptcha', '');
      setStamp(Date.now());
    },
  });

  const reset = useMutation({
    mutationFn: (v: Values) => findPassword({ phone: v.phone.trim(), captcha: v.smsCode.trim(), newPassword: v.newPassword }),
  });

  const onSend = async () => {
    try {
      const v = await form.validateFields(captchaEnabled ? ['phone', 'imageCaptcha'] : ['phone']);
      send.mutate({ phone: v.phone.trim(), captcha: (v.imageCaptcha ?? '').trim() });
    } catch {
      /* shown on the fields */
    }
  };

  return (
    <LoginShell sysName={sysName} logo={branding.logo} copyright={branding.copyright}>
      <Card className="ecms-login__card" variant="borderless" data-testid="reset-password-page">
        {reset.isSuccess ? (
          <Result
            status="success"
            title={t('reset.success')}
            subTitle={t('reset.successHint')}
            extra={
              <Button type="primary" onClick={() => navigate(loginEntryPath(), { replace: true })} data-testid="reset-back-login">
                {t('reset.backToLogin')}
              </Button>
            }
          />
        ) : (
          <>
            <div className="ecms-login__card-head">
              <h2>{t('reset.title')}</h2>
              <p>{t('reset.subtitle')}</p>
            </div>
            <Form<Values> form={form} size="large" onFinish={(v) => reset.mutate(v)} autoComplete="off">
              <Form.Item name="phone" rules={phoneRules(t)} validateFirst>
                <Input prefix={<MobileOutlined />} placeholder={t('login.phone')} maxLength={14} data-testid="reset-phone" />
              </Form.Item>
              {captchaEnabled && (
                <Form.Item>
                  <div className="ecms-captcha-row">
                    <Form.Item name="imageCaptcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                      <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={8} data-testid="reset-captcha" />
                    </Form.Item>
                    <CaptchaImage stamp={stamp} onRefresh={() => setStamp(Date.now())} testId="reset-captcha-image" />
                  </div>
                </Form.Item>
              )}
              <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}>
                <SmsCodeInput left={left} sending={send.isPending} onSend={() => void onSend()} testId="reset-sms-code" />
              </Form.Item>
              <Form.Item name="newPassword" rules={passwordRules(t)} validateFirst>
                <Input.Password prefix={<LockOutlined />} placeholder={t('password.newPlaceholder')} autoComplete="new-password" data-testid="reset-new-password" />
              </Form.Item>
              <Form.Item name="repeatPassword" dependencies={['newPassword']} rules={confirmRules(t, 'newPassword')} validateFirst>
                <Input.Password prefix={<LockOutlined />} placeholder={t('password.repeatPlaceholder')} autoComplete="new-password" data-testid="reset-repeat-password" />
              </Form.Item>
              <Form.Item style={{ marginBottom: 12 }}>
                <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
                  {t('reset.submit')}
                </Button>
              </Form.Item>
              <Link to={loginEntryPath()} className="ecms-login__back">
                <ArrowLeftOutlined /> {t('reset.backToLogin')}
              </Link>
            </Form>
          </>
        )}
      </Card>
    </LoginShell>
  );
}
