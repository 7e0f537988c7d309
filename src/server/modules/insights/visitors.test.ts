import { describe, expect, it } from 'vitest';
import { createVisitors, isCrawler, MAX_COUNTS_PER_ADDRESS } from './visitors';

const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.97]',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54',
];
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'WhatsApp/2.23.20.0 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'python-requests/2.32.3',
  'curl/8.5.0',
  undefined,
];

describe('isCrawler', () => {
  it.each(BROWSERS)('counts a browser: %s', (ua) => expect(isCrawler(ua)).toBe(false));
  it.each(BOTS)('leaves out %s', (ua) => expect(isCrawler(ua)).toBe(true));
});

describe('createVisitors', () => {
  const client = { ip: '203.0.113.9', userAgent: BROWSERS[0] };

  it('knows a visitor again the same Belize day, and not after its midnight (06:00 UTC)', () => {
    let now = Date.parse('2026-03-10T05:59:00Z'); // 23:59 in Belize, March 9
    const visitors = createVisitors({ now: () => new Date(now) });
    const first = visitors.identify(client)!;
    expect(visitors.today()).toBe('2026-03-09');
    expect(visitors.firstSighting(first, '5|view')).toBe(true);
    expect(visitors.firstSighting(visitors.identify(client)!, '5|view')).toBe(false);
    expect(visitors.firstSighting(first, '5|call')).toBe(true);
    now = Date.parse('2026-03-10T06:01:00Z');
    const next = visitors.identify(client)!;
    expect(visitors.today()).toBe('2026-03-10');
    // A new salt: the same person's id of the new day cannot be linked to the old one.
    expect(next.visitor).not.toBe(first.visitor);
    expect(visitors.firstSighting(next, '5|view')).toBe(true);
  });

  it('knows one address as one visitor, whatever browser name it sends', () => {
    const visitors = createVisitors({ now: () => new Date('2026-03-10T12:00:00Z') });
    const counted = BROWSERS.map((userAgent, i) =>
      visitors.firstSighting(visitors.identify({ ip: client.ip, userAgent: `${userAgent} ${i}` })!, '5|view'),
    ).filter(Boolean).length;
    expect(counted).toBe(1);
    expect(visitors.firstSighting(visitors.identify({ ...client, ip: '198.51.100.1' })!, '5|view')).toBe(
      true,
    );
  });

  it('lets one address add at most its share a day over all places, and holds no other address back', () => {
    const visitors = createVisitors({ now: () => new Date('2026-03-10T12:00:00Z') });
    const id = visitors.identify(client)!;
    const counted = Array.from({ length: MAX_COUNTS_PER_ADDRESS + 10 }, (_, place) =>
      visitors.firstSighting(id, `${place}|view`),
    ).filter(Boolean).length;
    expect(counted).toBe(MAX_COUNTS_PER_ADDRESS);
    expect(visitors.firstSighting(visitors.identify({ ...client, ip: '198.51.100.1' })!, '1|view')).toBe(
      true,
    );
  });

  it('counts the addresses of one IPv6 /64 as one, and another /64 apart', () => {
    const visitors = createVisitors({ now: () => new Date('2026-03-10T12:00:00Z') });
    // A phone on one home network picks a new address for each request: it is still one household.
    const counted = Array.from({ length: 5 }, (_, i) =>
      visitors.firstSighting(
        visitors.identify({ ip: `2001:db8:7:1::${(i + 1).toString(16)}`, userAgent: BROWSERS[1] })!,
        '5|view',
      ),
    ).filter(Boolean).length;
    expect(counted).toBe(1);
    expect(
      visitors.firstSighting(visitors.identify({ ip: '2001:db8:7:2::1', userAgent: BROWSERS[1] })!, '5|view'),
    ).toBe(true);
  });

  it('never stops counting for everyone: past its memory bound, the addresses seen least recently are forgotten', () => {
    // A smaller bound than MAX_SIGHTINGS_IN_MEMORY, flooded the same way, so the test is quick.
    const bound = 2000;
    const visitors = createVisitors({ now: () => new Date('2026-03-10T12:00:00Z') }, { maxSightings: bound });
    // A flood from as many addresses as the day's memory holds sightings, and more.
    for (let i = 0; i < 2 * bound; i++) {
      const ip = `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
      visitors.firstSighting(visitors.identify({ ip, userAgent: BROWSERS[0] })!, '5|view');
    }
    // A new address still counts, and so does its next place.
    const fresh = visitors.identify({ ip: '198.51.100.7', userAgent: BROWSERS[0] })!;
    expect(visitors.firstSighting(fresh, '5|view')).toBe(true);
    expect(visitors.firstSighting(fresh, '6|view')).toBe(true);
    expect(visitors.firstSighting(fresh, '5|view')).toBe(false);
  });
});
