import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, negotiateEncoding } from './cached-reply';

interface Page {
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The web app's index.html, the page of every client route: held in memory with its brotli and gzip
 * copies and an ETag, re-read when the file changes (a rebuild), and never cached by browsers without
 * revalidation, so a new build's hashed assets are picked up on the next visit. `headFor` adds
 * per-route tags to <head> (lib/route-preloads.ts); each variant has its own copies and ETag.
 */
export function indexHtmlSender(file: string, headFor: (pathname: string) => string = () => '') {
  let source: { mtimeMs: number; size: number; html: string } | null = null;
  const variants = new Map<string, Page>();

  function current(extraHead: string): Page {
    const stat = statSync(file);
    if (!source || source.mtimeMs !== stat.mtimeMs || source.size !== stat.size) {
      source = { mtimeMs: stat.mtimeMs, size: stat.size, html: readFileSync(file, 'utf8') };
      variants.clear();
    }
    let page = variants.get(extraHead);
    if (page) return page;
    const html = extraHead ? source.html.replace('</head>', `${extraHead}</head>`) : source.html;
    const body = Buffer.from(html);
    page = {
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    };
    variants.set(extraHead, page);
    return page;
  }

  return function sendIndexHtml(request: FastifyRequest, reply: FastifyReply) {
    const p = current(headFor(request.url.split('?')[0]));
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
