// The idempotency module's face: the only file other modules and services.ts import.
export { idempotencyErrors, idempotencyHeaders, idempotent, idempotentForVisitors } from './hooks';
export { createIdempotencyService } from './service';
