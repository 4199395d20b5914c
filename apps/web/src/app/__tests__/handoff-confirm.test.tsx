// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../providers';
import { HandoffConfirm } from '../handoff-confirm';

const people = { current: '张三', next: '李四' };

describe('the URL hand-off question (issue 13, finding 6)', () => {
  it('names both users in Chinese; 保持当前登录 answers false', async () => {
    const onAnswer = vi.fn();
    render(<AppProviders><HandoffConfirm people={people} onAnswer={onAnswer} /></AppProviders>);
    await screen.findByText('切换登录用户？');
    expect(screen.getByText(/您当前已以“张三”登录。打开的链接将改为以“李四”登录/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('handoff-keep'));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('切换为李四 answers true', async () => {
    const onAnswer = vi.fn();
    render(<AppProviders><HandoffConfirm people={people} onAnswer={onAnswer} /></AppProviders>);
    fireEvent.click(await screen.findByTestId('handoff-switch'));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });
});
