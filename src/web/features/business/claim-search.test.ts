import { beforeAll, describe, expect, it } from 'vitest';
import { establishmentsUrl, PAGE_SIZE } from '../../api/catalog';
import { loadSections, type MessageKey, type MessageValues, translate } from '../../i18n';
import { type SearchCounts, searchSummary } from './claim-search';

const SEARCH_PROMPT = 'Enter your business name or address to find your listing';
const NO_MATCHES = 'No businesses found matching your search';
const en = (key: MessageKey, values?: MessageValues) => translate('en', key, values);
const es = (key: MessageKey, values?: MessageValues) => translate('es', key, values);
const summary = (counts: SearchCounts) => searchSummary(counts, en);

beforeAll(async () => {
  await loadSections('en', ['portal']);
  await loadSections('es', ['portal']);
});

describe('claim search texts', () => {
  it('portal list: the prompt before typing, then the server total, no-match text at zero', () => {
    expect(summary({ text: '', total: 0, shown: 0, variant: 'list' })).toEqual({
      count: SEARCH_PROMPT,
      more: null,
    });
    // Stale results of an earlier text are not counted once the box is emptied.
    expect(summary({ text: '', total: 143, shown: 24, variant: 'list' }).count).toBe(SEARCH_PROMPT);
    expect(summary({ text: 'zzz', total: 0, shown: 0, variant: 'list' })).toEqual({
      count: NO_MATCHES,
      more: null,
    });
    expect(summary({ text: 'reef', total: 1, shown: 1, variant: 'list' }).count).toBe('1 business found');
    expect(summary({ text: 'bar', total: 143, shown: 24, variant: 'list' })).toEqual({
      count: '143 businesses found',
      more: 'Showing 24 of 143 — keep typing to narrow the search',
    });
  });

  it('claim page cards: the catalogue count with no text, a count (not the prompt) at zero', () => {
    expect(summary({ text: '', total: 10_000, shown: 24, variant: 'cards' })).toEqual({
      count: '10,000 businesses found',
      more: 'Showing 24 of 10,000 — type a name or address to narrow the search',
    });
    expect(summary({ text: 'zzz', total: 0, shown: 0, variant: 'cards' })).toEqual({
      count: '0 businesses found',
      more: null,
    });
    expect(summary({ text: 'bar', total: 48, shown: 48, variant: 'cards' })).toEqual({
      count: '48 businesses found',
      more: null,
    });
  });

  it('say the same in Spanish, numbers in Spanish', () => {
    expect(searchSummary({ text: '', total: 0, shown: 0, variant: 'list' }, es).count).toBe(
      'Escribe el nombre o la dirección de tu negocio para encontrar tu anuncio',
    );
    expect(searchSummary({ text: 'reef', total: 1, shown: 1, variant: 'list' }, es).count).toBe(
      '1 negocio encontrado',
    );
    expect(searchSummary({ text: '', total: 10_000, shown: 24, variant: 'cards' }, es)).toEqual({
      count: '10.000 negocios encontrados',
      more: 'Mostrando 24 de 10.000: escribe un nombre o una dirección para afinar la búsqueda',
    });
  });

  it('asks the server for one page by name, text trimmed out of the URL when blank', () => {
    expect(establishmentsUrl({ q: 'Elvi', sort: 'name', limit: PAGE_SIZE })).toBe(
      `/api/establishments?q=Elvi&sort=name&limit=${PAGE_SIZE}`,
    );
    expect(establishmentsUrl({ q: '', sort: 'name', limit: PAGE_SIZE })).toBe(
      `/api/establishments?sort=name&limit=${PAGE_SIZE}`,
    );
  });
});
