import { z } from 'zod';
import { OPENING_HOURS_MAX_LENGTH, openingHoursProblem } from '../hours';
import { ENTER_TEXT, tooLong } from './messages';

// Its own file: the parser is heavy, and only the forms that edit hours should load it.
/**
 * Opening hours in OpenStreetMap `opening_hours` syntax ("Mo-Fr 08:00-17:00; Sa 09:00-12:00"), checked
 * with the same parser that evaluates them; blank or null clears them (the free-text hours stay).
 */
export const openingHoursField = z
  .string(ENTER_TEXT)
  .trim()
  .max(OPENING_HOURS_MAX_LENGTH, tooLong(OPENING_HOURS_MAX_LENGTH))
  .nullable()
  .transform((s, ctx) => {
    if (s === null || s === '') return null;
    const problem = openingHoursProblem(s);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `is not valid opening hours (such as "Mo-Fr 08:00-17:00; Sa 09:00-12:00"): ${problem}`,
      });
    return s;
  });
