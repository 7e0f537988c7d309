import { Accessibility } from 'lucide-react';
import { Suspense } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { loadSections } from '../../i18n';
import { PartBoundary } from '../../ui/LoadFailed';
import { Modal, ModalCloseButton } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { AmenitiesEditor } from '../business';

/** The editor's words (the owners' portal section), asked for before the dialog opens (hover, focus). */
export const preloadAmenityWords = () => void loadSections('en', ['portal']);

/**
 * The admin answers any place's amenities in the owners' editor (features/business), in a modal like the
 * hours' (HoursDialog.tsx): Save sends only the answers changed, and closes it. `est` null: closed.
 */
export function AmenitiesDialog({ est, onClose }: { est: Establishment | null; onClose: () => void }) {
  return (
    <Modal
      open={est !== null}
      onClose={onClose}
      title={est ? `Amenities of ${est.name}` : 'Amenities'}
      description={
        est
          ? `${[est.category?.name, est.area?.name ?? 'Unknown Area'].filter(Boolean).join(' · ')}. Not sure leaves an answer out: visitors see nothing rather than a wrong answer.`
          : ''
      }
      icon={<Accessibility className="h-5 w-5" aria-hidden />}
      aside={<ModalCloseButton onClose={onClose} />}
    >
      {est && (
        <PartBoundary>
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner /> Loading the amenities…
              </p>
            }
          >
            {/* Keyed by place: another place's editor starts from that place's answers. */}
            <AmenitiesEditor key={est.id} est={est} onSaved={onClose} onCancel={onClose} />
          </Suspense>
        </PartBoundary>
      )}
    </Modal>
  );
}
