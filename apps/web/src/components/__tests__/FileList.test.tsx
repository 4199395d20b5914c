// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../locales/i18n';
import { PreviewButton, UploadDialog } from '../FileList';

const uploadFile = vi.fn();
const checkPreview = vi.fn();
vi.mock('../../api/files', async (orig) => {
  const real = await orig<typeof import('../../api/files')>();
  return { ...real, uploadFile: (...args: unknown[]) => uploadFile(...args), checkPreview: (...args: unknown[]) => checkPreview(...args) };
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

describe('preview button', () => {
  const renderButton = (suffix: string) => render(<AntApp><PreviewButton file={{ id: 'f1', suffix }} /></AntApp>);

  it('links images, PDF and text straight to the inline preview', () => {
    renderButton('pdf');
    expect(screen.getByTestId('file-preview').getAttribute('href')).toBe('/api/pageoffice/view/openFile?fileId=f1');
    expect(checkPreview).not.toHaveBeenCalled();
  });

  it('opens an Office file as PDF once the server has converted it', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    checkPreview.mockResolvedValue(undefined);
    renderButton('docx');
    fireEvent.click(screen.getByTestId('file-preview'));
    await waitFor(() => expect(tab.location.href).toBe('/api/pageoffice/view/openFile?fileId=f1'));
    expect(checkPreview).toHaveBeenCalledWith('f1');
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('closes the tab and says why when the server cannot convert (no LibreOffice)', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    checkPreview.mockRejectedValue(new Error('服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看'));
    renderButton('xlsx');
    fireEvent.click(screen.getByTestId('file-preview'));
    expect(await screen.findByText('服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    open.mockRestore();
  });
});
