/** WCAG 2 relative luminance of a #rrggbb colour; null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21); AA asks 4.5 of text and icons. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 1, luminance(b) ?? 1];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White or black, whichever reads better on the given background: one of them always reaches 4.58:1
 * (√21), so a letter or icon on any category colour passes AA. A softer dark (slate) would not: on the
 * pharmacy's red both it and white stay near 4:1.
 */
export function inkOn(background: string): '#ffffff' | '#000000' {
  if (luminance(background) === null) return '#ffffff';
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
