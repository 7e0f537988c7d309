import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUp, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { multipart } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_SIZES } from '../../../domain/schemas/photos';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let stranger: Actor;
let establishmentId: number;
let otherEstablishmentId: number;

const inject = (opts: InjectOptions) => ctx.app.inject(opts);

/** A photo as a phone takes it: EXIF with camera, GPS position and a 90° orientation flag. */
const phoneJpeg = (width = 400, height = 300, background = '#0a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '17/1 55/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 57/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();

const upload = (
  actor: Actor | null,
  bytes: Buffer,
  opts: Parameters<typeof multipart>[1] = {},
  id = establishmentId,
) => {
  const body = multipart(bytes, { field: 'photo', filename: 'photo.jpg', type: 'image/jpeg', ...opts });
  return inject({
    method: 'POST',
    url: `/api/establishments/${id}/photos`,
    payload: body.payload,
    headers: { ...actor?.headers, ...body.headers },
  });
};

const place = async (id = establishmentId) =>
  (await inject({ method: 'GET', url: `/api/establishments/${id}` })).json();
const managerList = async (actor: Actor, id = establishmentId) =>
  (
    await inject({ method: 'GET', url: `/api/business/establishments/${id}/photos`, headers: actor.headers })
  ).json();
const photoRows = async () => (await ctx.database.db.select({ n: count() }).from(t.photos))[0].n;
const mediaRows = async () => (await ctx.database.db.select({ n: count() }).from(t.media))[0].n;

/** Deletes every photo of the place through the API, as its owner would. */
async function clearPhotos(id = establishmentId) {
  for (const p of await managerList(admin, id))
    await inject({
      method: 'DELETE',
      url: `/api/establishments/${id}/photos/${p.id}`,
      headers: admin.headers,
    });
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, 'Aji Tapa Bar & Restaurant');
  otherEstablishmentId = await establishmentIdByName(ctx.database.db, 'Blue Water Grill');
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  stranger = await signUpVerifiedOwner(ctx.app, admin, otherEstablishmentId);
});
afterAll(() => ctx.close());

