import { createContext, useContext, useEffect } from 'react';
import { alternateLinks, documentTitle, JSON_LD_ID, shareTags } from '../../domain/page-head';
import type { PageHead } from '../../domain/ssr';
import { absoluteUrl, jsonLdText, SITE_NAME } from '../../domain/structured-data';

/** Given only by server rendering (entry-server.tsx); in the browser the effect below sets the head. */
export const PageHeadContext = createContext<PageHead | null>(null);
/** The site's absolute origin on the server (the configured PUBLIC_URL); null in the browser. */
export const SiteOriginContext = createContext<string | null>(null);

export interface HeadOptions {
  /** The page shows "not found": the server answers it with 404. */
  notFound?: boolean;
  /** The page's one indexable path (a category's slug URL); no canonical link without it. */
  canonical?: string | null;
  /** The link preview's image (path or URL); the site's image when unset. */
  image?: string | null;
  ogType?: string;
  /** The page's schema.org data, made with the absolute origin. */
  structuredData?: (origin: string) => unknown;
}

/**
 * The origin the browser's absolute URLs use: the one of the canonical link the server rendered
 * (PUBLIC_URL, which may differ from the address typed), else the page's own.
 */
function browserOrigin(): string {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? new URL(href).origin : window.location.origin;
}

let origin: string | null = null;
/** The site's origin in the browser, for absolute URLs the page makes (an exported trip's links). */
export const browserSite = () => {
  origin ??= browserOrigin();
  return origin;
};

/**
 * Each page sets its own title, meta description and share tags (canonical, Open Graph, Twitter, JSON-LD):
 * on the server into the rendered head, in the browser on each navigation.
 */
export function useDocumentTitle(title: string, description?: string, options: HeadOptions = {}) {
  const serverOrigin = useContext(SiteOriginContext);
  const serverHead = useContext(PageHeadContext);
  const site = serverOrigin ?? (typeof document === 'undefined' ? '' : browserSite());
  const head: PageHead = {
    title: documentTitle(title),
    description,
    notFound: options.notFound === true,
    canonical: options.canonical ? absoluteUrl(site, options.canonical) : undefined,
    image: options.image ? absoluteUrl(site, options.image) : undefined,
    ogType: options.ogType,
    jsonLd: options.structuredData ? jsonLdText(options.structuredData(site)) : undefined,
  };
  if (serverHead) Object.assign(serverHead, head);
  const { canonical, image, ogType, jsonLd } = head;
  useEffect(() => {
    applyHead({ title: documentTitle(title), description, canonical, image, ogType, jsonLd }, site);
  }, [title, description, canonical, image, ogType, jsonLd, site]);
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let el = document.head.querySelector<T>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  return el;
}

const meta = (attr: string, key: string) =>
  headElement(`meta[${attr}="${key}"]`, () => {
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    return m;
  });

/** The browser's side of a page's head: the same tags as the server's (domain/page-head.ts). */
function applyHead(head: PageHead, site: string) {
  document.title = head.title ?? SITE_NAME;
  if (head.description) meta('name', 'description').content = head.description;
  const tags = shareTags(head, site);
  const keys = new Set(tags.map((t) => t.key));
  for (const el of document.head.querySelectorAll<HTMLMetaElement>(
    'meta[property^="og:"], meta[name^="twitter:"]',
  ))
    if (!keys.has(el.getAttribute('property') ?? el.name)) el.remove();
  for (const t of tags) meta(t.attr, t.key).content = t.content;
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!head.canonical) link?.remove();
  else
    headElement('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    ).href = head.canonical;
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  for (const a of alternateLinks(head.canonical))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'alternate', ...a }));
  const script = document.getElementById(JSON_LD_ID);
  if (!head.jsonLd) script?.remove();
  else
    headElement(`#${JSON_LD_ID}`, () =>
      Object.assign(document.createElement('script'), { type: 'application/ld+json', id: JSON_LD_ID }),
    ).textContent = head.jsonLd;
}
