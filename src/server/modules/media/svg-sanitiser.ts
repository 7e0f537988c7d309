import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** Runs inside the SVG worker (svg-worker.mjs): parsing and sanitising never hold the server's event loop. */

export interface SanitisedSvg {
  svg: string;
  width: number | null;
  height: number | null;
}

const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const EXTERNAL_URL = /url\(\s*(['"]?)(?!#)[^)]*\)/i;
const EXTERNAL_URLS = new RegExp(EXTERNAL_URL.source, 'gi');
const IMPORTS = /@import[^;]*;?/gi;

const { window } = new JSDOM('');
const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  // Only references inside the file (or embedded raster images): nothing is ever fetched.
  if ((name === 'href' || name === 'xlink:href') && !SAFE_HREF.test(data.attrValue.trim()))
    data.keepAttr = false;
  else if (EXTERNAL_URL.test(data.attrValue) || /@import/i.test(data.attrValue))
    data.attrValue = data.attrValue.replace(EXTERNAL_URLS, 'none').replace(IMPORTS, '');
});
purifier.addHook('afterSanitizeElements', (node) => {
  if (node.nodeName.toLowerCase() === 'style')
    node.textContent = (node.textContent ?? '').replace(IMPORTS, '').replace(EXTERNAL_URLS, 'none');
});
const serializer = new window.XMLSerializer();

function parsesAsSvg(text: string): boolean {
  try {
    const root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
    return root?.localName === 'svg' && root.namespaceURI === 'http://www.w3.org/2000/svg';
  } catch {
    return false;
  }
}

/**
 * An SVG that must parse as XML with an <svg> root; scripts, event handlers, foreign objects and
 * external references are removed, and what remains is serialised again as standalone XML. Null when
 * it is not a readable SVG. A null text only answers, so the caller knows the worker is up.
 */
export default function sanitiseSvgText(text: string | null): SanitisedSvg | null {
  if (text === null || !parsesAsSvg(text)) return null;
  const fragment = purifier.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'a', 'iframe', 'embed', 'object', 'audio', 'video'],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector('svg');
  if (!svg) return null;
  const dimension = (name: string) => {
    const n = Number.parseFloat(svg.getAttribute(name) ?? '');
    return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
  };
  return { svg: serializer.serializeToString(svg), width: dimension('width'), height: dimension('height') };
}
