// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import '../../../locales/i18n';
import { LedgerFormItems } from '../fields';

function mount(): FormInstance {
  let form!: FormInstance;
  function Probe() {
    [form] = Form.useForm();
    return (
      <Form form={form}>
        <LedgerFormItems entries={[
          { name: 'day', label: '日期', type: 'date', required: true },
          { name: 'amount', label: '金额', type: 'number', required: true },
          { name: 'name', label: '名称', required: true },
        ]} />
      </Form>
    );
  }
  render(<Probe />);
  return form;
}

describe('ledger form fields', () => {
  it('accepts a filled required date and number, and refuses a blank text', async () => {
    const form = mount();
    form.setFieldsValue({ day: dayjs('2026-11-20'), amount: 12, name: '  ' });
    const err = await form.validateFields().then(() => null, (e: { errorFields: { name: string[] }[] }) => e);
    expect(err?.errorFields.map((f) => f.name[0])).toEqual(['name']);
    form.setFieldsValue({ name: '岗位' });
    await expect(form.validateFields()).resolves.toMatchObject({ amount: 12, name: '岗位' });
  });
});
