// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../locales/i18n';
import { mergeSelection, PersonPicker, type PickedUser } from '../PersonPicker';

vi.mock('../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../api/sys')>();
  return {
    ...real,
    fetchShareDeptTree: vi.fn(async () => [{ id: 'd1', name: '造价咨询部', parentId: null }]),
    fetchStaffRanks: vi.fn(async () => [{ value: '1', label: '初级' }]),
    queryShareUsers: vi.fn(async () => ({
      rows: [
        { id: 'u1', name: '张三', loginName: 'zhangsan', deptName: '造价咨询部' },
        { id: 'u2', name: '李四', loginName: 'lisi', deptName: '造价咨询部' },
      ],
      total: 2,
    })),
  };
});

function renderPicker(props: Partial<React.ComponentProps<typeof PersonPicker>> = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <PersonPicker open onOk={onOk} onCancel={onCancel} {...props} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { onOk, onCancel };
}

const selectedIds = () => screen.queryAllByTestId('person-picker-selected-item').map((el) => el.getAttribute('data-user-id'));

describe('PersonPicker', () => {
  beforeEach(() => vi.useRealTimers());

  it('confirming with nobody selected stays open and shows 请选中一个人员', async () => {
    const { onOk } = renderPicker();
    await screen.findAllByTestId('person-picker-user');
    fireEvent.click(screen.getByTestId('person-picker-ok'));
    expect(onOk).not.toHaveBeenCalled();
    expect((await screen.findByTestId('person-picker-error')).textContent).toBe('请选中一个人员');
    expect(screen.getByTestId('person-picker')).toBeTruthy();
    // the spec's toast says the same thing
    await waitFor(() => expect(document.body.textContent).toContain('请选中一个人员'));
  });

  it('the error disappears after 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPicker();
    await screen.findAllByTestId('person-picker-user');
    fireEvent.click(screen.getByTestId('person-picker-ok'));
    expect(screen.getByTestId('person-picker-error')).toBeTruthy();
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.queryByTestId('person-picker-error')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByTestId('person-picker-error')).toBeNull();
  });

  it('never selects the same person twice', async () => {
    const initial: PickedUser[] = [{ id: 'u1', name: '张三' }];
    const { onOk } = renderPicker({ value: initial });
    await screen.findAllByTestId('person-picker-user');
    expect(selectedIds()).toEqual(['u1']);
    fireEvent.click(screen.getByTestId('person-picker-add-all'));
    fireEvent.click(screen.getByTestId('person-picker-add-all'));
    expect(selectedIds()).toEqual(['u1', 'u2']);
    fireEvent.click(screen.getByTestId('person-picker-ok'));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onOk.mock.calls[0][0].map((u: PickedUser) => u.id)).toEqual(['u1', 'u2']);
  });

  it('removing from the selected area, and single mode keeps one person', async () => {
    renderPicker({ multiple: false });
    const users = await screen.findAllByTestId('person-picker-user');
    fireEvent.click(users[0]);
    fireEvent.click(users[1]);
    expect(selectedIds()).toEqual(['u2']);
    const close = screen.getByTestId('person-picker-selected-item').querySelector('.ant-tag-close-icon') as HTMLElement;
    fireEvent.click(close);
    await waitFor(() => expect(selectedIds()).toEqual([]));
  });

  it('mergeSelection drops duplicates', () => {
    const a = { id: 'a', name: 'A' };
    const b = { id: 'b', name: 'B' };
    expect(mergeSelection([a], [a, b, b], true)).toEqual([a, b]);
    expect(mergeSelection([a], [b], false)).toEqual([b]);
  });
});
