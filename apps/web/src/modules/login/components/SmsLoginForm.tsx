import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendSmsCode, smsLogin } from '../../../api/auth';
import type { LoginResult } from '../../../api/types';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { useApp } from '../../../components/use-app';
import { phoneRules } from '../../../utils/validators';
import { SmsCodeInput } from './SmsCodeInput';
import { useCountdown } from './use-countdown';

const RESEND_SECONDS = 60;

interface Values {
  phone: string;
  imageCaptcha?: string;
  smsCode: string;
}

export function SmsLoginForm({
  captchaEnabled,
  companyId,
  onSuccess,
}: {
  captchaEnabled: boolean;
  companyId?: string | null;
  onSuccess: (r: LoginResult) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [stamp, setStamp] = useState(() => Date.now());
  const [left, start] = useCountdown();

  const send = useMutation({
    mutationFn: (v: { phone: string; captcha: string }) => sendSmsCode(v),
    onSuccess: () => {
      message.success(t('login.codeSent'));
      start(RESEND_SECONDS);
    },
    onError: () => {
      if (captchaEnabled) {
        form.setFieldValue('imageCaptcha', '');
        setStamp(Date.now());
      }
    },
  });

  const loginMutation = useMutation({
    mutationFn: (v: Values) => smsLogin({ phone: v.phone.trim(), captcha: v.smsCode.trim(), ...(companyId ? { companyId } : {}) }),
    onSuccess: (r) => onSuccess(r),
  });

  const onSend = async () => {
    try {
      const fields: (keyof Values)[] = captchaEnabled ? ['phone', 'imageCaptcha'] : ['phone'];
      const v = await form.validateFields(fields);
      send.mutate({ phone: v.phone.trim(), captcha: (v.imageCaptcha ?? '').trim() });
    } catch {
      /* field errors are shown */
    }
  };

  return (
    <Form<Values> form={form} size="large" onFinish={(v) => loginMutation.mutate(v)} autoComplete="off" data-testid="sms-login-form">
      <Form.Item name="phone" rules={phoneRules(t)} validateFirst>
        <Input prefix={<MobileOutlined />} placeholder={t('login.phone')} maxLength={14} data-testid="sms-phone" />
      </Form.Item>
      {captchaEnabled && (
        <Form.Item>
          <div className="ecms-captcha-row">
            <Form.Item name="imageCaptcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={8} data-testid="sms-captcha" />
            </Form.Item>
            <CaptchaImage stamp={stamp} onRefresh={() => setStamp(Date.now())} testId="sms-captcha-image" />
          </div>
        </Form.Item>
      )}
      <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}>
        <SmsCodeInput left={left} sending={send.isPending} onSend={() => void onSend()} testId="sms-code" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending} data-testid="sms-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
