// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getUiApi } from '../../api/ui-bridge';
import { theme } from 'antd';
import { AppProviders } from '../providers';

describe('AppProviders: the HTTP client\'s toasts', () => {
  it('shows one toast for an error reported again and again (moving between pages), a different text its own', async () => {
    render(<AppProviders><div>页面</div></AppProviders>);
    await screen.findByText('页面');
    await waitFor(() => expect(getUiApi().message).not.toBe(undefined));
    act(() => {
      for (let i = 0; i < 5; i++) getUiApi().message.error('服务器内部错误，请稍后再试', 10);
    });
    await waitFor(() => expect(screen.getAllByText('服务器内部错误，请稍后再试')).toHaveLength(1));
    // a different text is a toast of its own
    act(() => { getUiApi().message.error('接口不存在', 10); });
    await waitFor(() => expect(screen.getAllByText('接口不存在')).toHaveLength(1));
    expect(screen.getAllByText('服务器内部错误，请稍后再试')).toHaveLength(1);
  });
});

describe('AppProviders: reduced motion', () => {
  function Motion() {
    const { token } = theme.useToken();
    return <span data-testid="motion">{String(token.motion)}</span>;
  }
  const withReducedMotion = (reduce: boolean) => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: reduce && query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    return () => { window.matchMedia = original; };
  };

  it('turns antd animations off when the system asks for less motion, and keeps them otherwise', () => {
    let restore = withReducedMotion(true);
    const { unmount } = render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByTestId('motion').textContent).toBe('false');
    unmount();
    restore();
    restore = withReducedMotion(false);
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByTestId('motion').textContent).toBe('true');
    restore();
  });
});
