/** The English core sections: one chunk with the language; the others load by section (../i18n.ts). */

import categories from './en/categories.json';
import common from './en/common.json';
import language from './en/language.json';

export default { ...common, ...language, ...categories };
