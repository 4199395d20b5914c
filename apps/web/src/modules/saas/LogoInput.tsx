import { useRef } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../components/use-app';

const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 256 * 1024;

/**
 * A company logo in a form: the served URL of the current image, a data URL of a newly chosen one,
 * or null (none / removed). The server takes data URLs and null; an unchanged URL is not sent.
 */
export function LogoInput({ value, onChange, testId }: { value?: string | null; onChange?: (v: string | null) => void; testId?: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return void message.error(t('saas.logo.badType'));
    if (file.size > MAX_BYTES) return void message.error(t('saas.logo.tooLarge'));
    const reader = new FileReader();
    reader.onload = () => onChange?.(String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <Space align="center" wrap data-testid={testId}>
      <div className="ecms-saas-logo" style={{
        width: 120, height: 48, border: '1px dashed var(--ant-color-border, #d9d9d9)', borderRadius: 6, display: 'flex',
        alignItems: 'center', justifyContent: 'center', overflow: 'hidden', background: 'var(--ant-color-fill-quaternary, #fafafa)',
      }}>
        {value ? <img src={value} alt="logo" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : <Typography.Text type="secondary">—</Typography.Text>}
      </div>
      <input ref={input} type="file" accept={TYPES.join(',')} style={{ display: 'none' }} data-testid={testId ? `${testId}-file` : undefined}
        onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }} />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>{value ? t('saas.logo.replace') : t('saas.logo.upload')}</Button>
      {value ? <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>{t('saas.logo.remove')}</Button> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('saas.logo.hint')}</Typography.Text>
    </Space>
  );
}

/** The logo fields to send: a new image (data URL) or a removal (null); an unchanged one is left out. */
export function changedLogos(values: Record<string, unknown>, row: Record<string, unknown> | null) {
  const out: { logo?: string | null; logo2?: string | null; logo3?: string | null } = {};
  for (const f of ['logo', 'logo2', 'logo3'] as const) {
    const v = values[f] as string | null | undefined;
    if (typeof v === 'string' && v.startsWith('data:')) out[f] = v;
    else if (!v && row?.[f]) out[f] = null;
  }
  return out;
}
