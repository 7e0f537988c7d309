import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, registerBody } from './accounts';
import { establishmentCreateBody, establishmentPatchBody } from './establishments';
import { claimBody, registrationBody } from './ownership';
import { statusUpdateBody } from './updates';

/** Every message a form can show under a field for this input. */
function fieldErrors(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return result.error?.issues.map((i) => i.message) ?? [];
}

const long = (n: number) => 'x'.repeat(n + 1);

// Inputs that break every field of the forms' schemas: missing, blank, wrong type, too long, malformed.
const CASES: [string, z.ZodType, unknown][] = [
  ['sign-in, empty', loginBody, {}],
  ['sign-in, too long', loginBody, { email: `${long(260)}@example.com`, password: long(200) }],
  ['account, bad', registerBody, { email: 'name@', password: 'short', firstName: long(100), lastName: 42 }],
  ['claim, empty', claimBody, { establishmentId: 'x' }],
  [
    'claim, wrong types',
    claimBody,
    { establishmentId: 1, ownerName: 1, email: 1, phone: 1, whatsapp: 1, website: 1 },
  ],
  [
    'claim, bad',
    claimBody,
    {
      establishmentId: 1,
      businessName: long(200),
      ownerName: ' ',
      email: 'no',
      phone: long(50),
      whatsapp: 'call me',
      website: 'javascript:alert(1)',
      description: long(5000),
    },
  ],
  ['registration, empty', registrationBody, { submittedData: {} }],
  [
    'registration, bad',
    registrationBody,
    {
      ownerName: long(200),
      ownerEmail: 'x@',
      verificationCode: long(100),
      businessLicense: long(100),
      submittedData: {
        name: long(200),
        description: 'short',
        address: 'abc',
        hours: '',
        whatsapp: long(50),
        website: 'not a site',
        priceRange: '$$$$$',
        latitude: 91,
        longitude: -181,
        areaId: -1,
        categoryId: 1.5,
      },
    },
  ],
  ['registration, off the island', registrationBody, { submittedData: { latitude: 40.7, longitude: -74 } }],
  [
    'details, bad',
    establishmentPatchBody,
    { name: '', website: 'nope', priceRange: '$$$$$', menu: long(10_000) },
  ],
  ['details, half a position', establishmentPatchBody, { latitude: 17.9 }],
  ['new place', establishmentCreateBody, { name: 1, categoryId: 0, googleRating: 6, googleReviewCount: 1.5 }],
  ['live update, empty', statusUpdateBody, {}],
  [
    'live update, bad',
    statusUpdateBody,
    { establishmentId: 1, message: long(500), type: 'x', isActive: 'y' },
  ],
];

describe('field error messages', () => {
  it('are sentence case and end with a full stop, for every way a form field can be wrong', () => {
    const offStyle = CASES.flatMap(([name, schema, input]) =>
      fieldErrors(schema, input)
        .filter((message) => !/^[A-Z].*\.$/s.test(message))
        .map((message) => `${name}: ${message}`),
    );
    expect(offStyle).toEqual([]);
  });

  it('say what to do', () => {
    expect(fieldErrors(claimBody, { establishmentId: 1, ownerName: 'A', email: 'name@' })).toEqual([
      'Enter a valid email address, like name@example.com.',
    ]);
    expect(
      fieldErrors(establishmentPatchBody, { name: 'x'.repeat(201), phone: 'x'.repeat(51) }).sort(),
    ).toEqual(['Use at most 200 characters.', 'Use at most 50 characters.']);
    expect(fieldErrors(statusUpdateBody, { establishmentId: 1, message: '  ', type: 'special' })).toEqual([
      'Write a message.',
    ]);
  });
});
