import { describe, expect, it } from 'vitest';
import { headTagsHtml } from './page-head';
import { canonicalPaths, jsonLdText, trimText } from './structured-data';

describe('structured data helpers', () => {
  it('JSON-LD text has no character that could end or change its script, and parses back the same', () => {
    const value = { d: '</script><!-- & \u2028\u2029 "x"' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('a category is canonical at its slug, whatever the URL it was reached by', () => {
    expect(canonicalPaths.category(1)).toBe('/restaurants-bars');
    expect(canonicalPaths.category(9)).toBe('/accommodations');
    expect(canonicalPaths.category(999)).toBeNull();
  });

  it('a description is cut at a word with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = trimText(long, 155);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
    expect(trimText('  short\n text ')).toBe('short text');
  });

  it('head tags escape attribute values', () => {
    const html = headTagsHtml(
      { title: 'A "quoted" <b> & co', description: 'd', canonical: 'https://x.bz/a?b=1&c=2' },
      'https://x.bz',
    );
    expect(html).toContain('<link rel="canonical" href="https://x.bz/a?b=1&amp;c=2">');
    expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt; &amp; co">');
    expect(html).toContain('<meta property="og:image" content="https://x.bz/og-image.png">');
  });
});
