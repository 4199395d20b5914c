// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import * as auth from '../../../api/auth';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';

vi.mock('../../../api/auth', async (orig) => ({
  ...(await orig<typeof import('../../../api/auth')>()),
  fetchLoginData: vi.fn(async () => ({
    sysName: '', logo: '', copyright: '', captchaEnabled: false, smsEnabled: true, qrEnabled: true, casEnabled: false, loginPath: null, saas: false,
  })),
  fetchParams: vi.fn(async () => ({})),
  sendSmsCode: vi.fn(async () => ({ expiresIn: 300 })),
  sendResetSmsCode: vi.fn(async () => ({ expiresIn: 300 })),
}));

describe('ResetPasswordPage', () => {
  it('asks for a password-reset code, not a sign-in code (the reset checks the code’s purpose)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/login/reset-password']}>
        <QueryClientProvider client={client}>
          <AntApp><ResetPasswordPage /></AntApp>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByTestId('reset-password-page');
    await waitFor(() => expect(auth.fetchLoginData).toHaveBeenCalled());
    fireEvent.change(screen.getByTestId('reset-phone'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByTestId('reset-sms-code-send'));
    await waitFor(() => expect(auth.sendResetSmsCode).toHaveBeenCalledWith({ phone: '13800000001', captcha: '' }));
    expect(auth.sendSmsCode).not.toHaveBeenCalled();
  });
});
