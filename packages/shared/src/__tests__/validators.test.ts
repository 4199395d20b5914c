import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  ZFindPassword,
  ZLogin,
  ZPasswordChange,
  ZSmsLogin,
  ZSmsSend,
  checkCreditCode,
  checkIdCard,
  checkPassword,
  creditCodeCheckChar,
  creditCodeStatus,
  idCardCheckChar,
  isCaptchaLength,
  isMobile,
  isNumberText,
  isTaxId,
} from '../index.js';

/** Independent GB 11643 check character: Wi = 2^(17-i) mod 11, "10X98765432"[Σ mod 11]. */
function referenceIdCheck(first17: string): string {
  let sum = 0;
  for (let i = 1; i <= 17; i++) sum += Number(first17[i - 1]) * (2 ** (18 - i) % 11);
  return '10X98765432'[sum % 11];
}

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('checkPassword', () => {
  it('accepts 8+ characters with at least two kinds', () => {
    expect(checkPassword('abcd1234')).toBeNull();
    expect(checkPassword('abcdefg!')).toBeNull();
    expect(checkPassword('1234567#')).toBeNull();
    expect(checkPassword('Aa1!Aa1!')).toBeNull();
    expect(checkPassword('password123')).toBeNull();
  });

  it('empty gives 密码不能为空', () => {
    expect(checkPassword('')).toBe('密码不能为空');
    expect(checkPassword(undefined)).toBe('密码不能为空');
    expect(checkPassword(null)).toBe('密码不能为空');
  });

  it('rejects short or single-kind passwords with the rule message', () => {
    const rule = '至少包括字母、数字、特殊字符任意2种且不少于8个字符';
    expect(checkPassword('abc123')).toBe(rule); // too short
    expect(checkPassword('ab1!ab1')).toBe(rule); // 7 characters
    expect(checkPassword('abcdefgh')).toBe(rule); // letters only
    expect(checkPassword('12345678')).toBe(rule); // digits only
    expect(checkPassword('!@#$%^&*')).toBe(rule); // specials only
    expect(checkPassword('abcd efgh')).toBe(rule); // whitespace is not a special character
  });
});

describe('isCaptchaLength', () => {
  it('accepts lengths 5 to 7', () => {
    expect(isCaptchaLength('1234')).toBe(false);
    expect(isCaptchaLength('12345')).toBe(true);
    expect(isCaptchaLength('123456')).toBe(true);
    expect(isCaptchaLength('1234567')).toBe(true);
    expect(isCaptchaLength('12345678')).toBe(false);
    expect(isCaptchaLength(undefined)).toBe(false);
  });
});

describe('isMobile', () => {
  it('accepts 11-digit numbers with optional +86 / 0086', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('+8613812345678')).toBe(true);
    expect(isMobile('008613812345678')).toBe(true);
  });

  it('rejects wrong prefixes and lengths', () => {
    expect(isMobile('12812345678')).toBe(false); // second digit 2
    expect(isMobile('10812345678')).toBe(false);
    expect(isMobile('23812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false); // 10 digits
    expect(isMobile('138123456789')).toBe(false); // 12 digits
    expect(isMobile('+85213812345678')).toBe(false);
    expect(isMobile('86 13812345678')).toBe(false);
    expect(isMobile('')).toBe(false);
    expect(isMobile(null)).toBe(false);
  });
});

describe('isNumberText', () => {
  it('accepts digits, decimals, negatives and grouped thousands', () => {
    for (const s of ['0', '123', '-123', '12.5', '-0.75', '1,234', '12,345,678.90', '-1,000.5', '007']) {
      expect(isNumberText(s), s).toBe(true);
    }
    expect(isNumberText(42)).toBe(true);
  });

  it('rejects bad grouping and other text', () => {
    for (const s of ['', '-', '1,23', '12,34,567', ',123', '1,234,', '1.2.3', '1.', '.5', 'abc', '+5', '1 000', '--1']) {
      expect(isNumberText(s), s).toBe(false);
    }
    expect(isNumberText(Number.NaN)).toBe(false);
    expect(isNumberText(null)).toBe(false);
  });
});

describe('checkIdCard', () => {
  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    const first17 = '44030419900307123';
    expect(idCardCheckChar(first17)).toBe(referenceIdCheck(first17));
    expect(idCardCheckChar('1234')).toBeNull();
  });

  it('accepts valid numbers (x or X)', () => {
    expect(checkIdCard('11010519491231002X')).toBeNull();
    expect(checkIdCard('11010519491231002x')).toBeNull();
    const first17 = '32010219851111002';
    expect(checkIdCard(first17 + referenceIdCheck(first17))).toBeNull();
    expect(checkIdCard('')).toBeNull();
  });

  it('rejects a wrong check digit with 非法格式', () => {
    expect(checkIdCard('110105194912310021')).toBe('非法格式');
    const first17 = '32010219851111002';
    const good = referenceIdCheck(first17);
    const bad = good === '0' ? '1' : '0';
    expect(checkIdCard(first17 + bad)).toBe('非法格式');
  });

  it('rejects bad shapes and impossible birth dates', () => {
    expect(checkIdCard('11010519491231002')).toBe('非法格式'); // 17 chars
    expect(checkIdCard('1101051949123100X2')).toBe('非法格式');
    expect(checkIdCard('110105494123100')).toBe('非法格式'); // 15-digit form not accepted here
    const feb30 = '11010519490230002';
    expect(checkIdCard(feb30 + referenceIdCheck(feb30))).toBe('非法格式');
  });
});

