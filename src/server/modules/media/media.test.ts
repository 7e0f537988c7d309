import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { multipart } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { LOGO_MAX_BYTES } from '../../../domain/constants';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';
import { InvalidError } from '../../lib/errors';
import { sanitiseSvg, sniffImage } from './images';
import { SVG_CSP } from './routes';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, 'Aji Tapa Bar & Restaurant');
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  png = await sharp({ create: { width: 1024, height: 800, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00ff00' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);

const upload = (
  actor: Actor,
  bytes: Buffer,
  opts: Parameters<typeof multipart>[1] = {},
  id = establishmentId,
) => {
  const body = multipart(bytes, opts);
  return inject({
    method: 'POST',
    url: `/api/establishments/${id}/logo`,
    payload: body.payload,
    headers: { ...actor.headers, ...body.headers },
  });
};

const logoUrlOf = async (id: number) =>
  (await ctx.database.db.select().from(t.establishments).where(eq(t.establishments.id, id)))[0].logoUrl;

const SVG_WITH_EVERYTHING = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40" onload="alert('load')">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css); .t { fill: #123; background: url(https://evil.example/bg.png) }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(1)">x</div></foreignObject>
  <a xlink:href="javascript:alert('link')"><rect width="40" height="40" fill="#0a7" onclick="alert('click')"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <text class="t" x="45" y="25">Aji</text>
</svg>`;

describe('POST /api/establishments/:id/logo', () => {
  it('re-encodes a PNG to fit 512 px, stores it and serves it with long-lived caching headers', async () => {
    await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` }); // warm the cache
    const res = await upload(owner, png, { filename: 'logo.png' });
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/images\/media\/\d+$/);
    expect(await logoUrlOf(establishmentId)).toBe(logoUrl);
    expect(
      (await inject({ method: 'GET', url: `/api/establishments/${establishmentId}` })).json().logoUrl,
    ).toBe(logoUrl);

    const served = await inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(served.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 400]);
    expect(meta.hasAlpha).toBe(true);

    const again = await inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const [row] = await ctx.database.db
      .select({ edited: t.establishments.ownerEditedFields })
      .from(t.establishments)
      .where(eq(t.establishments.id, establishmentId));
    expect(row.edited).toContain('logoUrl');
  });

  it('recognises a JPEG by its content whatever its name or declared type, and drops the old logo', async () => {
    const old = await logoUrlOf(establishmentId);
    const res = await upload(owner, jpeg, { filename: 'photo.gif', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const served = await inject({ method: 'GET', url: res.json().logoUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    if (old) expect((await inject({ method: 'GET', url: old })).statusCode).toBe(404);
  });

  it('sanitises an SVG and serves it with a restrictive Content-Security-Policy', async () => {
    const res = await upload(admin, Buffer.from(SVG_WITH_EVERYTHING), {
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const served = await inject({ method: 'GET', url: res.json().logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe(SVG_CSP);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const svg = served.body;
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('<text');
    expect(svg).toContain('<rect');
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'javascript:',
      'evil.example',
      '@import',
    ])
      expect(svg, bad).not.toContain(bad);
    expect(sniffImage(Buffer.from(svg))).toBe('svg');
  });

  it('refuses a text file named .png, a GIF and a corrupt PNG with clear 400s and changes nothing', async () => {
    const before = await logoUrlOf(establishmentId);
    const media = async () => (await ctx.database.db.select({ id: t.media.id }).from(t.media)).length;
    const mediaBefore = await media();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('just some text, honestly a PNG'), /^Please choose a JPG, PNG or SVG image$/],
      [gif, /^Please choose a JPG, PNG or SVG image$/],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]), /could not be read/],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), /could not be read/],
      [Buffer.from('<html><body><svg></svg></body></html>'), /^Please choose a JPG, PNG or SVG image$/],
      [
        Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
        /could not be read/,
      ],
      [Buffer.alloc(0), /^Please choose a JPG, PNG or SVG image$/],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(owner, bytes, { filename: 'logo.png', type: 'image/png' });
      expect(res.statusCode, bytes.subarray(0, 30).toString()).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await logoUrlOf(establishmentId)).toBe(before);
    expect(await media()).toBe(mediaBefore);
  });

  it('answers 413 with a clear message for a file over 2 MB', async () => {
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(LOGO_MAX_BYTES, 1)]);
    const res = await upload(owner, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The logo must be 2 MB or smaller' });
  });

  it('refuses a wrong field name, a missing file and a non-multipart body', async () => {
    const wrongField = await upload(owner, png, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field named 'logo'/);

    const boundary = '----empty';
    const noFile = await inject({
      method: 'POST',
      url: `/api/establishments/${establishmentId}/logo`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a JPG, PNG or SVG image');

    const json = await inject({
      method: 'POST',
      url: `/api/establishments/${establishmentId}/logo`,
      headers: owner.headers,
      payload: { logo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const truncated = await inject({
      method: 'POST',
      url: `/api/establishments/${establishmentId}/logo`,
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
  });

  it('answers 404 for an unknown establishment or image', async () => {
    expect((await upload(admin, png, {}, 999999)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/images/media/999999' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/images/media/abc' })).statusCode).toBe(400);
  });
});

describe('hostile SVG logos', () => {
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${body}</svg>`);
  const media = async () => (await ctx.database.db.select({ id: t.media.id }).from(t.media)).length;
  /** Resolves with the reply and how long after `since` it arrived. */
  const timed = async <T>(since: number, reply: Promise<T>) => ({
    reply: await reply,
    ms: performance.now() - since,
  });

  it.each([
    [
      '20,000 nested groups',
      svg(`${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}`),
      /nests elements more than 64 deep/,
    ],
    ['6,000 shapes', svg('<rect width="1" height="1"/>'.repeat(6_000)), /has more than 2,000 elements/],
    ['600 KB of path data', svg(`<path d="M0 0${' L1 1'.repeat(120_000)}"/>`), /must be 512 KB or smaller/],
  ])(
    'refuses %s with a 400 within a second of CPU, changes nothing, and /healthz answers meanwhile',
    async (_, bytes, message) => {
      const before = await logoUrlOf(establishmentId);
      const mediaBefore = await media();
      // CPU time of the whole process (every thread), not wall time: a busy machine must not fail it.
      const cpuBefore = process.cpuUsage();
      const [uploaded, health] = await Promise.all([
        upload(owner, bytes, { filename: 'logo.svg', type: 'image/svg+xml' }),
        inject({ method: 'GET', url: '/healthz' }),
      ]);
      const cpu = process.cpuUsage(cpuBefore);
      expect(uploaded.statusCode).toBe(400);
      expect(uploaded.json().message).toMatch(message);
      expect((cpu.user + cpu.system) / 1000).toBeLessThan(1_000);
      expect(health.statusCode).toBe(200);
      expect(await logoUrlOf(establishmentId)).toBe(before);
      expect(await media()).toBe(mediaBefore);
    },
  );

  it('sanitises a large but legal SVG off the main thread: /healthz answers before the upload does', async () => {
    const shapes = Array.from(
      { length: 800 },
      (_, i) => `<circle cx="${i % 100}" cy="${i % 97}" r="1" onclick="x()"/>`,
    );
    const started = performance.now();
    const upload$ = timed(
      started,
      upload(owner, svg(`<script>alert(1)</script>${shapes.join('')}`), { type: 'image/svg+xml' }),
    );
    const health = await timed(started, inject({ method: 'GET', url: '/healthz' }));
    const uploaded = await upload$;
    expect(health.reply.statusCode).toBe(200);
    expect(uploaded.reply.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(uploaded.ms);
    const served = (await inject({ method: 'GET', url: uploaded.reply.json().logoUrl })).body;
    expect(served).toContain('<circle');
    expect(served).not.toContain('<script');
    expect(served).not.toContain('onclick');
  });

  it('stops a worker that overruns its time limit with a 400, and the next SVG gets a fresh one', async () => {
    const busy = svg('<circle r="1" onclick="x()"/>'.repeat(1_500));
    // InvalidError: the error handler's 400.
    const overrun = sanitiseSvg(busy, 1);
    await expect(overrun).rejects.toBeInstanceOf(InvalidError);
    await expect(overrun).rejects.toThrow(/took too long to check/);
    const next = await sanitiseSvg(svg('<script>x()</script><rect width="5" height="5"/>'));
    expect(next.bytes.toString()).toContain('<rect');
    expect(next.bytes.toString()).not.toContain('<script');
  });
});
