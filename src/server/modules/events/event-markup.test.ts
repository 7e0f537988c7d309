import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { establishmentIdByName } from '../../db/seed/seed';

/**
 * An event's schema.org markup as a crawler gets it: from the server-rendered pages (npm test builds
 * dist/ first). It must say what the page says: the dates a series skips, and the place's own address.
 */
const PUBLIC_URL = 'https://guide.example.bz';
const clock = testClock(new Date('2026-12-01T12:00:00-06:00'));
let ctx: TestApp;
let owner: Actor;
let place: number;

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL }, { clock });
  // A resort in the North Shore area, north of the bridge: not in San Pedro town.
  place = await establishmentIdByName(ctx.database.db, 'Grand Caribe Belize');
  owner = await signUpVerifiedOwner(ctx.app, await signInAdmin(ctx.app), place);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/events`,
    headers: owner.headers,
    payload: {
      title: 'Beach bonfire',
      start: '2026-12-02T19:30',
      end: '2026-12-02T22:00',
      repeat: { frequency: 'weekly', days: ['WE'], until: '2027-01-27' },
      skipDates: ['2026-11-25', '2026-12-09', '2026-12-23'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => ctx.close());

type Ld = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD node of the page's head, parsed as a crawler does. */
async function jsonLdOf(url: string): Promise<Ld[]> {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((b) => [JSON.parse(b[1]) as Ld | Ld[]].flat());
}

const eventIn = (nodes: Ld[]) => {
  const event = nodes.find((n) => n['@type'] === 'Event' && n.name === 'Beach bonfire');
  if (!event) throw new Error(`no Event in ${JSON.stringify(nodes)}`);
  return event as Ld & { location: Ld; eventSchedule: Ld };
};

describe("an event's markup in the server-rendered pages", () => {
  it("on the place's page, the event is at the place, with the same address as the place's own markup", async () => {
    const nodes = await jsonLdOf(`/establishment/${place}`);
    const own = nodes.find((n) => n['@id'] === `${PUBLIC_URL}/establishment/${place}`);
    expect(own?.address).toMatchObject({ addressLocality: 'North Shore' });
    const { location } = eventIn(nodes);
    expect(location.address).toEqual(own?.address);
    expect(location['@id']).toBe(own?.['@id']);
  });

  it('the series lists the dates it skips from this occurrence on, as Belize times of its start', async () => {
    for (const url of [`/establishment/${place}`, '/events', '/es/events']) {
      const { eventSchedule } = eventIn(await jsonLdOf(url));
      expect(eventSchedule, url).toMatchObject({
        startDate: '2026-12-02',
        startTime: '19:30',
        scheduleTimezone: 'America/Belize',
        exceptDate: ['2026-12-09T19:30:00-06:00', '2026-12-23T19:30:00-06:00'],
      });
    }
  });

  it("the what's-on page gives the event its place's address too", async () => {
    const placeNodes = await jsonLdOf(`/establishment/${place}`);
    const own = placeNodes.find((n) => n['@id'] === `${PUBLIC_URL}/establishment/${place}`);
    expect(eventIn(await jsonLdOf('/events')).location.address).toEqual(own?.address);
  });
});
