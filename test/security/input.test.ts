import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUp } from '../auth-helpers';
import { fingerprint } from '../fuzz/session';
import { createTestApp, type TestApp } from '../test-app';

/** Named attacks with bad input: each gets a 4xx with a message (or a harmless 2xx) and changes nothing. */
describe('bad input, named', () => {
  let t: TestApp;
  let admin: Actor;
  let owner: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectMessage = (res: { statusCode: number; json(): any }, status: number | RegExp) => {
    if (typeof status === 'number') expect(res.statusCode).toBe(status);
    else expect(String(res.statusCode)).toMatch(status);
    expect(res.json().message).toEqual(expect.any(String));
  };
  /** A well-formed live update posted by the admin, for the attacks carried in its message. */
  const postUpdate = (establishmentId: number, type: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: admin.headers,
      payload: { establishmentId, type, message },
    });

  it('a JSON body over the size limit is a 413 with a message and stores nothing', async () => {
    const before = await fingerprint(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ establishmentId: 1, type: 'special', message: 'x'.repeat(400 * 1024) }),
    });
    expectMessage(res, 413);
    expect(res.json().message).toMatch(/too large/i);
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('an upload over the logo limit is a 413 with a message and stores nothing', async () => {
    const before = await fingerprint(t.database);
    const boundary = 'sizeboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(3 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/establishments/1/logo',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectMessage(res, 413);
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('deeply nested JSON is refused with a 4xx and the server keeps answering', async () => {
    const before = await fingerprint(t.database);
    for (const depth of [1_000, 50_000, 120_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/status-updates',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expectMessage(res, /^4\d\d$/);
      const nestedObject = `{"establishmentId":1,"type":"special","message":${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}}`;
      const res2 = await t.app.inject({
        method: 'POST',
        url: '/api/status-updates',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: nestedObject,
      });
      expectMessage(res2, /^4\d\d$/);
    }
    expect(await fingerprint(t.database)).toBe(before);
    expect((await t.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });

  const injections = [
    "' OR '1'='1",
    "'; DROP TABLE establishments; --",
    '1); DELETE FROM users; --',
    "' UNION SELECT password_hash, email FROM users --",
    '%',
    '_',
    '\\',
    "Robert'); DROP TABLE sessions;--",
  ];

  it('SQL injection in search and filters finds nothing odd and changes nothing', async () => {
    const before = await fingerprint(t.database);
    const all = (await t.app.inject({ url: '/api/establishments' })).json() as unknown[];
    for (const s of injections) {
      const q = await t.app.inject({ url: `/api/establishments?q=${encodeURIComponent(s)}` });
      expect(q.statusCode).toBe(200);
      const found = q.json() as { name: string }[];
      // Only a real text match may come back: never "everything" because the condition became true.
      expect(found.length).toBeLessThan(all.length);
      for (const filter of ['categoryId', 'areaId']) {
        const f = await t.app.inject({
          url: `/api/establishments?${filter}=${encodeURIComponent(`1 ${s}`)}`,
        });
        expectMessage(f, 400);
      }
      const id = await t.app.inject({ url: `/api/establishments/${encodeURIComponent(`1${s}`)}` });
      expect([400, 404]).toContain(id.statusCode);
    }
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('SQL injection in sign-in bodies is an ordinary failed sign-in', async () => {
    const before = await fingerprint(t.database);
    for (const s of injections) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `10.9.9.${injections.indexOf(s)}` },
        payload: { email: `${admin.email}${s}`, password: s },
      });
      expectMessage(res, /^40[01]$/);
      const res2 = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `10.9.8.${injections.indexOf(s)}` },
        payload: { email: admin.email, password: `' OR '1'='1` },
      });
      expectMessage(res2, 401);
    }
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('SQL injection in stored text is stored verbatim and breaks nothing', async () => {
    const message = "'); DROP TABLE status_updates; -- and ' OR 1=1";
    const res = await postUpdate(2, 'announcement', message);
    expect(res.statusCode).toBe(201);
    const detail = (await t.app.inject({ url: '/api/establishments/2' })).json();
    expect(detail.statusUpdates.map((u: { message: string }) => u.message)).toContain(message);
    expect((await t.app.inject({ url: '/api/establishments' })).json().length).toBeGreaterThan(30);
  });

  it('a NUL character anywhere in the input is a 400 with a message and stores nothing', async () => {
    const before = await fingerprint(t.database);
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/status-updates',
        payload: { establishmentId: 1, type: 'alert', message: 'a\u0000b' },
      },
      { method: 'PATCH' as const, url: '/api/establishments/1', payload: { description: 'nul \u0000 here' } },
      { method: 'POST' as const, url: '/api/admin/claims/1/reject', payload: { notes: '\u0000' } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'x\u0000yyyyyyyy' },
      },
      { method: 'GET' as const, url: '/api/establishments?q=%00' },
      { method: 'GET' as const, url: '/api/establishments/1%00' },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({ ...a, headers: admin.headers });
      expectMessage(res, 400);
    }
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('script and markup are stored and returned as plain JSON text, never as HTML', async () => {
    const xss = [
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg/onload=alert(1)>',
      'javascript:alert(1)',
    ];
    for (const [i, message] of xss.entries()) {
      const res = await postUpdate(3, 'alert', message);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(message);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: '/api/establishments/3',
        headers: admin.headers,
        payload: { description: `Good food ${message} ${i}` },
      });
      expect(patch.statusCode).toBe(200);
    }
    const detail = await t.app.inject({ url: '/api/establishments/3' });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.headers['x-content-type-options']).toBe('nosniff');
    const body = detail.json();
    expect(body.description).toBe(`Good food ${xss[3]} 3`);
    expect(body.statusUpdates.map((u: { message: string }) => u.message)).toEqual(
      expect.arrayContaining(xss),
    );
    // The raw bytes carry the text as JSON strings, unmangled and unescaped into HTML entities.
    expect(detail.body).toContain('<script>alert(\\"x\\")</script>');
    expect(detail.body).not.toContain('&lt;');
  });

  it('an unknown or wrong content type is a 4xx with a message and changes nothing', async () => {
    const before = await fingerprint(t.database);
    // JSON is UTF-8 only: a UTF-16 body does not parse, whatever its label says.
    const bodies: [string, string][] = [
      ['application/xml', '<establishmentId>1</establishmentId>'],
      ['text/plain', 'establishmentId=1&message=hi&type=special'],
      ['application/x-www-form-urlencoded', 'establishmentId=1&message=hi&type=special'],
      ['image/png', 'not really'],
      [
        'application/json; charset=utf-16',
        Buffer.from('{"establishmentId":1,"message":"hi","type":"special"}', 'utf16le').toString('latin1'),
      ],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--',
      ],
      ['totally/made-up', '{}'],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/status-updates',
        headers: { ...admin.headers, 'content-type': contentType },
        payload: Buffer.from(payload, 'latin1'),
      });
      expectMessage(res, /^4\d\d$/);
    }
    const logo = await t.app.inject({
      method: 'POST',
      url: '/api/establishments/1/logo',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"logo":"data:image/png;base64,AAAA"}',
    });
    expectMessage(logo, /^4\d\d$/);
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('huge query strings are a 4xx with a message, or ignored, never an error', async () => {
    const long = 'a'.repeat(60_000);
    const search = await t.app.inject({ url: `/api/establishments?q=${long}` });
    expectMessage(search, 400);
    const manyKeys = Array.from({ length: 5000 }, (_, i) => `k${i}=${i}`).join('&');
    const many = await t.app.inject({ url: `/api/establishments?${manyKeys}` });
    expect(many.statusCode).toBeLessThan(500);
    const repeated = Array.from({ length: 2000 }, () => 'categoryId=1').join('&');
    expectMessage(await t.app.inject({ url: `/api/establishments?${repeated}` }), 400);
    const longPath = await t.app.inject({ url: `/api/establishments/${'9'.repeat(5000)}` });
    expectMessage(longPath, /^4\d\d$/);
    const owned = await t.app.inject({
      url: `/api/business/establishments?${manyKeys}`,
      headers: owner.headers,
    });
    expect(owned.statusCode).toBe(200);
  });

  it('broken percent-encoding in the path is a 400 in the API error shape', async () => {
    for (const url of [
      '/api/establishments/%E0%A4%A',
      '/api/admin/claims/%/approve',
      '/api/establishments/%F0%28%8C%BC',
    ]) {
      const res = await t.app.inject({
        method: url.includes('approve') ? 'POST' : 'GET',
        url,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });

  it('a request line too long for the HTTP parser is refused and the server keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/establishments?q=${'b'.repeat(100_000)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const after = await fetch(`http://127.0.0.1:${port}/api/categories`);
    expect(after.status).toBe(200);
  });
});
