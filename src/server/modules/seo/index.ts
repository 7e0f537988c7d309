// The seo module's face: the only file app.ts, services.ts and scripts import.
export { renderOgCard } from './og-card';
export { seoRoutes } from './routes';
export { createSeoService } from './service';
