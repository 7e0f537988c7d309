import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, negotiateEncoding } from './cached-reply';

interface Page {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The web app's index.html, the page of every client route: held in memory with its brotli and gzip
 * copies and an ETag, re-read when the file changes (a rebuild), and never cached by browsers without
 * revalidation, so a new build's hashed assets are picked up on the next visit.
 */
export function indexHtmlSender(file: string) {
  let page: Page | null = null;

  function current(): Page {
    const stat = statSync(file);
    if (page && page.mtimeMs === stat.mtimeMs && page.size === stat.size) return page;
    const body = readFileSync(file);
    page = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    };
    return page;
  }

  return function sendIndexHtml(request: FastifyRequest, reply: FastifyReply) {
    const p = current();
    reply
      .header('cache-control', 'no-cache')
      .header('etag', p.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], p.etag)) return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(p.body);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? p.br : p.gzip);
  };
}
