import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AREAS } from '../../../domain/constants';

/** The selected area lives in the URL (?area=6), so reload and sharing keep it. */
export function useAreaFilter(): [number | null, (areaId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('area'));
  const areaId = AREAS.some((a) => a.id === raw) ? raw : null;
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
