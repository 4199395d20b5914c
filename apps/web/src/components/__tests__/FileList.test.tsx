// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../locales/i18n';
import { UploadDialog } from '../FileList';

const uploadFile = vi.fn();
vi.mock('../../api/files', async (orig) => {
  const real = await orig<typeof import('../../api/files')>();
  return { ...real, uploadFile: (...args: unknown[]) => uploadFile(...args) };
});

function renderDialog() {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntApp>
        <UploadDialog open refs={{ refModule: 'contract', refRecordId: 'c1' }} onClose={() => undefined} onUploaded={onUploaded} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { onUploaded };
}

describe('upload dialog', () => {
  it('warns 没有要上传的文件。 when nothing is chosen', async () => {
    renderDialog();
    fireEvent.click(screen.getByTestId('file-upload-start'));
    expect(await screen.findByText('没有要上传的文件。')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('lists each chosen file as waiting, shows real progress, then uploaded', async () => {
    let report: (p: number) => void = () => undefined;
    let finish: (ids: string[]) => void = () => undefined;
    uploadFile.mockImplementation((_file: File, _refs: unknown, onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise((resolve) => { finish = resolve; });
    });
    const { onUploaded } = renderDialog();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], '合同.pdf', { type: 'application/pdf' })] } });
    const row = await screen.findByTestId('file-upload-row');
    expect(row.textContent).toContain('合同.pdf');
    expect(row.textContent).toContain('等待上传');

    fireEvent.click(screen.getByTestId('file-upload-start'));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledWith(expect.any(File), { refModule: 'contract', refRecordId: 'c1' }, expect.any(Function)));
    report(40);
    await waitFor(() => expect(screen.getByTestId('file-upload-row').textContent).toContain('40%'));
    finish(['f1']);
    await waitFor(() => expect(screen.getByTestId('file-upload-row').textContent).toContain('已上传'));
    expect(onUploaded).toHaveBeenCalled();
  });
});
