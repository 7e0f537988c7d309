import { ImagePlus, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_SIZE_MESSAGE } from '../../../domain/photos';
import { errorMessage } from '../../api/fetcher';
import { useManagedPhotos, useReorderPhotos, useUploadPhoto } from '../../api/photos';
import { formatBytes } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { PhotoItem } from './PhotoItem';

/** What the file chooser offers; the server recognises the type by content again. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Checked before upload so a phone never sends a too-big photo. */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !file.type.startsWith('image/')) return 'Please choose a photo (JPG, PNG, WebP or HEIC).';
  if (file.size > PHOTO_MAX_BYTES) return `This photo is ${formatBytes(file.size)}. ${PHOTO_SIZE_MESSAGE}.`;
  if (file.size === 0) return 'This file is empty. Please choose another photo.';
  return null;
}

/** Photos: add (up to 12), reorder (the first is the hero), describe and delete a place's photos. */
export function DashboardPhotos({ establishmentId, name }: { establishmentId: number; name: string }) {
  const photos = useManagedPhotos(establishmentId);
  const upload = useUploadPhoto(establishmentId);
  const reorder = useReorderPhotos(establishmentId);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = photos.data ?? [];
  const full = list.length >= PHOTO_MAX_COUNT;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    const file = e.target.files?.[0];
    if (!file) return;
    const issue = photoFileProblem(file);
    setProblem(issue);
    if (issue) {
      e.target.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Success', description: 'Photo added' }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const move = (from: number, to: number) => {
    const ids = list.map((p) => p.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    reorder.mutate(ids, {
      onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  const error = problem ?? (upload.isError ? `Failed to add the photo: ${errorMessage(upload.error)}` : null);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-lagoon-900">Photos</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your first photo is the hero on your card and page; all of them make your page's gallery. Location and
        camera details are removed from every photo.
      </p>
      <div className="mt-4 grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Add a photo
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={choose}
          disabled={full || upload.isPending}
          aria-describedby={hintId}
          aria-invalid={Boolean(problem)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-lagoon-50 file:px-4 file:py-2 file:font-medium file:text-lagoon-800 hover:file:bg-lagoon-100"
        />
        <p id={hintId} className="text-xs text-slate-600">
          JPG, PNG, WebP or HEIC, up to 8 MB. {list.length} of {PHOTO_MAX_COUNT} photos
          {full ? ': delete one to add another.' : '.'}
        </p>
        {upload.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-lagoon-800">
            <Spinner /> Uploading and preparing your photo…
          </p>
        )}
        {error && <FormError message={error} />}
      </div>
      {photos.isLoading ? (
        <Skeleton className="mt-5 h-40" />
      ) : photos.isError ? (
        <div className="mt-5">
          <FormError message={`We could not load the photos: ${errorMessage(photos.error)}`} />
        </div>
      ) : list.length === 0 ? (
        <div className="mt-5 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          <ImagePlus className="h-8 w-8 text-lagoon-700" aria-hidden />
          No photos yet: visitors see the guide's illustration until you add one.
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            <Upload className="h-4 w-4" aria-hidden /> Choose a photo
          </Button>
        </div>
      ) : (
        <ol className="mt-5 grid gap-3" aria-label={`Photos of ${name}, in order`}>
          {list.map((p, i) => (
            <PhotoItem
              key={p.id}
              photo={p}
              index={i}
              total={list.length}
              establishmentId={establishmentId}
              placeName={name}
              busy={reorder.isPending}
              onMove={move}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
