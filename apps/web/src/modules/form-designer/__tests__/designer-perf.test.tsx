// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../../locales/i18n';
import { FORM_FIELD_TYPES, type TFormField, type TFormModel } from '@ecms/shared';
import type { FormDetail } from '../api';

/** Counts renders per field key: the preview is a plain child of each card, so it renders exactly when its card does. */
const renders = new Map<string, number>();
vi.mock('../components/FieldPreview', () => ({
  FieldPreview: ({ field }: { field: { key: string } }) => {
    renders.set(field.key, (renders.get(field.key) ?? 0) + 1);
    return <div className="fd-preview" />;
  },
}));
vi.mock('../../../api/sys', async (orig) => ({
  ...(await orig<typeof import('../../../api/sys')>()),
  fetchDict: vi.fn(async () => []),
  fetchDictKinds: vi.fn(async () => []),
}));

import { DesignerWorkbench } from '../pages/DesignerPage';

const TYPES = FORM_FIELD_TYPES.filter((t) => t !== 'computed' && t !== 'richText');
const field = (i: number): TFormField => ({ key: `f${i}`, label: `字段${i}`, type: TYPES[i % TYPES.length] });

/** 60 main fields in two sections and two sub-tables of 8 columns each. */
function bigModel(): TFormModel {
  const all = Array.from({ length: 60 }, (_, i) => field(i + 1));
  const sub = (p: string) => Array.from({ length: 8 }, (_, i) => ({ key: `${p}${i + 1}`, label: `列${i + 1}`, type: i % 2 ? 'money' as const : 'text' as const }));
  return {
    sections: [
      { key: 'main', title: '基本信息', columns: 2, fields: all.slice(0, 30) },
      { key: 'extra', title: '补充信息', columns: 3, fields: all.slice(30) },
    ],
    subTables: [
      { key: 'items', title: '采购明细', fields: sub('a'), sumFields: ['a2'] },
      { key: 'costs', title: '费用明细', fields: sub('b') },
    ],
  };
}

describe('designer performance', () => {
  it('editing one label of a 60-field form with two sub-tables re-renders only that card', { timeout: 90_000 }, async () => {
    const detail: FormDetail = {
      id: 'F1', code: 'big_form', name: '大表单', kind: 'form', groupId: null, processCode: null, status: 1, currentVersion: null,
      model: bigModel(), updatedDate: '2026-11-01T00:00:00Z', createdDate: '2026-11-01T00:00:00Z', versions: [],
    };
    const router = createMemoryRouter([{ path: '/sys-manager/dev-online', element: <DesignerWorkbench initial={detail} /> }], { initialEntries: ['/sys-manager/dev-online?id=F1'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </QueryClientProvider>,
    );
    await screen.findByTestId('fd-field-f60');
    expect(renders.size).toBe(76);

    fireEvent.click(screen.getByTestId('fd-field-f7'));
    const label = await screen.findByTestId('fd-prop-label');
    renders.clear();

    act(() => { fireEvent.change(label, { target: { value: '新的标题' } }); });
    expect(screen.getByTestId('fd-field-f7').textContent).toContain('新的标题');
    expect(renders.get('f7')).toBeGreaterThanOrEqual(1);
    const others = [...renders.keys()].filter((k) => k !== 'f7');
    expect(others).toEqual([]);

    // A second edit (another property) still leaves the other 75 cards alone.
    renders.clear();
    act(() => { fireEvent.click(screen.getByTestId('fd-prop-required')); });
    expect([...renders.keys()]).toEqual(['f7']);
    expect(screen.getByTestId('fd-dirty')).toBeTruthy();
  });
});
