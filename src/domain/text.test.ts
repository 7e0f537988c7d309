import { describe, expect, it } from 'vitest';
import { cleanText, inertLinks, onlyInvisible, withoutControlCharacters } from './text';

describe('cleanText', () => {
  it('removes bidirectional overrides and isolates anywhere, and invisible characters at the ends', () => {
    expect(cleanText('\u200B\uFEFF Cafe\u202E olleH\u202C \u2066x\u2069\u00AD\n')).toBe('Cafe olleH x');
  });

  it('keeps joiners inside text, where emoji and several scripts need them', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(cleanText(` ${family} Guesthouse `)).toBe(`${family} Guesthouse`);
    expect(cleanText('\u0645\u06CC\u200C\u062E\u0648\u0627\u0645')).toBe(
      '\u0645\u06CC\u200C\u062E\u0648\u0627\u0645',
    );
  });

  it('tells text of only invisible characters from plain blank text', () => {
    for (const raw of ['\u200B', '\u200C\u200D\u2060', '\u3164', '\u202E'])
      expect(onlyInvisible(raw, cleanText(raw))).toBe(true);
    for (const raw of ['', '   ', 'a\u200B']) expect(onlyInvisible(raw, cleanText(raw))).toBe(false);
  });
});

describe('inertLinks', () => {
  it.each([
    [
      'SECURITY NOTICE: verify at https://evil.example/login now',
      'SECURITY NOTICE: verify at hxxps://evil[.]example/login now',
    ],
    ['HTTP://Evil.Example', 'hxxp://Evil[.]Example'],
    ['see www.evil.example or evil.co.uk', 'see www[.]evil[.]example or evil[.]co[.]uk'],
    ['ftp://files.example/x', 'ftp[:]//files[.]example/x'],
    ['javascript://evil.example%0aalert(1)', 'javascript[:]//evil[.]example%0aalert(1)'],
    ['write to me@evil.example', 'write to me@evil[.]example'],
    ['http://10.0.0.1/admin', 'hxxp://10[.]0[.]0[.]1/admin'],
    ['full-width evil\uFF0Eexample and evil\u3002example', 'full-width evil[.]example and evil[.]example'],
  ])('makes %j inert', (typed, inert) => {
    expect(inertLinks(typed)).toBe(inert);
  });

  it('leaves text without links as it was, prices, times and sentences included', () => {
    for (const plain of ['Closed since May. Sad!', 'A beer is 3.50 now, opens 9.30', 'Hours are wrong', ''])
      expect(inertLinks(plain)).toBe(plain);
  });
});

describe('withoutControlCharacters', () => {
  it('drops NUL, bell, vertical tab, escape, DEL and the other C0 controls', () => {
    const every = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('');
    expect(withoutControlCharacters(`a${every}\u007Fb`)).toBe('a\t\n\rb');
    expect(withoutControlCharacters('Nul\u0000 bell\u0007 tab\u000B escape\u001B')).toBe(
      'Nul bell tab escape',
    );
  });

  it('keeps line breaks, tabs and every other character', () => {
    const text = 'Line one\r\nLine two\n\tTabbed: café ☀️ \u0085 \u200D';
    expect(withoutControlCharacters(text)).toBe(text);
  });
});
