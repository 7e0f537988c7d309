import { useMutation, useQuery } from '@tanstack/react-query';
import { businessUrls, placeWriteUrls } from '../../domain/api-urls';
import { PHOTO_FIELD } from '../../domain/photos';
import type { Photo } from '../../domain/schemas/photos';
import { get } from './catalog';
import { apiFetch } from './fetcher';
import { refreshAfterChange } from './ownership';
import { queryClient } from './query-client';
import { businessKeys, establishmentKeys } from './query-keys';

const managedPhotosQuery = (id: number) => get<Photo[]>(businessKeys.photos(id), businessUrls.photos(id));

/** GET /api/business/establishments/:id/photos: the photos a manager (owner or admin) arranges. */
export function useManagedPhotos(establishmentId: number) {
  return useQuery(managedPhotosQuery(establishmentId));
}

/** After any photo change: the manager's list (an owner's key), the public gallery and the cards. */
function refreshPhotos(establishmentId: number) {
  void queryClient.invalidateQueries({ queryKey: establishmentKeys.photos(establishmentId) });
  void refreshAfterChange();
}

/** POST /api/establishments/:id/photos (multipart part 'photo'). */
export function useUploadPhoto(establishmentId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PHOTO_FIELD, file);
      return apiFetch<{ id: number; url: string }>(placeWriteUrls.photos(establishmentId), {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => refreshPhotos(establishmentId),
  });
}

/** PUT /api/establishments/:id/photos/order: the list shows the new order at once. */
export function useReorderPhotos(establishmentId: number) {
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      apiFetch<Photo[]>(placeWriteUrls.photoOrder(establishmentId), { method: 'PUT', body: { photoIds } }),
    onSuccess: (photos) => {
      queryClient.setQueryData(managedPhotosQuery(establishmentId).queryKey, photos);
      refreshPhotos(establishmentId);
    },
  });
}

/** PATCH /api/establishments/:id/photos/:photoId with the photo's description. */
export function useSetPhotoAlt(establishmentId: number) {
  return useMutation({
    mutationFn: ({ photoId, alt }: { photoId: number; alt: string }) =>
      apiFetch<Photo>(placeWriteUrls.photo(establishmentId, photoId), { method: 'PATCH', body: { alt } }),
    onSuccess: () => refreshPhotos(establishmentId),
  });
}

/** DELETE /api/establishments/:id/photos/:photoId. */
export function useDeletePhoto(establishmentId: number) {
  return useMutation({
    mutationFn: (photoId: number) =>
      apiFetch<void>(placeWriteUrls.photo(establishmentId, photoId), { method: 'DELETE' }),
    onSuccess: () => refreshPhotos(establishmentId),
  });
}
