/** The English catalogue: one chunk, loaded only on pages in this language (../i18n.ts). */

import booking from './en/booking.json';
import categories from './en/categories.json';
import category from './en/category.json';
import common from './en/common.json';
import hours from './en/hours.json';
import landing from './en/landing.json';
import language from './en/language.json';
import map from './en/map.json';
import place from './en/place.json';

export default {
  ...common,
  ...landing,
  ...categories,
  ...category,
  ...hours,
  ...place,
  ...booking,
  ...map,
  ...language,
};
