// The live module's face: the only file other modules, app.ts and lib import.
export { liveRoutes } from './routes';
export { createLiveService, type LiveService } from './service';
export { HEARTBEAT_MS } from './streams';
