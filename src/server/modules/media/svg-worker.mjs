// The SVG sanitising worker (see images.ts). Worker threads load modules with Node's own loader, so
// TypeScript support is registered here before the sanitiser is imported.
import { register } from 'tsx/esm/api';

register();
const { default: sanitiseSvgText } = await import('./svg-sanitiser.ts');

export default sanitiseSvgText;
