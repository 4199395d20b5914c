import type { Rule } from 'antd/es/form';
import { checkPassword, isCaptchaLength, isMobile, MESSAGES } from '@ecms/shared';
import type { TFunction } from 'i18next';

/** antd Form rules built from the shared validators, with the spec's messages (spec §5). */
export function passwordRules(t: TFunction, requiredKey = 'password.newRequired'): Rule[] {
  return [
    { required: true, message: t(requiredKey) },
    {
      validator: (_, value: string | undefined) => {
        if (!value) return Promise.resolve();
        const problem = checkPassword(value);
        if (!problem) return Promise.resolve();
        return Promise.reject(new Error(problem === MESSAGES.PASSWORD_EMPTY ? t('password.empty') : t('password.rule')));
      },
    },
  ];
}

export function captchaRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('password.captchaRequired') },
    {
      validator: (_, value: string | undefined) =>
        !value || isCaptchaLength(value) ? Promise.resolve() : Promise.reject(new Error(t('password.captchaLength'))),
    },
  ];
}

export function phoneRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('login.phoneRequired') },
    {
      validator: (_, value: string | undefined) =>
        !value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('login.phoneInvalid'))),
    },
  ];
}

/** Confirmation must equal the field `other` (两次输入密码不一致). */
export function confirmRules(t: TFunction, other: string, requiredKey = 'password.repeatRequired'): Rule[] {
  return [
    { required: true, message: t(requiredKey) },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
    }),
  ];
}

/** A required text field: blank (spaces only) counts as empty; message {{label}}不能为空. */
export function requiredRule(t: TFunction, labelKey: string, opts: { whitespace?: boolean } = {}): Rule {
  return { required: true, whitespace: opts.whitespace ?? true, message: t('sys.required', { label: t(labelKey) }) };
}
