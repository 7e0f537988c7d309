/**
 * The admin's position editor of the map page: an Edit Positions toggle; in edit mode a pin click
 * selects the pin for dragging (or arrow keys), and its popup saves (POST
 * /api/establishments/update-position) or cancels. Only Leaflet's types are used here, so the page
 * offering it does not pull Leaflet into its own chunk.
 */
import type L from 'leaflet';
import { Move, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useUpdatePosition } from '../../api/map';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import type { MapPoint } from './map-logic';

export const EDIT_HINT =
  'Click on any establishment marker to drag it to a new position. Use the Save/Cancel buttons in the popup to confirm changes.';

type LatLng = { latitude: number; longitude: number };

/** What the map needs of the editor (see LeafletMap's `editor` prop). */
export interface PositionEditor {
  /** Edit mode is on: pin clicks select instead of opening, and the view stays where it is. */
  editing: boolean;
  /** The pin being moved; the map never hides it in a cluster. */
  selectedId: number | null;
  /** Where the selected pin has been moved to, not saved yet. */
  pending: LatLng | null;
  /** While saving, the selected pin cannot be dragged. */
  saving: boolean;
  /** A pin was clicked or pressed in edit mode. */
  select(point: MapPoint, marker: L.Marker, viaKeyboard: boolean): void;
  /** The selected pin was dragged or nudged. */
  moved(id: number, position: LatLng): void;
  /** Content of the selected pin's popup (Save/Cancel). */
  popup: React.ReactNode;
  /** The Edit Positions toggle and hint, shown above the map. */
  toolbar: React.ReactNode;
}

/** The editor for admins; null for everyone else (sign-out ends edit mode). */
export function usePositionEditor(): PositionEditor | null {
  const { user } = useCurrentUser();
  const canEdit = user?.role === 'admin';
  const [editMode, setEditMode] = useState(false);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [pending, setPending] = useState<LatLng | null>(null);
  const updatePosition = useUpdatePosition();
  const markers = useRef(new Map<number, L.Marker>());
  const hintId = useId();

  const leave = useCallback(() => {
    setEditMode(false);
    setSelected(null);
    setPending(null);
  }, []);
  useEffect(() => {
    if (!canEdit && editMode) leave();
  }, [canEdit, editMode, leave]);

  const selectedId = selected?.id ?? null;
  // The selected pin's Save/Cancel popup opens on selection and again after each move.
  const pendingKey = pending ? `${pending.latitude},${pending.longitude}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopen after every move (pendingKey)
  useEffect(() => {
    if (selectedId === null) return;
    const marker = markers.current.get(selectedId);
    if (marker && !marker.isPopupOpen()) marker.openPopup();
  }, [selectedId, pendingKey]);

  const latest = useRef(selectedId);
  latest.current = selectedId;
  const select = useCallback((point: MapPoint, marker: L.Marker, viaKeyboard: boolean) => {
    markers.current.set(point.id, marker);
    if (latest.current !== point.id) {
      setSelected(point);
      setPending(null);
    } else if (viaKeyboard) marker.openPopup();
  }, []);
  const moved = useCallback((id: number, position: LatLng) => {
    if (latest.current === id) setPending(position);
  }, []);

  const cancel = () => {
    markers.current.get(selectedId ?? -1)?.closePopup();
    leave();
  };
  const save = () => {
    if (!selected || !pending) return;
    updatePosition.mutate(
      { id: selected.id, ...pending },
      {
        onSuccess: () => {
          toast({ title: 'Position saved', description: `${selected.name} has been moved.` });
          markers.current.get(selected.id)?.closePopup();
          setSelected(null);
          setPending(null);
        },
        onError: (err) =>
          toast({ title: 'Position not saved', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };

  const editing = canEdit && editMode;
  const saving = updatePosition.isPending;
  const popup = selected && (
    <EditPopup point={selected} pending={pending} saving={saving} onSave={save} onCancel={cancel} />
  );
  const toolbar = (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        variant={editMode ? 'danger' : 'outline'}
        aria-pressed={editMode}
        aria-describedby={editMode ? hintId : undefined}
        onClick={() => (editMode ? cancel() : setEditMode(true))}
      >
        {editMode ? <X className="h-4 w-4" aria-hidden /> : <Move className="h-4 w-4" aria-hidden />}
        {editMode ? 'Exit Edit' : 'Edit Positions'}
      </Button>
      {editMode && (
        <p id={hintId} className="flex-1 text-sm text-slate-700" role="status">
          {EDIT_HINT}
        </p>
      )}
    </div>
  );
  if (!canEdit) return null;
  return { editing, selectedId: editing ? selectedId : null, pending, saving, select, moved, popup, toolbar };
}

/** Popup of the selected pin in edit mode. */
function EditPopup({
  point,
  pending,
  saving,
  onSave,
  onCancel,
}: {
  point: MapPoint;
  pending: LatLng | null;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="min-w-48 max-w-64 font-sans text-slate-800">
      <div className="text-base leading-snug font-semibold text-lagoon-900">{point.name}</div>
      <div className="mt-1 text-sm text-slate-600" aria-live="polite">
        {pending
          ? `New position: ${pending.latitude.toFixed(5)}, ${pending.longitude.toFixed(5)}`
          : 'Drag the marker (or focus it and use the arrow keys) to its new position.'}
      </div>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={onSave} disabled={!pending || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