describe('checkCreditCode', () => {
  it('computes the GB 32100 check character (domain doc examples)', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91440300192203821')).toBe('6');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    expect(creditCodeCheckChar('9111000080210043I')).toBeNull();
  });

  it('accepts valid codes', () => {
    expect(checkCreditCode('914403001922038216')).toBeNull();
    expect(checkCreditCode('91110000802100433B')).toBeNull();
    expect(checkCreditCode('91110000802100433b')).toBeNull();
    expect(checkCreditCode('91350100M000100Y43')).toBeNull();
    expect(checkCreditCode('')).toBeNull();
    expect(creditCodeStatus('914403001922038216')).toBe('ok');
  });

  it('flags a wrong check character as a warning, not a format error', () => {
    expect(creditCodeStatus('914403001922038217')).toBe('checksum');
    expect(checkCreditCode('914403001922038217')).toBe(MESSAGES.CREDIT_CODE_CHECK_WARNING);
  });

  it('rejects bad formats with 非法格式', () => {
    expect(checkCreditCode('91440300192203821')).toBe('非法格式'); // 17 chars
    expect(checkCreditCode('9144030019220382I6')).toBe('非法格式'); // I not allowed
    expect(checkCreditCode('91440300192203821O')).toBe('非法格式'); // O not allowed
    expect(creditCodeStatus(null)).toBe('format');
  });

  it('tax id shape', () => {
    expect(isTaxId('914403001922038216')).toBe(true);
    expect(isTaxId('440300192203821')).toBe(true);
    expect(isTaxId('4403001922038')).toBe(false);
  });
});

describe('zod schemas', () => {
  const good = { captcha: 'ab12c', oldPassword: 'old', newPassword: 'abcd1234', repeatPassword: 'abcd1234' };

  it('ZPasswordChange accepts a valid change', () => {
    expect(ZPasswordChange.safeParse(good).success).toBe(true);
  });

  it('ZPasswordChange reports the required messages', () => {
    expect(issues(ZPasswordChange.safeParse({}))).toEqual({
      captcha: '请图形验证码',
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      repeatPassword: '请再次输入新密码',
    });
    expect(issues(ZPasswordChange.safeParse({ captcha: '', oldPassword: '', newPassword: '', repeatPassword: '' }))).toEqual({
      captcha: '请图形验证码',
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      repeatPassword: '请再次输入新密码',
    });
  });

  it('ZPasswordChange checks the rule, the captcha length and the mismatch', () => {
    expect(issues(ZPasswordChange.safeParse({ ...good, newPassword: 'abc', repeatPassword: 'abc' }))).toEqual({
      newPassword: '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
    });
    expect(issues(ZPasswordChange.safeParse({ ...good, captcha: '1234' }))).toEqual({ captcha: '输入6个数字验证码' });
    expect(issues(ZPasswordChange.safeParse({ ...good, repeatPassword: 'abcd12345' }))).toEqual({
      repeatPassword: '两次输入密码不一致',
    });
    expect(issues(ZPasswordChange.safeParse({ ...good, captcha: '', repeatPassword: 'x' }))).toEqual({
      captcha: '请图形验证码',
      repeatPassword: '两次输入密码不一致',
    });
  });

  it('ZLogin', () => {
    expect(ZLogin.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
    expect(ZLogin.safeParse({ username: 'admin', password: 'x', captcha: 'abcde' }).success).toBe(true);
    expect(issues(ZLogin.safeParse({ username: ' ', password: '' }))).toEqual({
      username: MESSAGES.USERNAME_REQUIRED,
      password: MESSAGES.PASSWORD_REQUIRED,
    });
    expect(ZLogin.safeParse({ username: 'a', password: 'b', captcha: 1 }).success).toBe(false);
  });

  it('ZSmsSend and ZSmsLogin', () => {
    expect(ZSmsSend.safeParse({ captcha: 'abcde', phone: '+8613812345678' }).success).toBe(true);
    expect(issues(ZSmsSend.safeParse({ captcha: 'abcde', phone: '12345' }))).toEqual({ phone: MESSAGES.PHONE_INVALID });
    expect(ZSmsLogin.safeParse({ phone: '13812345678', captcha: '123456' }).success).toBe(true);
    expect(issues(ZSmsLogin.safeParse({ phone: '', captcha: '' }))).toEqual({
      phone: MESSAGES.PHONE_REQUIRED,
      captcha: '请图形验证码',
    });
  });

  it('ZFindPassword', () => {
    const base = { captcha: '123456', phone: '13812345678', newPassword: 'abc!defg' };
    expect(ZFindPassword.safeParse(base).success).toBe(true);
    expect(ZFindPassword.safeParse({ ...base, userType: 2 }).success).toBe(true);
    expect(ZFindPassword.safeParse({ ...base, userType: '1' }).success).toBe(true);
    expect(issues(ZFindPassword.safeParse({ ...base, newPassword: 'abcdefgh' }))).toEqual({
      newPassword: '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
    });
  });
});
