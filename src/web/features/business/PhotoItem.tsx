import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PHOTO_ALT_MAX } from '../../../domain/photos';
import type { Photo } from '../../../domain/schemas/photos';
import { errorMessage } from '../../api/fetcher';
import { useDeletePhoto, useSetPhotoAlt } from '../../api/photos';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';

/** One photo in the manager's list: preview, hero badge, order buttons, description and delete. */
export function PhotoItem({
  photo,
  index,
  total,
  establishmentId,
  placeName,
  busy,
  onMove,
}: {
  photo: Photo;
  index: number;
  total: number;
  establishmentId: number;
  placeName: string;
  /** A reorder is on its way: order buttons wait for it. */
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const altId = useId();
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [confirming, setConfirming] = useState(false);
  const saveAlt = useSetPhotoAlt(establishmentId);
  const remove = useDeletePhoto(establishmentId);
  const label = `photo ${index + 1}`;
  const altChanged = alt.trim() !== (photo.alt ?? '');

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[10rem_1fr]">
      <div className="relative aspect-[16/10] overflow-hidden rounded-md bg-slate-100">
        <img
          src={photo.cardUrl}
          alt={photo.alt ?? placeName}
          width={photo.width}
          height={photo.height}
          className="h-full w-full object-cover"
        />
        {index === 0 && (
          <span className="absolute top-1.5 left-1.5">
            <Badge tone="green">
              <Star className="h-3 w-3" aria-hidden /> Hero
            </Badge>
          </span>
        )}
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <form
          className="grid gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            saveAlt.mutate(
              { photoId: photo.id, alt },
              {
                onSuccess: () => toast({ title: 'Saved', description: 'Photo description saved' }),
                onError: (err) =>
                  toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
              },
            );
          }}
        >
          <label htmlFor={altId} className="text-sm font-medium text-slate-800">
            Description of {label} (for people who cannot see it)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={altId}
              value={alt}
              maxLength={PHOTO_ALT_MAX}
              onChange={(e) => setAlt(e.target.value)}
              placeholder={`e.g. The terrace of ${placeName} at sunset`}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <Button type="submit" variant="outline" disabled={!altChanged || saveAlt.isPending}>
              {saveAlt.isPending && <Spinner />}
              Save
            </Button>
          </div>
        </form>
        <div className="flex flex-wrap gap-2">
          {index > 0 && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onMove(index, 0)}>
              <Star className="h-4 w-4" aria-hidden /> Make hero
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={busy || index === 0}
            aria-label={`Move ${label} earlier`}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp className="h-4 w-4" aria-hidden /> Earlier
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || index === total - 1}
            aria-label={`Move ${label} later`}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden /> Later
          </Button>
          {confirming ? (
            <>
              <Button
                size="sm"
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => toast({ title: 'Deleted', description: 'The photo was deleted' }),
                    onError: (err) =>
                      toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
                  })
                }
              >
                {remove.isPending ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden />}
                Yes, delete {label}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Delete ${label}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
