import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text answers worth compressing. Unlike @fastify/compress's default this leaves out
 * application/octet-stream: file downloads (attachments) are sent as the stored bytes, mostly
 * already compressed (office files, zip, images, pdf) and with their content-length kept.
 * Types not matched here fall back to mime-db's `compressible` (false for zip, xlsx, pdf, images).
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/u;

/** Built files whose name carries a content hash (Vite's `name-<hash>.ext`): never change. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;
const HTML = /\.html(?:\.(?:br|gz))?$/i;

type HeaderReply = { header(k: string, v: string): void };

/** Cache policy of a built file: hashed assets for a year, the page itself always revalidated. */
export function cacheControlFor(file: string): string | undefined {
  if (HTML.test(file)) return 'no-cache';
  if (HASHED_ASSET.test(file)) return 'public, max-age=31536000, immutable';
  return undefined; // other public files (favicon): the static plugin's maxAge
}

/**
 * Compression of the answers and the web app's files. Must be registered before the routes:
 * @fastify/compress hooks every route added after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Requests are not decompressed: no client sends compressed bodies, and accepting them
    // would let a small upload expand past the body limit's intent.
    globalDecompression: false,
  });
}

/**
 * Serves the built web app (when there is one): the precompressed `.br`/`.gz` files Vite wrote
 * go to browsers that accept them. Returns whether the web app is served.
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false;
  // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
  await app.register(fastifyStatic, {
    root: webDist, wildcard: true, index: ['index.html'], maxAge: '1h', preCompressed: true,
    // (@fastify/static 10 hands setHeaders the Fastify reply, whatever its typings say;
    // `file` is the file sent, so `x.js.br` for a precompressed one.)
    setHeaders: (reply: unknown, file: string) => {
      const cache = cacheControlFor(file);
      if (cache) (reply as HeaderReply).header('cache-control', cache);
    },
  });
  return true;
}
