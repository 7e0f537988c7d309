import { useQuery } from '@tanstack/react-query';
import { placePhotosUrl } from '../../domain/api-urls';
import type { Photo } from '../../domain/schemas/photos';
import { get } from './catalog';
import { establishmentKeys } from './query-keys';

// The managers' calls (upload, order, descriptions) are in photos.ts: visitors' pages load only this.

/** GET /api/establishments/:id/photos: a listed place's photos with their descriptions (the gallery). */
export function usePlacePhotos(establishmentId: number, enabled = true) {
  return useQuery({
    ...get<Photo[]>(establishmentKeys.photos(establishmentId), placePhotosUrl(establishmentId)),
    enabled,
  });
}
