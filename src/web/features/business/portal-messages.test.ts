import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { claimBody, registrationBody } from '../../../domain/schemas/ownership';
import { loadSections, translate } from '../../i18n';
import { portalFieldError, priceRangeOptions } from '../../ui/form-messages';
import { liveUpdateForm } from '../updates';

const long = (n: number) => 'x'.repeat(n + 1);

/** Every message the register and claim forms can show under a field, for inputs that break each field. */
function messages(schema: z.ZodType, input: unknown): string[] {
  return schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
}
const BROKEN: [z.ZodType, unknown][] = [
  [claimBody, { establishmentId: 'x' }],
  [
    claimBody,
    { establishmentId: 1, ownerName: ' ', email: 'no', whatsapp: 'call me', website: 'javascript:x' },
  ],
  [claimBody, { establishmentId: 1, ownerName: 1, email: 1, phone: long(50), description: '\u200b' }],
  [registrationBody, { submittedData: {} }],
  [liveUpdateForm, { establishmentId: 1, message: ' ', type: 'x', showFor: '2', until: '' }],
  [liveUpdateForm, { establishmentId: 1, message: 'Open', type: 'alert', showFor: 'time', until: '' }],
  [registrationBody, { submittedData: { latitude: 40.7, longitude: -74 } }],
  [
    registrationBody,
    {
      ownerName: long(200),
      ownerEmail: 'x@',
      verificationCode: ' ',
      submittedData: {
        name: '',
        description: 'short',
        address: 'abc',
        hours: '',
        priceRange: '$$$$$',
        latitude: 91,
        longitude: -181,
        areaId: -1,
        categoryId: 1.5,
      },
    },
  ],
];
const all = [...new Set(BROKEN.flatMap(([schema, input]) => messages(schema, input)))];

const es = (key: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
  translate('es', key, values);
const en = (key: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
  translate('en', key, values);

beforeAll(async () => {
  await loadSections('en', ['portal']);
  await loadSections('es', ['portal']);
});

describe("the portal forms' field errors", () => {
  it('read as the schema wrote them on the English page', () => {
    expect(all.length).toBeGreaterThan(15);
    for (const message of all) expect(portalFieldError(message, true, en)).toBe(message);
  });

  it('are each translated on the Spanish page, none left to the plain fallback', () => {
    const fallback = es('portal.error.field');
    const untranslated = all.filter((m) => [m, fallback].includes(portalFieldError(m, false, es)));
    expect(untranslated).toEqual([]);
    expect(portalFieldError('Use at most 200 characters.', false, es)).toBe(
      'Usa como máximo 200 caracteres.',
    );
  });

  it('fall back to "check this field" in Spanish for a message the catalogue does not know', () => {
    expect(portalFieldError('Something new.', false, es)).toBe('Revisa este dato.');
  });
});

describe('the price range choices', () => {
  it('keep the English wording and say the same figures in Spanish', () => {
    expect(priceRangeOptions('en', en).map((o) => o.label)).toContain('$$ · Moderate (US$20–50 / BZ$40–100)');
    expect(priceRangeOptions('es', es).map((o) => o.label)).toContain('$$ · Moderado (US$20–50 / BZ$40–100)');
  });
});
