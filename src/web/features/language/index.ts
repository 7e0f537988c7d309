// The face of the language feature: what pages and other features may use of it.
export { LanguageOffer } from './LanguageOffer';
export { LanguageSwitch } from './LanguageSwitch';
