/** The catalogues' keys, from the English files (catalogues.test.ts: Spanish has the same). */

import type account from './en/account.json';
import type booking from './en/booking.json';
import type categories from './en/categories.json';
import type category from './en/category.json';
import type common from './en/common.json';
import type events from './en/events.json';
import type geo from './en/geo.json';
import type hours from './en/hours.json';
import type landing from './en/landing.json';
import type language from './en/language.json';
import type map from './en/map.json';
import type notFound from './en/notFound.json';
import type place from './en/place.json';
import type planner from './en/planner.json';
import type portal from './en/portal.json';
import type report from './en/report.json';
import type trip from './en/trip.json';
import type updates from './en/updates.json';

export type MessageKey =
  | keyof typeof common
  | keyof typeof language
  | keyof typeof categories
  | keyof typeof landing
  | keyof typeof category
  | keyof typeof hours
  | keyof typeof place
  | keyof typeof planner
  | keyof typeof report
  | keyof typeof updates
  | keyof typeof booking
  | keyof typeof map
  | keyof typeof notFound
  | keyof typeof geo
  | keyof typeof account
  | keyof typeof trip
  | keyof typeof events
  | keyof typeof portal;
