// The media module's face: the only file other modules, app.ts and services.ts import.
export { createPhotoService, type PhotoService } from './photos';
export { mediaRoutes } from './routes';
export { createMediaService, type MediaService } from './service';
