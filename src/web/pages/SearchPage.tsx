import { SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CATEGORIES } from '../../domain/constants';
import { establishmentPagesQuery, PAGE_SIZE, useEstablishmentPages } from '../api/establishment-pages';
import { EstablishmentGrid, UseMyLocationButton } from '../features/places';
import { useT } from '../i18n';
import { categoryName } from '../i18n/names';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { PageLoader } from '../page-loader';
import { usePaths } from '../paths';
import { Button } from '../ui/Button';
import { SearchInput } from '../ui/SearchInput';

/** The words searched for, as the page and its loader read them; blank asks for nothing. */
const searchedFor = (params: URLSearchParams) => (params.get('q') ?? '').trim();

/** The first screen's data (page-loader.ts): the results' first page. */
export const loader: PageLoader = ({ search }) => {
  const q = searchedFor(search);
  return q ? [establishmentPagesQuery({ q })] : [];
};

/** /search?q= : establishments whose name, description, address or category match (server-side search). */
export default function SearchPage() {
  const t = useT('category');
  const p = usePaths();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = searchedFor(params);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const enabled = q.length > 0;
  // One page at a time; a blank search asks for nothing.
  const results = useEstablishmentPages({ q }, enabled);
  const pages = enabled ? results.data?.pages : undefined;
  const list = useMemo(() => pages?.flatMap((p) => p.establishments) ?? [], [pages]);
  const n = pages?.[0]?.total ?? 0;

  useDocumentTitle(
    q ? t('category.search.title', { q }) : t('category.search.titleBlank'),
    q ? t('category.search.description', { q }) : t('category.search.descriptionBlank'),
    { canonical: q ? p.search(q) : p.searchPage() },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = draft.trim();
    if (term) navigate(p.search(term));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl">
        {q ? <ResultsFor q={q} /> : t('category.search.heading')}
      </h1>
      <search className="mt-5 block max-w-xl">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="search-page-input" className="sr-only">
            {t('category.search.inputLabel')}
          </label>
          <SearchInput
            look="bar"
            className="flex-1"
            id="search-page-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('category.search.placeholder')}
          />
          <Button type="submit" size="lg" className="h-11">
            {t('category.search.submit')}
          </Button>
        </form>
      </search>

      {enabled && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {results.isLoading ? t('category.search.searching') : t('category.search.count', { count: n })}
          </p>
          <UseMyLocationButton />
        </div>
      )}

      <div className="mt-6">
        {!enabled ? (
          <p className="text-slate-700">{t('category.search.hint')}</p>
        ) : results.isError ? (
          <p className="text-red-700">{t('category.search.failed')}</p>
        ) : !results.isLoading && n === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
            <p className="mt-3 font-serif text-xl font-semibold text-slate-900">
              {t('category.search.noResults')}
            </p>
            <p className="mt-2 text-slate-600">{t('category.search.nothingMatches', { q })}</p>
            <ul className="mt-5 flex flex-wrap justify-center gap-2">
              {CATEGORIES.map((c) => (
                <li key={c.id}>
                  <Link
                    to={p.categorySlug(c.slug)}
                    className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:border-lagoon-500"
                  >
                    {categoryName(t, c.id, c.name)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <EstablishmentGrid
            establishments={list}
            loading={results.isLoading}
            skeletons={6}
            paging={{
              total: n,
              pageSize: PAGE_SIZE,
              hasMore: results.hasNextPage,
              loadingMore: results.isFetchingNextPage,
              onMore: () => results.fetchNextPage(),
              noun: 'results',
            }}
          />
        )}
      </div>
    </div>
  );
}

/** "Results for “lobster”", the query in the heading's accent colour wherever the language puts it. */
function ResultsFor({ q }: { q: string }) {
  const t = useT('category');
  // A mark no query can contain stands for it, so the query is never read as part of the message.
  const [before, after = ''] = t('category.search.resultsFor', { q: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span className="text-lagoon-600">“{q}”</span>
      {after}
    </>
  );
}
