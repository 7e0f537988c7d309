/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox as gmail.com. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as the per-recipient limit counts it: lowercase, without a
 * `+tag` (Gmail, Outlook, iCloud, Fastmail and Proton all deliver `name+anything@` to `name@`), and for
 * Gmail without dots. Dots are kept for every other domain: elsewhere `a.b@` and `ab@` can be two people.
 * A provider that reads `+` otherwise only makes two of its users share one count.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0];
  let domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The domains whose addresses may share a mailbox key with one of `domain`. */
export function domainsOfKey(key: string): string[] {
  const domain = key.slice(key.lastIndexOf('@') + 1);
  return GMAIL.has(domain) ? [...GMAIL] : [domain];
}
