import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { ByteRange } from './file-store.js';

/*
 * Download responses: always an attachment (never rendered by the browser), never sniffed,
 * with the original (Chinese) name kept through RFC 5987's filename*.
 */

/** A name safe to show as a file name anywhere: no path parts, no control characters. */
export function cleanFileName(raw: string | undefined, fallback = 'file'): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').replace(/^\.+$/, '').trim().slice(0, 200);
  return clean || fallback;
}

export function setAttachmentHeaders(reply: FastifyReply, fileName: string, size?: number): void {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (size !== undefined) reply.header('content-length', String(size));
}

/** Content types shown in the browser (preview); everything else is only downloaded. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf', 'text/plain']);

export const canPreviewInline = (contentType: string): boolean => INLINE_TYPES.has(contentType);

/**
 * Headers for showing a file in the browser: only the sniffed, known-harmless types above;
 * text is always plain text (never HTML), and a sandbox CSP keeps anything from running.
 */
export function setInlineHeaders(reply: FastifyReply, fileName: string, contentType: string, size?: number): void {
  reply
    .header('content-type', contentType === 'text/plain' ? 'text/plain; charset=utf-8' : contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  // Chrome's PDF viewer does not run inside a sandboxed document; images and text need nothing.
  if (contentType !== 'application/pdf') reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  if (size !== undefined) reply.header('content-length', String(size));
}

/** One zip streamed from several files; repeated names become "name (2).ext". */
export function zipStream(entries: { name: string; open: () => Readable }[]): Readable {
  const zip = new yazl.ZipFile();
  const used = new Map<string, number>();
  for (const e of entries) {
    let name = cleanFileName(e.name);
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    if (n > 1) {
      const dot = name.lastIndexOf('.');
      name = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    zip.addReadStream(e.open(), name);
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}

/**
 * The one byte range of a Range header (RFC 9110 §14.1.2) over a file of `size` bytes, so a video
 * can be sought without loading it from the start: undefined for no header, several ranges or a
 * form we do not serve (the whole file is sent, as the RFC allows), 'unsatisfiable' for a range
 * that starts beyond the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = header && /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) {
    // The last n bytes.
    const n = Number(m[2]);
    return n === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'unsatisfiable';
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return end < start ? undefined : { start, end };
}
