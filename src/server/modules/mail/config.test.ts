import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../config';

/** The mail settings of config.ts: a bad value stops start-up with one line naming the variable. */
describe('SMTP_URL and MAIL_FROM', () => {
  it('accepts smtp:// and smtps:// with credentials and a sender', () => {
    for (const SMTP_URL of [
      'smtp://user:pass@mail.example.bz:587',
      'smtps://user:pass@mail.example.bz:465',
    ]) {
      const cfg = parseEnv({ SMTP_URL, MAIL_FROM: 'Ambergris Guide <guide@example.bz>' });
      expect(cfg.SMTP_URL).toBe(SMTP_URL);
    }
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it.each([
    [
      { SMTP_URL: 'http://mail.example.bz', MAIL_FROM: 'a@b.bz' },
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    ],
    [{ SMTP_URL: 'not a url', MAIL_FROM: 'a@b.bz' }, /SMTP_URL: must be a URL/],
    [{ SMTP_URL: 'smtp://mail.example.bz' }, /MAIL_FROM: required when SMTP_URL is set/],
    [{ SMTP_URL: 'smtp://mail.example.bz', MAIL_FROM: 'no address' }, /MAIL_FROM: must be an address/],
  ])('refuses %o', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});
