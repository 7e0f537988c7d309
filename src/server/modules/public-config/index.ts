// The public-config module's face: the only file other modules and app.ts import.
export { publicConfig, publicConfigRoutes } from './routes';
