import { beforeAll, describe, expect, it } from 'vitest';
import { nextBelizeTime, untilOf } from '../../../domain/updates';
import { loadSections, type MessageKey, type MessageValues, translate } from '../../i18n';
import {
  expiryOf,
  liveUpdateForm,
  messageCount,
  showForOptions,
  typeOptions,
  untilNote,
  untilNoteIn,
  untilPhrase,
  updatePayload,
} from './update-form';

const en = (key: MessageKey, values?: MessageValues) => translate('en', key, values);
const es = (key: MessageKey, values?: MessageValues) => translate('es', key, values);

beforeAll(async () => {
  for (const locale of ['en', 'es'] as const) await loadSections(locale, ['portal', 'updates']);
});

// 5:30 PM in Belize (UTC-6) on 1 December 2026.
const EVENING = new Date('2026-12-01T23:30:00Z');

describe('until when a live update shows (Belize time)', () => {
  it('a time still ahead today is today; one already past is tomorrow', () => {
    expect(nextBelizeTime('21:00', EVENING)).toEqual({
      at: new Date('2026-12-02T03:00:00Z'),
      tomorrow: false,
    });
    expect(nextBelizeTime('09:00', EVENING)).toEqual({
      at: new Date('2026-12-02T15:00:00Z'),
      tomorrow: true,
    });
    // Late at night in Belize (already the next day in UTC), "until 1 am" is tonight's.
    const late = new Date('2026-12-02T04:00:00Z');
    expect(nextBelizeTime('01:00', late).at.toISOString()).toBe('2026-12-02T07:00:00.000Z');
    expect(nextBelizeTime('17:30', EVENING).tomorrow).toBe(true);
  });

  it('the owner reads what visitors will see before posting', () => {
    expect(untilNote({ showFor: 'time', until: '21:00' }, EVENING)).toBe(
      'Visitors see it until 9:00 PM today (Belize time).',
    );
    expect(untilNote({ showFor: 'time', until: '09:00' }, EVENING)).toBe(
      'That time has passed today in Belize, so: visitors see it until tomorrow, 9:00 AM (Belize time).',
    );
    expect(untilNote({ showFor: '2', until: '' }, EVENING)).toBe(
      'Visitors see it until 7:30 PM today (Belize time).',
    );
    expect(untilNote({ showFor: '48', until: '' }, EVENING)).toBe(
      'Visitors see it until Dec 3, 5:30 PM (Belize time).',
    );
    expect(untilNote({ showFor: 'time', until: '' }, EVENING)).toBe(
      'Choose the time it ends, in Belize time.',
    );
  });

  it("posts the owner's words and when they were written, never an end computed on the phone", () => {
    const values = { establishmentId: 7, message: 'Fresh lobster tonight', type: 'special' as const };
    expect(updatePayload({ ...values, showFor: 'time', until: '21:00' }, EVENING)).toEqual({
      ...values,
      isActive: true,
      until: '21:00',
      writtenAt: '2026-12-01T23:30:00.000Z',
    });
    expect(updatePayload({ ...values, showFor: '6', until: '' }, EVENING)).toEqual({
      ...values,
      isActive: true,
      lasts: { hours: 6 },
      writtenAt: '2026-12-01T23:30:00.000Z',
    });
    // The preview says what the server will compute from them.
    expect(expiryOf({ showFor: 'time', until: '21:00' }, EVENING).toISOString()).toBe(
      '2026-12-02T03:00:00.000Z',
    );
    expect(expiryOf({ showFor: '24', until: '' }, EVENING).toISOString()).toBe('2026-12-02T23:30:00.000Z');
  });

  it('a time of day must be chosen when the owner picks one', () => {
    const base = { establishmentId: 1, message: 'Fresh lobster tonight', type: 'special' as const };
    const missing = liveUpdateForm.safeParse({ ...base, showFor: 'time', until: '' });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['until'],
      message: 'Choose the time it ends, like 9:00 PM.',
    });
    expect(liveUpdateForm.safeParse({ ...base, showFor: 'time', until: '21:00' }).success).toBe(true);
    expect(liveUpdateForm.safeParse({ ...base, showFor: '6', until: '' }).success).toBe(true);
  });

  it('cards and the dashboard say the end as a day and a time on the island', () => {
    expect(untilOf('2026-12-02T03:00:00Z', EVENING)).toEqual({
      time: '21:00',
      date: '2026-12-01',
      day: 'today',
    });
    expect(untilPhrase('2026-12-02T15:00:00Z', EVENING)).toBe('tomorrow, 9:00 AM');
    expect(untilPhrase('2026-12-04T01:00:00Z', EVENING)).toBe('Dec 3, 7:00 PM');
  });

  it('a paste longer than 500 characters is counted and said, not cut', () => {
    expect(messageCount(12, en)).toEqual({ text: '12/500 characters', over: false });
    expect(messageCount(520, en)).toEqual({
      text: '520/500 characters: 20 too many. Shorten it to post.',
      over: true,
    });
    expect(messageCount(520, es).text).toBe('520/500 caracteres: sobran 20. Acórtalo para publicarlo.');
  });
});

describe('the live update form in Spanish (the portal)', () => {
  it('says until when visitors see it in the words the visitors read, on the 24-hour clock', () => {
    expect(untilNoteIn('es', es, { showFor: 'time', until: '21:00' }, EVENING)).toBe(
      'Los visitantes lo verán hasta las 21:00 (hora de Belice).',
    );
    expect(untilNoteIn('es', es, { showFor: 'time', until: '09:00' }, EVENING)).toBe(
      'Esa hora ya pasó hoy en Belice, así que los visitantes lo verán hasta mañana a las 09:00 (hora de Belice).',
    );
    expect(untilNoteIn('es', es, { showFor: 'time', until: '' }, EVENING)).toBe(
      'Elige la hora en que termina, en hora de Belice.',
    );
    // English keeps its own wording.
    expect(untilNoteIn('en', en, { showFor: '2', until: '' }, EVENING)).toBe(
      untilNote({ showFor: '2', until: '' }, EVENING),
    );
  });

  it('names the lengths and the types as the English form did, and in Spanish', () => {
    expect(showForOptions(en).map((o) => o.label)).toEqual([
      'For 2 hours',
      'For 6 hours',
      'For 12 hours',
      'For 24 hours',
      'For 2 days',
      'A time I choose',
    ]);
    expect(showForOptions(es).map((o) => o.label)).toContain('Durante 2 días');
    expect(typeOptions(en).map((o) => o.label)).toEqual([
      'Announcement',
      'Special Offer',
      'Availability Update',
      'Important Alert',
    ]);
    expect(typeOptions(es).map((o) => o.label)).toContain('Oferta especial');
  });
});
