import { describe, expect, it } from 'vitest';
import { updateExpiry } from './updates';

const HOUR = 3_600_000;
// 8 pm in Belize (UTC-6) on 1 December 2026.
const EIGHT_PM = new Date('2026-12-02T02:00:00Z');
const at = (ms: number) => new Date(EIGHT_PM.getTime() + ms);

describe("an update's end, from when the owner wrote it", () => {
  it('a length runs from writtenAt, however late it is sent', () => {
    expect(updateExpiry({ lasts: { hours: 3 }, writtenAt: EIGHT_PM }, at(2 * HOUR))).toEqual({
      ok: true,
      expiresAt: at(3 * HOUR),
      writtenAt: EIGHT_PM,
    });
  });

  it('with nothing said, 24 hours from now', () => {
    expect(updateExpiry({}, EIGHT_PM)).toMatchObject({ ok: true, expiresAt: at(24 * HOUR) });
  });

  it('a writtenAt ahead of now (a fast phone clock) counts as now', () => {
    expect(updateExpiry({ lasts: { hours: 2 }, writtenAt: at(5 * HOUR) }, EIGHT_PM)).toMatchObject({
      ok: true,
      expiresAt: at(2 * HOUR),
      writtenAt: EIGHT_PM,
    });
  });

  it('"until 9 pm" is the next 9 pm after it was written', () => {
    expect(updateExpiry({ until: '21:00', writtenAt: EIGHT_PM }, at(HOUR / 2))).toMatchObject({
      ok: true,
      expiresAt: at(HOUR),
    });
  });

  it('says plainly that an update whose end has passed expired before it could be sent', () => {
    expect(updateExpiry({ until: '21:00', writtenAt: EIGHT_PM }, at(2 * HOUR))).toEqual({
      ok: false,
      writtenAt: EIGHT_PM,
      message:
        'This update expired before it could be sent (written at Dec 1, 8 pm, to show until Dec 1, 9 pm, ' +
        'Belize time). Post it again if it still holds.',
    });
    expect(updateExpiry({ lasts: { hours: 3 }, writtenAt: EIGHT_PM }, at(3 * HOUR)).ok).toBe(false);
  });

  it('refuses one written more than 7 days before it arrives', () => {
    expect(updateExpiry({ until: '23:00', writtenAt: at(-8 * 24 * HOUR) }, EIGHT_PM).ok).toBe(false);
  });
});
