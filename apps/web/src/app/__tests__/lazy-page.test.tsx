// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyDialog } from '../lazy-page';

function Dialog({ open }: { open: boolean }) {
  return <div data-testid="dialog">{open ? '打开' : '关闭'}</div>;
}
const useDialogOpen = (p: { open: boolean }) => p.open;

describe('lazyDialog: a dialog loads when first opened (issue 14)', () => {
  it('fetches nothing while closed, loads on the first open and stays mounted when closed again', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load, useDialogOpen, { areaTexts: false });
    const { rerender } = render(<Lazy open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    rerender(<Lazy open />);
    expect((await screen.findByTestId('dialog')).textContent).toBe('打开');
    // closed again: still rendered (antd's close animation and the dialog's state are kept)
    rerender(<Lazy open={false} />);
    expect(screen.getByTestId('dialog').textContent).toBe('关闭');
    rerender(<Lazy open />);
    expect(screen.getByTestId('dialog').textContent).toBe('打开');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed chunk fetch once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(Dialog);
      const Lazy = lazyDialog(load, useDialogOpen, { areaTexts: false });
      render(<Lazy open />);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await screen.findByTestId('dialog')).textContent).toBe('打开');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
