import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { isCalendarDate } from '../../../domain/dates';
import { weekdayCodeOf } from '../../../domain/event-times';
import { longDate, shortDate, weekdayCodeName } from '../../../domain/event-words';
import { twelveHour } from '../../../domain/hours-format';
import { EVENT_WEEKDAYS } from '../../../domain/schemas/events';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/Field';
import { FormSelectField, FormTextField, useFieldError, type ZodForm } from '../../ui/form';
import { endDay, type eventFormSchema, latestUntil } from './event-form';

type EventForm = ZodForm<ReturnType<typeof eventFormSchema>>;

const REPEAT_OPTIONS = [
  { value: 'never', label: 'Never (one date)' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly (same date)' },
];

/** The date and the two times; an end before the start is said to end after midnight. */
export function WhenFields({ form, today }: { form: EventForm; today: string }) {
  const [date, startTime, endTime] = useWatch({
    control: form.control,
    name: ['date', 'startTime', 'endTime'],
  });
  const ends = date && startTime && endTime ? endDay(date, startTime, endTime) : date;
  const overnight = Boolean(ends && ends !== date);
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormTextField form={form} name="date" label="Date" type="date" required className="sm:col-span-2" />
      <FormTextField form={form} name="startTime" label="Starts" type="time" required hint="Belize time." />
      <FormTextField
        form={form}
        name="endTime"
        label="Ends"
        type="time"
        required
        hint={
          overnight
            ? `Ends after midnight: ${shortDate(ends, today, 'en')} at ${twelveHour(endTime)}.`
            : 'An end earlier than the start ends after midnight.'
        }
      />
    </div>
  );
}

/** Which weekdays a weekly event happens on. */
function DaysFieldset({ form }: { form: EventForm }) {
  const id = useId();
  const error = useFieldError({ form, name: 'days' });
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="grid min-w-0 gap-2">
      <legend className="text-sm font-medium text-slate-800">On these days</legend>
      <div className="flex flex-wrap gap-2">
        {EVENT_WEEKDAYS.map((code) => {
          const name = weekdayCodeName(code, 'en');
          return (
            <label
              key={code}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-lagoon-700 has-checked:bg-lagoon-50"
            >
              <input type="checkbox" value={code} className="h-4 w-4" {...form.register('days')} />
              {name.slice(0, 3)}
              <span className="sr-only">{name.slice(3)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          None ticked: the date's weekday.
        </p>
      )}
    </fieldset>
  );
}

/** The dates a series does not happen on: a date input to add one, a chip to take each back. */
function SkipDates({ form, today }: { form: EventForm; today: string }) {
  const id = useId();
  const [skipped, date, until] = useWatch({ control: form.control, name: ['skipDates', 'date', 'until'] });
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = useFieldError({ form, name: 'skipDates' });
  const error = problem ?? serverError;
  const set = (next: string[]) => form.setValue('skipDates', next, { shouldDirty: true });
  const add = () => {
    if (!isCalendarDate(adding)) return setProblem('Choose a date to skip.');
    if (adding < date || (until && adding > until))
      return setProblem(`Choose a date from ${longDate(date, 'en')} to ${longDate(until, 'en')}.`);
    if (skipped.includes(adding)) return setProblem('That date is already skipped.');
    setProblem(null);
    form.clearErrors('skipDates');
    set([...skipped, adding].sort());
    setAdding('');
  };
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        Skip a date
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="date"
          value={adding}
          min={date}
          max={until}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0`}
          onChange={(e) => setAdding(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the date rather than sending the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="lg" className="shrink-0 px-4" onClick={add}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {skipped.length > 0 && (
        <ul aria-label="Skipped dates" className="flex flex-wrap gap-2">
          {skipped.map((d) => (
            <li
              key={d}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {shortDate(d, today, 'en')}
              <button
                type="button"
                aria-label={`Don't skip ${shortDate(d, today, 'en')}`}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-slate-200"
                onClick={() => set(skipped.filter((s) => s !== d))}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How often it repeats, on which days, until when, and the dates skipped. */
export function RepeatFields({ form, today }: { form: EventForm; today: string }) {
  const [frequency, date] = useWatch({ control: form.control, name: ['frequency', 'date'] });
  const latest = latestUntil(today);
  // Until the owner picks other days, the day ticked is the date's weekday, following the date (here,
  // not in the days' fieldset, so that it follows a date changed before "weekly" is chosen).
  const previous = useRef(date);
  useEffect(() => {
    const before = previous.current;
    previous.current = date;
    if (!date || !before || before === date) return;
    const days = form.getValues('days');
    if (days.length === 1 && days[0] === weekdayCodeOf(before)) form.setValue('days', [weekdayCodeOf(date)]);
  }, [date, form]);
  return (
    <div className="grid gap-4">
      <FormSelectField form={form} name="frequency" label="Repeats" options={REPEAT_OPTIONS} />
      {frequency === 'weekly' && <DaysFieldset form={form} />}
      {frequency !== 'never' && (
        <>
          <FormTextField
            form={form}
            name="until"
            label="Until"
            type="date"
            required
            min={date}
            max={latest}
            hint={`The last date it may happen on, at most a year ahead (${longDate(latest, 'en')}).`}
          />
          <SkipDates form={form} today={today} />
        </>
      )}
    </div>
  );
}
