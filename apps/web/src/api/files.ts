/** Attachment calls (spec 1 §7 files). Uploads use XHR for a real progress bar. */
import { fileApi, type TFileRow } from '@ecms/shared';
import { API_BASE, http } from './http';
import { getToken, TOKEN_KEY } from './token';
import type { ListRequest, ListResult } from './sys';
import { callEnvelope, callList } from './typed';

export type FileRow = TFileRow;

export interface FileRefs {
  refModule?: string;
  refRecordId?: string;
  businessId?: string;
}

export const FILES_KEY = 'file-items';

export async function queryFiles(req: ListRequest): Promise<ListResult<FileRow>> {
  return callList(fileApi.queryList, { body: req });
}

export async function deleteFileItem(id: string): Promise<void> {
  await callEnvelope(fileApi.remove, { params: { id } });
}

/** Download address of one file or, for several ids, of one zip (ids joined by |). */
export function downloadUrl(ids: string[]): string {
  return `${API_BASE}/b/fileItem/download/${encodeURIComponent(ids.join('|'))}`;
}

/** A video played by byte ranges (seeking does not reload it from the start). */
export function streamUrl(id: string): string {
  return `${API_BASE}/b/fileItem/stream/${encodeURIComponent(id)}`;
}

/** Starts a browser download (the session cookie authenticates it). */
export function startDownload(ids: string[]): void {
  const a = document.createElement('a');
  a.href = downloadUrl(ids);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Office files: the server converts them to PDF for previews (when LibreOffice is installed). */
export const OFFICE_SUFFIXES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'odt', 'ods', 'odp', 'rtf']);
/** Suffixes that can be previewed: shown inline (images, PDF, plain text) or converted (Office). */
export const PREVIEW_SUFFIXES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf', 'txt', 'csv', 'xml', ...OFFICE_SUFFIXES]);

/**
 * Whether the server can show file `id` (an Office file is converted to PDF during this call).
 * Rejects with the server's reason, e.g. 服务器未安装 LibreOffice，无法预览 Office 文件，请下载后查看.
 */
export async function checkPreview(id: string): Promise<void> {
  await http.get('/pageoffice/view/openFile', { params: { fileId: id, check: 1 }, silent: true });
}

export function previewUrl(id: string): string {
  return `${API_BASE}/pageoffice/view/openFile?fileId=${encodeURIComponent(id)}`;
}

export class UploadError extends Error {}

/** Uploads one file; `onProgress` gets 0–100 as the bytes go out. Resolves with the new file ids. */
export function uploadFile(file: File, refs: FileRefs, onProgress: (percent: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(refs)) if (v) form.append(k, v);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/b/fileItem/upload`);
    const token = getToken();
    if (token) xhr.setRequestHeader(TOKEN_KEY, token);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100))); };
    xhr.onerror = () => reject(new UploadError('服务器正在维护或网络不可用，请稍后再试~'));
    xhr.onload = () => {
      let body: { success?: boolean; msg?: string; data?: unknown } = {};
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status === 200 && body.success && Array.isArray(body.data)) {
        onProgress(100);
        resolve(body.data as string[]);
      } else {
        reject(new UploadError(body.msg || `上传失败（${xhr.status}）`));
      }
    };
    xhr.send(form);
  });
}
