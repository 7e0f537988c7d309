import { useMutation, useQuery } from '@tanstack/react-query';
import { CONFIG_URL, placeWriteUrls } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { refreshEstablishments } from './query-client';
import { siteKeys } from './query-keys';

/** GET /api/config: public settings of the server. */
export interface PublicConfig {
  mapTileUrl: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const publicConfigQuery = () => get<PublicConfig>(siteKeys.config(), CONFIG_URL);

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
      apiFetch<Establishment>(placeWriteUrls.position, {
        method: 'POST',
        body: { id: body.id, latitude: round6(body.latitude), longitude: round6(body.longitude) },
      }),
    onSuccess: () => refreshEstablishments(),
  });
}
