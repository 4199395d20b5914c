import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGIN_CAPTCHA_REQUIRED } from '@ecms/shared';
import { login } from '../../../api/auth';
import { HttpError } from '../../../api/http';
import type { LoginResult } from '../../../api/types';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { PlainIcon } from '../../../components/PlainIcon';
import { PlainInput, PlainSubmit } from './PlainField';

interface Values {
  username: string;
  password: string;
  captcha: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** 账号密码 sign-in: plain markup (no antd on the sign-in page, issue 14). */
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
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [stamp, setStamp] = useState(() => Date.now());
  // Past the failure limit the server asks for the captcha even when the company has it off.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaEnabled = captchaAlways || captchaAsked;

  const check = (v: Values): Errors => ({
    ...(v.username.trim() ? {} : { username: t('login.usernameRequired') }),
    ...(v.password ? {} : { password: t('login.passwordRequired') }),
    ...(!captchaEnabled || v.captcha.trim() ? {} : { captcha: t('login.captchaRequired') }),
  });
  const change = (key: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // like antd's form: a field that showed its error re-checks as it is typed in
    if (errors[key]) setErrors((old) => ({ ...old, [key]: check(next)[key] }));
  };

  const mutation = useMutation({
    mutationFn: (v: Values) =>
      login({
        username: v.username.trim(),
        password: v.password,
        captcha: captchaEnabled ? v.captcha.trim() : undefined,
        ...(companyId ? { companyId } : {}),
      }),
    onSuccess: (r) => onSuccess(r),
    onError: (err) => {
      // the HTTP client has shown the server message (验证码错误, 用户名或密码错误, ...)
      if (err instanceof HttpError && err.code === LOGIN_CAPTCHA_REQUIRED.code) {
        setCaptchaAsked(true);
        setStamp(Date.now());
      } else if (captchaEnabled) {
        setValues((v) => ({ ...v, captcha: '' }));
        setStamp(Date.now());
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  };

  return (
    <form className="ecms-plain-form" onSubmit={submit} autoComplete="on" noValidate data-testid="login-form">
      <PlainInput
        name="username" value={values.username} onChange={change('username')} error={errors.username}
        prefix={<PlainIcon icon={UserOutlined} />} placeholder={t('login.username')} autoComplete="username" data-testid="login-username"
      />
      <PlainInput
        name="password" password value={values.password} onChange={change('password')} error={errors.password}
        prefix={<PlainIcon icon={LockOutlined} />} placeholder={t('login.password')} autoComplete="current-password" data-testid="login-password"
      />
      {captchaEnabled && (
        <div className="ecms-captcha-row">
          <PlainInput
            name="captcha" value={values.captcha} onChange={change('captcha')} error={errors.captcha}
            prefix={<PlainIcon icon={SafetyOutlined} />} placeholder={t('login.captcha')} maxLength={8} autoComplete="off" data-testid="login-captcha"
          />
          <CaptchaImage stamp={stamp} onRefresh={() => setStamp(Date.now())} testId="login-captcha-image" />
        </div>
      )}
      <div className="ecms-login__row">
        <Link to={companyId ? `/login/register?companyId=${encodeURIComponent(companyId)}` : '/login/register'} data-testid="login-register">
          {t('member.route.register')}
        </Link>
        <Link to="/login/reset-password" data-testid="login-forgot">
          {t('login.forgot')}
        </Link>
      </div>
      <PlainSubmit loading={mutation.isPending} data-testid="login-submit">
        {t('login.submit')}
      </PlainSubmit>
    </form>
  );
}
