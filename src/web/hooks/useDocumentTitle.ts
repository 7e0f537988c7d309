import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '../../domain/ssr';

const SITE = 'Ambergris Guide';

/** Given only by server rendering (entry-server.tsx); in the browser the effect below sets the head. */
export const PageHeadContext = createContext<PageHead | null>(null);

export const documentTitle = (title: string) => (title ? `${title} · ${SITE}` : SITE);

/** Each page sets its own title and meta description; a not-found page says so (`notFound`). */
export function useDocumentTitle(title: string, description?: string, options: { notFound?: boolean } = {}) {
  const serverHead = useContext(PageHeadContext);
  if (serverHead) {
    serverHead.title = documentTitle(title);
    if (description) serverHead.description = description;
    serverHead.notFound = options.notFound === true;
  }
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
