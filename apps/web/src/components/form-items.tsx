import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/*
 * Form items every administration dialog repeats (sort, enabled, remark), so they look and
 * validate the same everywhere.
 */

export function SortItem({ min = 0, max = 999999, extra }: { min?: number; max?: number; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('sys.sort')} extra={extra}>
      <InputNumber min={min} max={max} precision={0} />
    </Form.Item>
  );
}

export function EnabledItem() {
  const { t } = useTranslation();
  return (
    <Form.Item name="enabled" label={t('sys.enabled')} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export function RemarkItem() {
  const { t } = useTranslation();
  return (
    <Form.Item name="remark" label={t('sys.remark')}>
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  );
}
