// @vitest-environment jsdom
import '../../../test/setup';
import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TFormField, TFormModel } from '@ecms/shared';
import '../../../locales/i18n';
import { FormRenderer, type FormRendererHandle, type FormRendererProps } from '../components/FormRenderer';
import { renderProbe } from '../components/fields';
import { errorPath, initialValue, isVisible } from '../field-model';

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    fetchDict: vi.fn(async (code: string) => (code === 'unit'
      ? [{ label: '个', value: '1' }, { label: '箱', value: '2' }]
      : [{ label: '红色', value: 'r' }, { label: '蓝色', value: 'b' }])),
    fetchTreeDict: vi.fn(async () => [{ label: '办公费', value: '02', children: [{ label: '办公用品', value: '0201', extValues: { fullText: '办公费/办公用品' } }] }]),
    fetchShareDeptTree: vi.fn(async () => [{ id: 'd1', name: '造价咨询部', children: [] }]),
  };
});
vi.mock('../../../api/forms', async (orig) => {
  const real = await orig<typeof import('../../../api/forms')>();
  return { ...real, fetchUserNames: vi.fn(async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, id === 'u1' ? '赵磊' : `用户${id}`]))) };
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <AntApp>{children}</AntApp>
    </QueryClientProvider>
  );
}

const f = (key: string, type: TFormField['type'], extra: Partial<TFormField> = {}): TFormField => ({ key, label: extra.label ?? key, type, ...extra });

const ALL_TYPES: TFormField[] = [
  f('title', 'text', { label: '名称', required: true }),
  f('phone', 'text', { label: '手机号', pattern: '^1\\d{10}$' }),
  f('code', 'text', { label: '编码', pattern: '^[A-Z]+$', patternMessage: '编码只能是大写字母' }),
  f('memo', 'textarea', { label: '说明' }),
  f('qty', 'number', { label: '数量', step: 2, min: 0 }),
  f('budget', 'money', { label: '预算' }),
  f('rate', 'percent', { label: '税率' }),
  f('day', 'date', { label: '日期' }),
  f('at', 'datetime', { label: '时间' }),
  f('mon', 'month', { label: '月份' }),
  f('yr', 'year', { label: '年度' }),
  f('color', 'select', { label: '颜色', dictCode: 'color' }),
  f('colors', 'multiSelect', { label: '多色', dictCode: 'color' }),
  f('cat', 'treeSelect', { label: '分类', dictCode: 'supplies' }),
  f('owner', 'person', { label: '负责人' }),
  f('dept', 'dept', { label: '部门' }),
  f('area', 'area', { label: '地区' }),
  f('files', 'attachment', { label: '附件' }),
  f('double', 'computed', { label: '双倍预算', formula: 'budget * 2' }),
  f('no', 'serial', { label: '编号' }),
  f('rich', 'richText', { label: '正文' }),
];

const purchaseModel: TFormModel = {
  sections: [{ key: 'main', title: '基本信息', columns: 2, fields: ALL_TYPES }],
  subTables: [{
    key: 'items', title: '采购明细', sumFields: ['amount'],
    fields: [f('name', 'text', { label: '物品', required: true }), f('quantity', 'number', { label: '数量' }), f('price', 'money', { label: '单价' }), f('amount', 'computed', { label: '金额', formula: 'quantity * price' })],
  }],
};

function renderForm(props: Partial<FormRendererProps> & { model?: TFormModel } = {}) {
  const ref = createRef<FormRendererHandle>();
  const onChange = vi.fn();
  const model = props.model ?? purchaseModel;
  const utils = render(wrap(
    <FormRenderer ref={ref} model={model} value={props.value ?? { values: {}, subTables: { items: [{}] } }} mode={props.mode ?? 'edit'} onChange={onChange} {...props} />,
  ));
  return { ...utils, ref, onChange };
}

const type = (testId: string, text: string) => {
  const el = screen.getByTestId(testId);
  const input = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : el.querySelector('input, textarea')!;
  fireEvent.change(input, { target: { value: text } });
};

afterEach(() => {
  renderProbe.onRender = null;
});

