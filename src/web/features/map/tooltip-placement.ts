/** Where a pin's tooltip goes so it stays inside the map (Leaflet only ever puts it where it is told). */

export type TooltipDirection = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipPlacement {
  direction: TooltipDirection;
  /** Pixel offset from the icon's tooltip anchor (the point just above the badge). */
  offset: [number, number];
}

/** Leaflet's CSS puts a 6 px arrow gap between a tooltip and its anchor. */
const ARROW_GAP = 6;
/** Matches map.css: 13 px semibold text, at most 16rem wide, 6 + 8 px padding and border. */
const CHAR_WIDTH = 7.5;
const MAX_WIDTH = 256;
const LINE_HEIGHT = 20;
const FRAME = 14;
/** Words wrap before the line is full. */
const LINE_FILL = 0.8;

/** About how big a tooltip with this text will be (overestimating is harmless: it only flips sooner). */
export function tooltipSize(text: string): { width: number; height: number } {
  const textWidth = text.length * CHAR_WIDTH;
  const width = Math.min(MAX_WIDTH, textWidth + FRAME + 4);
  const lines = Math.max(1, Math.ceil(textWidth / ((MAX_WIDTH - FRAME) * LINE_FILL)));
  return { width, height: lines * LINE_HEIGHT + FRAME };
}

/**
 * Above the pin when there is room, otherwise below it; beside it when a centred tooltip would
 * cross the left or right edge; when it fits beside neither, above or below and shifted inwards.
 * `tip` is the pin's point in map pixels, `pinSize` its badge size.
 */
export function placeTooltip(
  tip: { x: number; y: number },
  map: { width: number; height: number },
  pinSize: number,
  tooltip: { width: number; height: number },
): TooltipPlacement {
  const badgeTop = tip.y - pinSize - 7;
  const fitsAbove = badgeTop - ARROW_GAP - tooltip.height >= 0;
  // Below, the tooltip starts 4 px under the tip (see the bottom offset) plus the gap.
  const fitsBelow = tip.y + 4 + ARROW_GAP + tooltip.height <= map.height;
  const vertical: TooltipPlacement =
    fitsAbove || !fitsBelow
      ? { direction: 'top', offset: [0, 0] }
      : { direction: 'bottom', offset: [0, pinSize + 8] };
  const half = tooltip.width / 2;
  if (tip.x - half >= 0 && tip.x + half <= map.width) return vertical;
  // Beside the badge, centred on it (the anchor is 4 px above the badge), moved down or up as far
  // as the map's edges need.
  const middle = tip.y - pinSize / 2 - 7;
  const inwards = Math.min(
    Math.max(0, tooltip.height / 2 - middle),
    map.height - tooltip.height / 2 - middle,
  );
  const toMiddle = pinSize / 2 - 3 + inwards;
  if (map.width - (tip.x + pinSize / 2 + ARROW_GAP) >= tooltip.width)
    return { direction: 'right', offset: [pinSize / 2, toMiddle] };
  if (tip.x - pinSize / 2 - ARROW_GAP >= tooltip.width)
    return { direction: 'left', offset: [-pinSize / 2, toMiddle] };
  const shift = Math.min(Math.max(0, half - tip.x), map.width - half - tip.x);
  return { direction: vertical.direction, offset: [shift, vertical.offset[1]] };
}
