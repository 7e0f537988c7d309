import { describe, expect, it } from 'vitest';
import { domainsOfKey, mailboxKey } from './recipient';

describe('mailboxKey', () => {
  it('counts the tagged and differently cased forms of one address as one mailbox', () => {
    const key = mailboxKey('victim@example.bz');
    for (const form of ['victim+1@example.bz', 'VICTIM+booking@Example.BZ', ' Victim@example.bz '])
      expect(mailboxKey(form)).toBe(key);
    expect(mailboxKey('victim2@example.bz')).not.toBe(key);
  });

  it('drops dots only for Gmail, where they do not matter', () => {
    expect(mailboxKey('Vic.Tim+x@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('vic.tim@example.bz')).toBe('vic.tim@example.bz');
    expect(domainsOfKey('victim@gmail.com')).toEqual(['gmail.com', 'googlemail.com']);
    expect(domainsOfKey('vic.tim@example.bz')).toEqual(['example.bz']);
  });
});
