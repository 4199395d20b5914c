import { InputNumber, Typography } from 'antd';
import { amountInWords } from '@ecms/shared';

/** An amount in yuan with its 大写 beneath (domain §4), for the finance forms; a Form.Item control. */
export function MoneyInput({ value, onChange, testId }: { value?: number | null; onChange?: (v: number | null) => void; testId?: string }) {
  return (
    <div>
      <InputNumber<number> style={{ width: 200 }} min={0} precision={2} value={value ?? null} onChange={(v) => onChange?.(v)} data-testid={testId} />
      {value ? <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{amountInWords(value)}</Typography.Text> : null}
    </div>
  );
}