describe('POST /api/establishments/:id/photos', () => {
  it('stores an upright photo without EXIF or GPS, as AVIF and WebP card and detail sizes, and makes it the hero', async () => {
    const input = await phoneJpeg();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes('TestCam')).toBe(true);
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    await place(); // warm the reply cache

    const res = await upload(owner, input);
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json();
    expect(url).toBe(`/images/photos/${id}/detail`);
    const after = await place();
    expect(after.heroImageUrl).toBe(url);
    expect(after.imageGallery).toEqual([url]);

    for (const size of ['card', 'detail'] as const) {
      const avif = await inject({
        method: 'GET',
        url: `/images/photos/${id}/${size}`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      const webp = await inject({
        method: 'GET',
        url: `/images/photos/${id}/${size}`,
        headers: { accept: 'image/webp,*/*' },
      });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(webp.headers['content-type']).toBe('image/webp');
      for (const served of [avif, webp]) {
        expect(served.statusCode).toBe(200);
        expect(served.headers.vary).toMatch(/Accept/);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.exif, `${size} ${meta.format}`).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        // Orientation 6 turns the 400 × 300 picture upright: 300 wide, 400 tall.
        expect([meta.width, meta.height]).toEqual([300, 400]);
        expect(served.rawPayload.length).toBeLessThanOrEqual(PHOTO_SIZES[size].maxBytes);
      }
    }
  });

  it('keeps a detailed large photo within 960 px and 120 KB for cards, without holding the event loop', async () => {
    const [w, h] = [2400, 1800];
    const noise = Buffer.alloc(w * h * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    // Seconds of decoding and encoding happen in sharp's threads: the event loop is never held for more
    // than a small part of the upload. A share, not milliseconds, so a busy machine slows both alike;
    // decoding on the main thread would hold it for most of the upload.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    delay.enable();
    const res = await upload(owner, jpeg);
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan((performance.now() - started) / 4);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    for (const accept of ['image/avif', 'image/webp']) {
      const card = await inject({ method: 'GET', url: `/images/photos/${id}/card`, headers: { accept } });
      expect(card.rawPayload.length).toBeLessThanOrEqual(120 * 1024);
      expect((await sharp(card.rawPayload).metadata()).width).toBeLessThanOrEqual(960);
    }
    const detail = await inject({
      method: 'GET',
      url: `/images/photos/${id}/detail`,
      headers: { accept: 'image/webp' },
    });
    expect((await sharp(detail.rawPayload).metadata()).width).toBeLessThanOrEqual(1600);
    expect(detail.rawPayload.length).toBeLessThanOrEqual(PHOTO_SIZES.detail.maxBytes);
    await clearPhotos();
  }, 60_000);

  it('accepts PNG, WebP and HEVC-coded HEIC (decoded off the main thread), recognised by content', async () => {
    const png = await smallPng();
    const webp = await sharp(png).webp().toBuffer();
    const heic = readFileSync(new URL('../../../../test/fixtures/photo.heic', import.meta.url));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    for (const [bytes, size] of [
      [png, [64, 48]],
      [webp, [64, 48]],
      [heic, [320, 240]],
    ] as const) {
      const res = await upload(owner, bytes, { filename: 'whatever.txt', type: 'text/plain' });
      expect(res.statusCode, res.body).toBe(201);
      const served = await inject({ method: 'GET', url: res.json().url, headers: { accept: 'image/webp' } });
      expect([
        (await sharp(served.rawPayload).metadata()).width,
        (await sharp(served.rawPayload).metadata()).height,
      ]).toEqual(size);
    }
    // The HEIC's blue background and yellow disc survive the decode.
    const heicPhoto = (await managerList(owner)).at(-1);
    const { data } = await sharp(
      (await inject({ method: 'GET', url: heicPhoto.url, headers: { accept: 'image/webp' } })).rawPayload,
    )
      .extract({ left: 155, top: 115, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // yellow: strong red
    expect(data[2]).toBeLessThan(120); // and little blue
    await clearPhotos();
  });

  it('answers 401 signed out, 403 for another owner, 404 for an unknown place, and lets the admin upload', async () => {
    const png = await smallPng();
    expect((await upload(null, png)).statusCode).toBe(401);
    const other = await upload(stranger, png);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/verified owner/);
    const plain = await signUp(ctx.app);
    expect((await upload(plain, png)).statusCode).toBe(403);
    expect((await upload(admin, png, {}, 999_999)).statusCode).toBe(404);
    expect(await photoRows()).toBe(0);
    const byAdmin = await upload(admin, png, {}, otherEstablishmentId);
    expect(byAdmin.statusCode).toBe(201);
    await clearPhotos(otherEstablishmentId);
  });

  it('refuses what is not a photo, a broken photo, a GIF, a file over 8 MB and a wrong field with clear 400s, changing nothing', async () => {
    const media = await mediaRows();
    const png = await smallPng();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [Buffer, Parameters<typeof multipart>[1], RegExp][] = [
      [Buffer.from('just some text, honestly a JPEG'), {}, /^Please choose a JPG, PNG, WebP or HEIC photo$/],
      [gif, {}, /^Please choose a JPG, PNG, WebP or HEIC photo$/],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        {},
        /^Please choose a JPG, PNG, WebP or HEIC photo$/,
      ],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]), {}, /could not be read/],
      [
        Buffer.concat([png.subarray(0, 8), Buffer.alloc(PHOTO_MAX_BYTES, 1)]),
        {},
        /^The photo must be 8 MB or smaller$/,
      ],
      [png, { field: 'logo' }, /field named 'photo'/],
      [Buffer.alloc(0), {}, /^Please choose a JPG, PNG, WebP or HEIC photo$/],
    ];
    for (const [bytes, opts, message] of cases) {
      const res = await upload(owner, bytes, opts);
      expect(res.statusCode, `${message}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await photoRows()).toBe(0);
    expect(await mediaRows()).toBe(media);
    expect((await place()).heroImageUrl).toBeNull();
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const huge = await sharp({ create: { width: 9000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(owner, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too many pixels/);
  }, 30_000);

  it(`takes at most ${PHOTO_MAX_COUNT} photos a place; the next is a 409 with a message`, async () => {
    const png = await smallPng();
    for (let i = 0; i < PHOTO_MAX_COUNT; i++) expect((await upload(owner, png)).statusCode).toBe(201);
    const res = await upload(owner, png);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at most 12 photos/);
    expect((await place()).imageGallery).toHaveLength(PHOTO_MAX_COUNT);
    await clearPhotos();
    expect((await place()).imageGallery).toEqual([]);
  }, 60_000);
});

describe('managing photos', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const colour of ['#f00', '#0f0', '#00f']) {
      const res = await upload(owner, await phoneJpeg(120, 90, colour));
      ids.push(res.json().id);
    }
  });

  it('lists the photos in order for the public and for the manager, and 404s an unknown place', async () => {
    const pub = (
      await inject({ method: 'GET', url: `/api/establishments/${establishmentId}/photos` })
    ).json();
    expect(pub.map((p: { id: number }) => p.id)).toEqual(ids);
    expect(pub[0]).toMatchObject({
      position: 0,
      alt: null,
      url: `/images/photos/${ids[0]}/detail`,
      cardUrl: `/images/photos/${ids[0]}/card`,
    });
    expect((await managerList(owner)).map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await inject({ method: 'GET', url: '/api/establishments/999999/photos' })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/business/establishments/${establishmentId}/photos` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/business/establishments/${establishmentId}/photos`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reorders: the first becomes the hero; an incomplete, repeated or foreign list is a 400', async () => {
    const order = (actor: Actor | null, photoIds: unknown) =>
      inject({
        method: 'PUT',
        url: `/api/establishments/${establishmentId}/photos/order`,
        headers: actor?.headers,
        payload: { photoIds },
      });
    const res = await order(owner, [ids[2], ids[0], ids[1]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    const after = await place();
    expect(after.heroImageUrl).toBe(`/images/photos/${ids[2]}/detail`);
    expect(after.imageGallery).toEqual([ids[2], ids[0], ids[1]].map((id) => `/images/photos/${id}/detail`));
    expect((await order(owner, [ids[0], ids[1]])).statusCode).toBe(400);
    expect((await order(owner, [ids[0], ids[0], ids[1]])).statusCode).toBe(400);
    expect((await order(owner, [ids[0], ids[1], 999999])).json().message).toMatch(/exactly once/);
    expect((await order(owner, 'first')).statusCode).toBe(400);
    expect((await order(null, ids)).statusCode).toBe(401);
    expect((await order(stranger, ids)).statusCode).toBe(403);
    expect((await place()).heroImageUrl).toBe(`/images/photos/${ids[2]}/detail`);
  });

  it('sets and clears alt text, trimmed and at most 200 characters', async () => {
    const alt = (actor: Actor, value: unknown, photoId = ids[0]) =>
      inject({
        method: 'PATCH',
        url: `/api/establishments/${establishmentId}/photos/${photoId}`,
        headers: actor.headers,
        payload: { alt: value },
      });
    const res = await alt(owner, '  Tapas on the beach at sunset ');
    expect(res.statusCode).toBe(200);
    expect(res.json().alt).toBe('Tapas on the beach at sunset');
    const pub = (
      await inject({ method: 'GET', url: `/api/establishments/${establishmentId}/photos` })
    ).json();
    expect(pub.find((p: { id: number }) => p.id === ids[0]).alt).toBe('Tapas on the beach at sunset');
    expect((await alt(owner, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await alt(stranger, 'mine')).statusCode).toBe(403);
    expect((await alt(owner, 'elsewhere', 999999)).statusCode).toBe(404);
    expect((await alt(owner, '')).json().alt).toBeNull();
    // The public list is a cached reply: a changed description shows in the very next read.
    const after = (
      await inject({ method: 'GET', url: `/api/establishments/${establishmentId}/photos` })
    ).json();
    expect(after.find((p: { id: number }) => p.id === ids[0]).alt).toBeNull();
  });

  it('deletes a photo with its files; the next becomes the hero; another place’s path is a 404; the admin may delete any', async () => {
    const del = (actor: Actor, photoId: number, id = establishmentId) =>
      inject({
        method: 'DELETE',
        url: `/api/establishments/${id}/photos/${photoId}`,
        headers: actor.headers,
      });
    const media = await mediaRows();
    expect((await del(stranger, ids[2])).statusCode).toBe(403);
    expect((await del(stranger, ids[2], otherEstablishmentId)).statusCode).toBe(404);
    expect((await del(owner, ids[2])).statusCode).toBe(204);
    expect(await mediaRows()).toBe(media - 4);
    expect((await inject({ method: 'GET', url: `/images/photos/${ids[2]}/card` })).statusCode).toBe(404);
    expect((await place()).heroImageUrl).toBe(`/images/photos/${ids[0]}/detail`);
    expect((await del(admin, ids[0])).statusCode).toBe(204);
    expect((await del(owner, ids[0])).statusCode).toBe(404);
    const after = await place();
    expect(after.imageGallery).toEqual([`/images/photos/${ids[1]}/detail`]);
    const [row] = await ctx.database.db.select().from(t.photos).where(eq(t.photos.id, ids[1]));
    expect(row.position).toBe(0);
  });
});
