import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { CONFIG_URL } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import { apiFetch } from './fetcher';
import { refreshEstablishments } from './query-client';

/** GET /api/config: public settings of the server. */
export interface PublicConfig {
  mapTileUrl: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: [CONFIG_URL],
    queryFn: ({ signal }) => apiFetch<PublicConfig>(CONFIG_URL, { signal }),
  });

/** The tile URL the server is configured with; OpenStreetMap while it loads or if the call fails. */
export function useMapTileUrl(): string {
  const { data } = useQuery(publicConfigQuery());
  return data?.mapTileUrl || DEFAULT_TILE_URL;
}

export interface PositionUpdate {
  id: number;
  latitude: number;
  longitude: number;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** POST /api/establishments/update-position (admin); establishment queries refresh before it settles. */
export function useUpdatePosition() {
  return useMutation({
    mutationFn: (body: PositionUpdate) =>
      apiFetch<Establishment>('/api/establishments/update-position', {
        method: 'POST',
        body: { id: body.id, latitude: round6(body.latitude), longitude: round6(body.longitude) },
      }),
    onSuccess: () => refreshEstablishments(),
  });
}
