/** The Spanish catalogue: one chunk, loaded only on pages in this language (../i18n.ts). */

import booking from './es/booking.json';
import categories from './es/categories.json';
import category from './es/category.json';
import common from './es/common.json';
import hours from './es/hours.json';
import landing from './es/landing.json';
import language from './es/language.json';
import map from './es/map.json';
import place from './es/place.json';

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
