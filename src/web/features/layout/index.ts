// The face of the layout feature: what pages and other features may use of it.
export { LocalizedLayout } from './Layout';
