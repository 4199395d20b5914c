import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input } from 'antd';
import { ArrowLeftOutlined, IdcardOutlined, LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { encryptPassword } from '../../../api/auth';
import { useApp } from '../../../components/use-app';
import { useBranding, useLoginData } from '../../../app/hooks/use-system';
import { loginEntryPath } from '../../../app/store/session';
import { confirmRules, passwordRules, phoneRules } from '../../../utils/validators';
import { registerMember, sendRegisterSms } from '../../member';
import { LoginShell } from '../components/LoginShell';
import { SmsCodeInput } from '../components/SmsCodeInput';
import { useCountdown } from '../components/use-countdown';

interface Values { loginName: string; name: string; phone: string; smsCode: string; password: string; repeatPassword: string }

/** /login/register: a visitor becomes a member (POST /member/register with the SMS code); ?companyId= for a SaaS company. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useApp();
  const [search] = useSearchParams();
  const companyId = search.get('companyId') ?? undefined;
  const branding = useBranding();
  const loginData = useLoginData();
  const [form] = Form.useForm<Values>();
  const [left, start] = useCountdown();
  const sysName = branding.sysName ?? loginData.data?.sysName ?? t('app.defaultName');
  const back = companyId ? `/saasLogin?companyId=${encodeURIComponent(companyId)}` : loginEntryPath();

  const send = useMutation({
    mutationFn: (phone: string) => sendRegisterSms(phone, companyId),
    onSuccess: () => {
      message.success(t('login.codeSent'));
      start(60);
    },
  });
  const register = useMutation({
    mutationFn: async (v: Values) => registerMember({
      loginName: v.loginName.trim(), name: v.name.trim(), phone: v.phone.trim(), captcha: v.smsCode.trim(),
      password: await encryptPassword(v.password), companyId,
    }),
    onSuccess: () => {
      message.success(t('member.register.done'));
      navigate(back, { replace: true });
    },
  });
  const onSend = async () => {
    try {
      const v = await form.validateFields(['phone']);
      send.mutate(v.phone.trim());
    } catch {
      /* shown on the field */
    }
  };

  return (
    <LoginShell sysName={sysName} logo={branding.logo} copyright={branding.copyright}>
      <Card className="ecms-login__card" variant="borderless" data-testid="register-page">
        <div className="ecms-login__card-head">
          <h2>{t('member.register.title')}</h2>
        </div>
        <Form<Values> form={form} size="large" onFinish={(v) => register.mutate(v)} autoComplete="off">
          <Form.Item name="loginName" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') },
            { pattern: /^[A-Za-z0-9_.-]{2,32}$/, message: t('member.register.loginRule') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('member.register.loginName')} maxLength={32} data-testid="register-login" />
          </Form.Item>
          <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('member.register.nameRequired') }]}>
            <Input prefix={<IdcardOutlined />} placeholder={t('member.register.name')} maxLength={50} data-testid="register-name" />
          </Form.Item>
          <Form.Item name="phone" rules={phoneRules(t)} validateFirst>
            <Input prefix={<MobileOutlined />} placeholder={t('member.register.phone')} maxLength={14} data-testid="register-phone" />
          </Form.Item>
          <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}>
            <SmsCodeInput left={left} sending={send.isPending} onSend={() => void onSend()} testId="register-sms-code" />
          </Form.Item>
          <Form.Item name="password" rules={passwordRules(t)} validateFirst>
            <Input.Password prefix={<LockOutlined />} placeholder={t('member.register.password')} autoComplete="new-password" data-testid="register-password" />
          </Form.Item>
          <Form.Item name="repeatPassword" dependencies={['password']} rules={confirmRules(t, 'password')} validateFirst>
            <Input.Password prefix={<LockOutlined />} placeholder={t('member.register.confirm')} autoComplete="new-password" data-testid="register-repeat" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block loading={register.isPending} data-testid="register-submit">
              {t('member.register.submit')}
            </Button>
          </Form.Item>
          <Link to={back} className="ecms-login__back">
            <ArrowLeftOutlined /> {t('member.register.back')}
          </Link>
        </Form>
      </Card>
    </LoginShell>
  );
}