describe('FormRenderer: controls and validation', { timeout: 90_000 }, () => {
  it('renders a control for every field type', () => {
    renderForm();
    for (const field of ALL_TYPES) {
      if (field.type === 'select' || field.type === 'multiSelect' || field.type === 'treeSelect' || field.type === 'dept' || field.type === 'area') {
        expect(screen.getByText(field.label, { selector: 'label' })).toBeTruthy();
      } else {
        expect(screen.getByTestId(`field-${field.key}`), field.key).toBeTruthy();
      }
    }
    // attachments upload straight away (the value keeps file ids); serial numbers come from the server
    expect(screen.getByTestId('field-files-upload')).toBeTruthy();
    expect(screen.getByTestId('field-no').textContent).toBe('保存后自动生成');
    expect(screen.getByTestId('field-qty').getAttribute('step')).toBe('2');
  });

  it('validates every field: required → <label>不能为空, pattern → its message or 请输入正确的<label>', async () => {
    const { ref } = renderForm();
    type('field-phone', '123');
    type('field-code', 'abc');
    let result: unknown = 'pending';
    await act(async () => { result = await ref.current!.validate(); });
    expect(result).toBeNull();
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('编码只能是大写字母')).toBeTruthy();
    expect(screen.getByText('物品不能为空')).toBeTruthy();
  });

  it('a required number typed by the user passes (values are numbers, not text)', async () => {
    const { ref } = renderForm({ value: { values: { title: '打印纸' }, subTables: { items: [{ name: 'A4' }] } }, model: {
      ...purchaseModel,
      subTables: [{ ...purchaseModel.subTables[0], fields: purchaseModel.subTables[0].fields.map((x) => (x.key === 'quantity' ? { ...x, required: true, min: 1 } : x)) }],
    } });
    type('field-items.0.quantity', '');
    type('field-items.0.quantity', '10');
    let result: unknown = null;
    await act(async () => { result = await ref.current!.validate(); });
    expect(result).not.toBeNull();
  });

  it('validation focuses (scrolls to) the first field in error', async () => {
    const { ref } = renderForm();
    type('field-title', '打印纸');
    type('field-phone', 'x');
    await act(async () => { await ref.current!.validate(); });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('field-phone')));
  });

  it('answers the value when valid, computed fields included', async () => {
    const { ref } = renderForm({ value: { values: { title: '打印纸', budget: 100 }, subTables: { items: [{ name: 'A4', quantity: 2, price: 10 }] } } });
    type('field-budget', '150');
    let result: Awaited<ReturnType<FormRendererHandle['validate']>> = null;
    await act(async () => { result = await ref.current!.validate(); });
    expect(result!.values).toMatchObject({ title: '打印纸', budget: 150, double: 300 });
    expect(result!.subTables.items[0]).toMatchObject({ name: 'A4', quantity: 2, price: 10 });
  });

  it('shows the server errors on their fields, sub-table cells included', async () => {
    renderForm({ errors: [{ field: 'title', message: '名称已存在' }, { field: 'items[0].quantity', message: '数量超出库存' }] });
    expect(await screen.findByText('名称已存在')).toBeTruthy();
    expect(screen.getByText('数量超出库存')).toBeTruthy();
  });
});

