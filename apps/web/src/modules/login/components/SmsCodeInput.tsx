import { Button, Input } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** SMS code input with a send button that counts down after sending. */
export function SmsCodeInput({
  value,
  onChange,
  left,
  sending,
  onSend,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  left: number;
  sending: boolean;
  onSend: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ecms-captcha-row">
      <Input
        prefix={<MessageOutlined />}
        placeholder={t('login.smsCode')}
        maxLength={8}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoComplete="one-time-code"
        data-testid={testId}
      />
      <Button className="ecms-sms-send" disabled={left > 0} loading={sending} onClick={onSend} data-testid={`${testId}-send`}>
        {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
      </Button>
    </div>
  );
}
