// Every table, as the services (`import * as t from '../../db/schema'`), the database client and
// drizzle-kit read them. The tables live in schema-core.ts and its companions, which reference the
// core's tables; this file only gathers them, so no table file imports a file that re-exports it.
export * from './schema-changes';
export * from './schema-core';
export * from './schema-events';
export * from './schema-freshness';
export * from './schema-idempotency';
export * from './schema-insights';
export * from './schema-live';
export * from './schema-stays';
export * from './schema-trips';