describe('FormRenderer: sub-tables and computed fields', { timeout: 90_000 }, () => {
  it('computes amount = quantity × price live and sums the column', async () => {
    const { onChange } = renderForm();
    type('field-items.0.quantity', '3');
    type('field-items.0.price', '12.5');
    await waitFor(() => expect(screen.getByTestId('field-items.0.amount').textContent).toBe('37.50'));
    expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('37.50');
    fireEvent.click(screen.getByTestId('subtable-items-add'));
    type('field-items.1.quantity', '2');
    type('field-items.1.price', '1,000');
    await waitFor(() => expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('2,037.50'));
    const last = onChange.mock.calls.at(-1)![0];
    expect(last.subTables.items.map((r: { amount: number }) => r.amount)).toEqual([37.5, 2000]);
  });

  it('removes a row after confirmation', async () => {
    renderForm({ value: { values: {}, subTables: { items: [{ name: 'A', quantity: 1, price: 1, amount: 1 }, { name: 'B', quantity: 2, price: 2, amount: 4 }] } } });
    expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('5.00');
    fireEvent.click(screen.getByTestId('subtable-items-delete-0'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('4.00'));
  });
});

describe('FormRenderer: visibility and permissions', { timeout: 90_000 }, () => {
  const model: TFormModel = {
    sections: [{
      key: 's', title: '', columns: 1,
      fields: [
        f('kind', 'text', { label: '类型' }),
        f('reason', 'text', { label: '原因', required: true, visibleWhen: { field: 'kind', op: 'eq', value: '其他' } }),
        f('secret', 'text', { label: '密级' }),
        f('name', 'text', { label: '名称' }),
      ],
    }],
    subTables: [],
  };

  it('shows a field only while its condition holds (and validates it only then)', async () => {
    const { ref } = renderForm({ model, value: { values: {}, subTables: {} } });
    expect(screen.queryByTestId('field-reason')).toBeNull();
    let ok: unknown;
    await act(async () => { ok = await ref.current!.validate(); });
    expect(ok).not.toBeNull();
    type('field-kind', '其他');
    expect(await screen.findByTestId('field-reason')).toBeTruthy();
    await act(async () => { ok = await ref.current!.validate(); });
    expect(ok).toBeNull();
    expect(await screen.findByText('原因不能为空')).toBeTruthy();
    expect(isVisible(model.sections[0].fields[1], { kind: '其他' })).toBe(true);
    expect(isVisible({ ...model.sections[0].fields[1], visibleWhen: { field: 'kind', op: 'in', value: ['a', 'b'] } }, { kind: 'b' })).toBe(true);
    expect(isVisible({ ...model.sections[0].fields[1], visibleWhen: { field: 'kind', op: 'notEmpty' } }, { kind: '' })).toBe(false);
  });

  it('applies flow-node field permissions: hidden fields are absent, read-only ones are displayed', () => {
    renderForm({ model, value: { values: { name: '打印纸', secret: '机密' }, subTables: {} }, fieldPermissions: { secret: 'hidden', name: 'readonly' } });
    expect(screen.queryByTestId('field-secret')).toBeNull();
    const name = screen.getByTestId('field-name');
    expect(name.tagName).toBe('SPAN');
    expect(name.textContent).toBe('打印纸');
    expect(screen.getByTestId('field-kind').tagName).toBe('INPUT');
  });
});

describe('FormRenderer: read-only fields', { timeout: 90_000 }, () => {
  it('shows a read-only field as text in edit mode, not required, while the others stay inputs', async () => {
    const model: TFormModel = {
      sections: [{ key: 'main', title: '资产信息', columns: 2, fields: [
        f('name', 'text', { label: '资产名称' }),
        f('lastMaintainDate', 'date', { label: '最近维修日期', readOnly: true, required: true }),
      ] }],
      subTables: [],
    };
    const { ref } = renderForm({ model, value: { values: { name: '台式机', lastMaintainDate: '2026-11-03' }, subTables: {} } });
    const shown = screen.getByTestId('field-lastMaintainDate');
    expect(shown.tagName).toBe('SPAN');
    expect(shown.textContent).toBe('2026-11-03');
    expect(screen.getByTestId('field-name').tagName).toBe('INPUT');
    let ok: unknown;
    await act(async () => { ok = await ref.current!.validate(); });
    expect(ok).not.toBeNull();
  });
});

describe('FormRenderer: view mode', { timeout: 90_000 }, () => {
  it('formats values per spec §9 with dictionary labels and people names', async () => {
    renderForm({
      mode: 'view',
      value: {
        values: {
          title: '打印纸', budget: 1234567.891, rate: 12.5, day: '2026-11-03', at: '2026-11-03 09:30:00', mon: '2026-11', yr: '2026',
          color: 'b', colors: ['r', 'b'], cat: '0201', owner: 'u1', dept: 'd1', double: 2469135.78, no: 'CG-20261103-0001', memo: '第一行\n第二行', qty: 3,
        },
        subTables: { items: [{ id: 'i1', name: 'A4', quantity: 2, price: 25, amount: 50 }, { id: 'i2', name: '笔', quantity: 10, price: 1.5, amount: 15 }] },
      },
    });
    const text = (k: string) => screen.getByTestId(`field-${k}`).textContent;
    expect(text('budget')).toBe('1,234,567.89');
    expect(text('rate')).toBe('12.50%');
    expect(text('day')).toBe('2026-11-03');
    expect(text('at')).toBe('2026-11-03 09:30');
    expect(text('mon')).toBe('2026-11');
    expect(text('yr')).toBe('2026');
    expect(text('no')).toBe('CG-20261103-0001');
    expect(text('phone')).toBe('-');
    await waitFor(() => expect(text('color')).toBe('蓝色'));
    expect(text('colors')).toBe('红色、蓝色');
    await waitFor(() => expect(text('cat')).toBe('办公费/办公用品'));
    await waitFor(() => expect(text('owner')).toBe('赵磊'));
    await waitFor(() => expect(text('dept')).toBe('造价咨询部'));
    const table = screen.getByTestId('subtable-items');
    expect(within(table).getByText('A4')).toBeTruthy();
    expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('65.00');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('FormRenderer: speed with a 60-field form and two sub-tables', () => {
  const fields = Array.from({ length: 60 }, (_, i) => f(`f${i}`, i % 3 === 0 ? 'number' : i % 3 === 1 ? 'money' : 'text', { label: `字段${i}` }));
  const big: TFormModel = {
    sections: [0, 1, 2].map((s) => ({ key: `s${s}`, title: `第${s + 1}部分`, columns: 3, fields: fields.slice(s * 20, s * 20 + 20) })),
    subTables: ['items', 'fees'].map((key) => ({
      key, title: key, sumFields: ['amount'],
      fields: [f('name', 'text', { label: '名称' }), f('quantity', 'number', { label: '数量' }), f('price', 'money', { label: '单价' }), f('amount', 'computed', { label: '金额', formula: 'quantity * price' })],
    })),
  };
  const rows = () => Array.from({ length: 5 }, (_, i) => ({ name: `行${i}`, quantity: 1, price: i }));

  it('typing into one field re-renders that field only; a sub-table edit touches its row only', async () => {
    const counts = new Map<string, number>();
    renderProbe.onRender = (k) => counts.set(k, (counts.get(k) ?? 0) + 1);
    const { onChange } = renderForm({ model: big, value: { values: {}, subTables: { items: rows(), fees: rows() } } });
    expect(counts.size).toBe(60 + 2 * 5 * 4);
    counts.clear();

    type('field-f2', '招标代理');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect([...counts.keys()]).toEqual(['f2']);
    expect(counts.get('f2')!).toBeLessThanOrEqual(2);
    counts.clear();

    type('field-items.3.quantity', '4');
    await waitFor(() => expect(screen.getByTestId('field-items.3.amount').textContent).toBe('12.00'));
    // The footer total follows in its own render.
    await waitFor(() => expect(screen.getByTestId('subtable-items-sum-amount').textContent).toBe('19.00'));
    expect([...counts.keys()].sort()).toEqual(['items.3.amount', 'items.3.quantity']);
  }, 90_000);
});

describe('field model helpers', () => {
  it('maps server error paths and builds defaults', () => {
    expect(errorPath(purchaseModel, 'title')).toEqual(['v', 'title']);
    expect(errorPath(purchaseModel, 'items[2].price')).toEqual(['s', 'items', 2, 'price']);
    expect(errorPath(purchaseModel, 'items.0.name')).toEqual(['s', 'items', 0, 'name']);
    expect(errorPath(purchaseModel, 'nope')).toBeNull();
    const m: TFormModel = { sections: [{ key: 's', title: '', columns: 1, fields: [f('d', 'date', { defaultValue: '$today' }), f('p', 'person', { defaultValue: '$me' }), f('n', 'number', { defaultValue: '5' }), f('t', 'text', { defaultValue: '默认' })] }], subTables: [] };
    const v = initialValue(m, { userId: 'u1' });
    expect(v.values.d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(v.values).toMatchObject({ p: 'u1', n: 5, t: '默认' });
  });
});
