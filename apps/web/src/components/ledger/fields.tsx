import { Fragment, isValidElement, type ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../dict';

/** A form field of a ledger's create/edit dialog. */
export interface LedgerField {
  name: string;
  label: ReactNode;
  type?: 'text' | 'textarea' | 'number' | 'select' | 'dict' | 'switch' | 'date';
  /** Required, with the platform's message {{label}}不能为空 (blank counts as empty). */
  required?: boolean;
  /** More antd rules (pattern, length, a validator from packages/shared …). */
  rules?: Rule[];
  maxLength?: number;
  /** Options of a select. */
  options?: { value: string | number; label: ReactNode }[];
  /** Dictionary code of a dict select. */
  dict?: string;
  placeholder?: string;
  /** data-testid of the control (e2e). */
  testId?: string;
  disabled?: boolean;
  /** Extra props of the control (e.g. `{ min: 0 }` for a number, `{ style }`). */
  props?: Record<string, unknown>;
  /** Extra props of the Form.Item (extra, tooltip, hidden …). */
  item?: FormItemProps;
  /** A control of one's own (PersonInput, DeptTreeSelect …) instead of `type`. */
  control?: ReactNode;
}

/** A field list entry: a declared field, or any node (SortItem, a divider, a read-only line). */
export type LedgerFormEntry = LedgerField | ReactNode;

const isField = (e: LedgerFormEntry): e is LedgerField =>
  typeof e === 'object' && e !== null && !isValidElement(e) && 'name' in e && 'label' in e;

function control(f: LedgerField): ReactNode {
  if (f.control) return f.control;
  const common = { disabled: f.disabled, placeholder: f.placeholder, 'data-testid': f.testId, ...f.props };
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={f.maxLength ?? 500} {...common} />;
    case 'number':
      return <InputNumber style={{ width: 160 }} {...common} />;
    case 'select':
      return <Select allowClear options={f.options} {...common} />;
    case 'dict':
      return <DictSelect code={f.dict ?? ''} {...common} />;
    case 'switch':
      return <Switch disabled={f.disabled} {...f.props} />;
    case 'date':
      return <DatePicker style={{ width: 200 }} {...common} />;
    default:
      return <Input maxLength={f.maxLength ?? 100} {...common} />;
  }
}

const isText = (f: LedgerField) => f.type === undefined || f.type === 'text' || f.type === 'textarea';

/** The Form.Items of a ledger dialog, in order. */
export function LedgerFormItems({ entries }: { entries: LedgerFormEntry[] }) {
  const { t } = useTranslation();
  return (
    <>
      {entries.map((e, i) => {
        if (!isField(e)) return <Fragment key={`n${i}`}>{e}</Fragment>;
        const label = typeof e.label === 'string' ? e.label : e.name;
        const rules: Rule[] = [
          // `whitespace` only on text: any key besides `required` makes the validator check the
          // value as a string, so a required date (a dayjs object), number or switch always failed.
          ...(e.required ? [{ required: true, ...(isText(e) ? { whitespace: true } : {}), message: t('sys.required', { label }) }] : []),
          ...(e.rules ?? []),
        ];
        return (
          <Form.Item key={e.name} name={e.name} label={e.label} rules={rules} valuePropName={e.type === 'switch' ? 'checked' : undefined} {...e.item}>
            {control(e)}
          </Form.Item>
        );
      })}
    </>
  );
}
