/** Inline SVG pins per category (lucide line icons, ISC licence), built as strings for Leaflet divIcons. */
import type { IconKey } from '../../../domain/constants';
import { categoryStyle, contrastingColor, markerColor } from './map-logic';

type Node = [tag: 'path' | 'circle' | 'rect', attrs: Record<string, string>];

const p = (d: string): Node => ['path', { d }];

/** Icon nodes copied from lucide (bed-double, utensils-crossed, ticket, sailboat, pill, ...). */
export const ICON_NODES: Record<IconKey | 'default', Node[]> = {
  hotel: [
    p('M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8'),
    p('M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4'),
    p('M12 4v6'),
    p('M2 18h20'),
  ],
  restaurant: [
    p('m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8'),
    p('M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7'),
    p('m2.1 21.8 6.4-6.3'),
    p('m19 5-7 7'),
  ],
  local_activity: [
    p(
      'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z',
    ),
    p('M13 5v2'),
    p('M13 17v2'),
    p('M13 11v2'),
  ],
  sailing: [
    p('M10 2v15'),
    p('M7 22a4 4 0 0 1-4-4 1 1 0 0 1 1-1h16a1 1 0 0 1 1 1 4 4 0 0 1-4 4z'),
    p('M9.159 2.46a1 1 0 0 1 1.521-.193l9.977 8.98A1 1 0 0 1 20 13H4a1 1 0 0 1-.824-1.567z'),
  ],
  local_pharmacy: [p('m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z'), p('m8.5 8.5 7 7')],
  local_grocery_store: [
    p('m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18'),
    p('M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25'),
    ['circle', { cx: '18', cy: '20', r: '2' }],
    ['circle', { cx: '8', cy: '20', r: '2' }],
  ],
  local_gas_station: [
    p('M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5'),
    p('M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16'),
    p('M2 21h13'),
    p('M3 9h11'),
  ],
  card_giftcard: [
    p('M12 7v14'),
    p('M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8'),
    p('M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5'),
    ['rect', { x: '3', y: '7', width: '18', height: '4', rx: '1' }],
  ],
  default: [
    p('M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0'),
    ['circle', { cx: '12', cy: '10', r: '3' }],
  ],
};

/** An inline SVG string of a category icon (only constant data goes in: no user text). */
export function iconSvg(key: IconKey | 'default', size: number, color: string): string {
  const body = ICON_NODES[key]
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ');
      return `<${tag} ${a}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A small filled star (lucide's star), white on the event mark's dark badge. */
export const EVENT_STAR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 24 24" fill="#ffffff" aria-hidden="true" focusable="false"><path d="M11.5 2.3a.5.5 0 0 1 1 0l2.3 4.7a2 2 0 0 0 1.6 1.1l5.2.8a.5.5 0 0 1 .3.9l-3.8 3.7a2 2 0 0 0-.6 1.9l.9 5.2a.5.5 0 0 1-.8.5l-4.6-2.5a2 2 0 0 0-1.9 0l-4.6 2.5a.5.5 0 0 1-.8-.5l.9-5.2a2 2 0 0 0-.6-1.9L1.1 9.8a.5.5 0 0 1 .3-.9l5.2-.8a2 2 0 0 0 1.6-1.1z"/></svg>';

export interface PinLook {
  size: number;
  html: string;
  /** Pixel offset of the pin's tip from the icon's top-left corner. */
  anchor: [number, number];
}

/** Badge size of a pin: places with a live update stand out with a bigger one. */
export const pinSize = (live: boolean) => (live ? 40 : 32);

/** The pin of one category: a round badge in the category colour with its icon and a pointer below. */
export function pinLook(
  categoryId: number | null | undefined,
  opts: { live?: boolean; selected?: boolean; order?: number; event?: boolean } = {},
): PinLook {
  const color = markerColor(categoryId);
  const ink = contrastingColor(color);
  const key = categoryStyle(categoryId)?.icon ?? 'default';
  const size = pinSize(opts.live ?? false);
  const classes = ['ag-pin', opts.live ? 'ag-pin--live' : '', opts.selected ? 'ag-pin--selected' : '']
    .filter(Boolean)
    .join(' ');
  const html =
    `<span class="${classes}" style="--pin-color:${color};--pin-size:${size}px">` +
    `<span class="ag-pin__badge">${
      opts.order === undefined
        ? iconSvg(key, Math.round(size * 0.5), ink)
        : `<span class="ag-pin__order" style="color:${ink}">${opts.order}</span>`
    }</span>` +
    (opts.live ? '<span class="ag-pin__dot"></span>' : '') +
    // A star in a corner for an event tonight (the pin's name says it too: not by colour alone).
    (opts.event ? `<span class="ag-pin__event">${EVENT_STAR}</span>` : '') +
    '</span>';
  // The badge plus a 7 px pointer; the tip is the anchor.
  return { size, html, anchor: [size / 2, size + 7] };
}
