import { BookmarkPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ItineraryDay } from '../../../domain/planner';
import { listOfDays } from '../../../domain/trip-days';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { Button } from '../../ui/Button';
import { changeTrips, newListId, withList } from './store';

/** Keeps the planner's suggested days as a list of the visitor's, to change on the trip page. */
export function SaveItinerary({ days, title }: { days: readonly ItineraryDay[]; title: string }) {
  const t = useT('planner');
  const p = usePaths();
  const navigate = useNavigate();
  const save = async () => {
    const list = listOfDays(
      newListId(),
      title,
      null,
      days.map((d) => d.items.map((i) => i.place.id)),
      new Date(),
    );
    await changeTrips((trips) => withList(trips, list));
    navigate(`${p.trip()}?list=${encodeURIComponent(list.id)}`);
  };
  return (
    <Button variant="outline" className="mt-5" onClick={save}>
      <BookmarkPlus className="h-4 w-4" aria-hidden />
      {t('planner.saveAsTrip')}
    </Button>
  );
}
