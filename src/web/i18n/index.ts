/** The interface's languages: the one face of src/web/i18n. */
export {
  catalogueLoaded,
  i18nOf,
  loadCatalogue,
  loadSections,
  type MessageKey,
  type MessageValues,
  type Translate,
  translate,
  withSections,
} from './i18n';
export { LocaleProvider, useHasCatalogue, useLocale, useT } from './LocaleProvider';
