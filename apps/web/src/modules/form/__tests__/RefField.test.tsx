// @vitest-environment jsdom
import '../../../test/setup';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TFormField } from '@ecms/shared';
import '../../../locales/i18n';
import { FieldControl, FieldDisplay } from '../components/fields';

const STOCK = [{ value: 's1', label: '螺丝' }, { value: 's2', label: '螺母' }, { value: 's3', label: '垫片' }];
const CONTRACTS = [{ value: 'c1', label: '某市政道路造价咨询合同' }];
/** The typed client's request (path, query params): options of a form or of a record kind. */
const get = vi.fn(async (url: string, opts: { params?: { q?: string; ids?: string } }) => {
  const ids = opts.params?.ids?.split(',');
  const text = opts.params?.q ?? '';
  const source = url.startsWith('/b/record/contract/') ? CONTRACTS : STOCK;
  return { data: source.filter((o) => (ids ? ids.includes(o.value) : o.label.includes(text))), msg: '' };
});
vi.mock('../../../api/http', async (orig) => {
  const real = await orig<typeof import('../../../api/http')>();
  return { ...real, request: (url: string, opts: { params?: { q?: string; ids?: string } }) => get(url, opts) };
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}><AntApp>{children}</AntApp></QueryClientProvider>;
}

const field: TFormField = { key: 'stock', label: '物品', type: 'ref', refForm: 'tst_stock' };

describe('ref field', () => {
  it('searches the referenced form on the server and stores the picked record id', async () => {
    const onChange = vi.fn();
    render(wrap(<FieldControl field={field} value={null} onChange={onChange} probeKey="stock" />));
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '螺' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/b/form/tst_stock/options', expect.objectContaining({ method: 'GET', params: { q: '螺' } })));
    fireEvent.click(await screen.findByText('螺母'));
    expect(onChange).toHaveBeenCalledWith('s2');
  });

  it('shows the title of the stored record, not its id', async () => {
    render(wrap(<FieldDisplay field={field} value="s3" probeKey="stock" />));
    expect(await screen.findByText('垫片')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/b/form/tst_stock/options', expect.objectContaining({ params: { ids: 's3' } }));
  });

  it('picks a record of a record kind (a contract) through /b/record/{kind}/options', async () => {
    const contract: TFormField = { key: 'contract', label: '关联合同', type: 'ref', refKind: 'contract' };
    const onChange = vi.fn();
    render(wrap(<FieldControl field={contract} value={null} onChange={onChange} probeKey="contract" />));
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '道路' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/b/record/contract/options', expect.objectContaining({ params: { q: '道路' } })));
    fireEvent.click(await screen.findByText('某市政道路造价咨询合同'));
    expect(onChange).toHaveBeenCalledWith('c1');
    render(wrap(<FieldDisplay field={contract} value="c1" probeKey="contract-view" />));
    expect(await screen.findAllByText('某市政道路造价咨询合同')).not.toHaveLength(0);
  });
});
