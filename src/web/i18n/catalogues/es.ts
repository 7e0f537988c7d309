/** The Spanish core sections: one chunk with the language; the others load by section (../i18n.ts). */

import categories from './es/categories.json';
import common from './es/common.json';
import language from './es/language.json';

export default { ...common, ...language, ...categories };
