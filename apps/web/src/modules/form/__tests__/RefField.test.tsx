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
const get = vi.fn(async (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  const ids = q.get('ids')?.split(',');
  const text = q.get('q') ?? '';
  return { data: STOCK.filter((o) => (ids ? ids.includes(o.value) : o.label.includes(text))) };
});
vi.mock('../../../api/http', async (orig) => {
  const real = await orig<typeof import('../../../api/http')>();
  return { ...real, http: { ...real.http, get: (url: string) => get(url) } };
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
    await waitFor(() => expect(get).toHaveBeenCalledWith('/b/form/tst_stock/options?q=%E8%9E%BA'));
    fireEvent.click(await screen.findByText('螺母'));
    expect(onChange).toHaveBeenCalledWith('s2');
  });

  it('shows the title of the stored record, not its id', async () => {
    render(wrap(<FieldDisplay field={field} value="s3" probeKey="stock" />));
    expect(await screen.findByText('垫片')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/b/form/tst_stock/options?ids=s3');
  });
});
