import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AREAS } from '../../../domain/constants';

/** The area a page's query selects (?area=6), or null; a server render's loader reads it the same way. */
export function areaIdOf(params: URLSearchParams): number | null {
  const raw = Number(params.get('area'));
  return AREAS.some((a) => a.id === raw) ? raw : null;
}

/** The selected area lives in the URL (?area=6), so reload and sharing keep it. */
export function useAreaFilter(): [number | null, (areaId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const areaId = areaIdOf(params);
  const setArea = useCallback(
    (next: number | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set('area', String(next));
          else p.delete('area');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [areaId, setArea];
}
