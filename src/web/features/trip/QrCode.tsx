import { encode } from 'uqr';

/**
 * A QR code of `text` (uqr makes the matrix), drawn as one SVG path so it stays sharp at any size and
 * needs no image file. `data` includes the quiet border uqr adds around the code.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M' });
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
