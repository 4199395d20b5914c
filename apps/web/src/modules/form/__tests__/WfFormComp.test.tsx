// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TFormModel } from '@ecms/shared';
import '../../../locales/i18n';
import { formIdOfBusinessType, WfFormComp } from '../components/WfFormComp';

const model: TFormModel = {
  sections: [{ key: 's', title: '采购申请', columns: 2, fields: [
    { key: 'purpose', label: '用途', type: 'text', required: true },
    { key: 'budget', label: '预算', type: 'money' },
    { key: 'secret', label: '内部备注', type: 'text' },
  ] }],
  subTables: [],
};

const api = vi.hoisted(() => ({ update: vi.fn(async () => ({})) }));
vi.mock('../../../api/forms', async (orig) => {
  const real = await orig<typeof import('../../../api/forms')>();
  return {
    ...real,
    fetchFlowFormDisplay: vi.fn(async () => ({ definition: { id: 'f1', code: 'office_purchase', name: '办公用品采购' }, model, fieldPermissions: { purpose: 'editable', budget: 'readonly', secret: 'hidden' } })),
    fetchFormRecord: vi.fn(async () => ({ id: 'r1', version: 3, purpose: '打印纸', budget: 1200, secret: null, editable: true, subTables: {} })),
    updateFormRecord: api.update,
    fetchUserNames: vi.fn(async () => ({})),
  };
});

const wrap = (ui: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><AntApp>{ui}</AntApp></QueryClientProvider>
);

describe('WfFormComp (flow business content)', { timeout: 60_000 }, () => {
  it('reads form:<code> business types', () => {
    expect(formIdOfBusinessType('form:office_purchase')).toBe('office_purchase');
    expect(formIdOfBusinessType('contract')).toBeNull();
    expect(formIdOfBusinessType(null)).toBeNull();
  });

  it("applies the node's field permissions and saves the record with its version", async () => {
    render(wrap(<WfFormComp formId="office_purchase" recordId="r1" taskDefKey="dm" readonly={false} />));
    const purpose = await screen.findByTestId('field-purpose', {}, { timeout: 20_000 });
    expect(purpose.tagName).toBe('INPUT');
    expect(screen.getByTestId('field-budget').textContent).toBe('1,200.00');
    expect(screen.queryByTestId('field-secret')).toBeNull();
    fireEvent.change(purpose, { target: { value: '打印纸和墨盒' } });
    fireEvent.click(screen.getByTestId('wf-form-comp-save'));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('office_purchase', 'r1', expect.objectContaining({
      version: 3, values: expect.objectContaining({ purpose: '打印纸和墨盒', budget: 1200 }),
    })));
  });

  it('is read-only when the task does not allow editing', async () => {
    render(wrap(<WfFormComp formId="office_purchase" recordId="r1" taskDefKey="dm" readonly />));
    const purpose = await screen.findByTestId('field-purpose', {}, { timeout: 20_000 });
    expect(purpose.tagName).toBe('SPAN');
    expect(screen.queryByTestId('wf-form-comp-save')).toBeNull();
  });
});
