import { ConfigError, loadConfig, loadDotEnv } from './config';
import type { Database } from './db/client';

async function main() {
  const started = performance.now();
  loadDotEnv();
  const config = loadConfig();
  // The server's modules load once the configuration is good: a bad or missing variable stops start-up
  // at once, before they are read.
  const [{ buildApp }, { openDatabase }, { seedIfEmpty }, { ensureAdminFromEnv }] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./db/seed/seed'),
    import('./modules/accounts'),
  ]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const shutdown = async (signal: string) => {
    app?.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error(`${signal}: in-flight requests did not finish within 10 s; exiting`);
      process.exit(1);
    }, 10_000);
    force.unref();
    let code = 0;
    try {
      // Stops accepting connections, answers 503 on kept-alive ones, waits for in-flight requests.
      await app?.close();
    } catch (err) {
      code = 1;
      console.error(`${signal}: closing the server failed: ${(err as Error).message}`);
    }
    try {
      await database.close();
      console.log(`${signal}: database closed cleanly`);
    } catch (err) {
      code = 1;
      console.error(`${signal}: closing the database failed: ${(err as Error).message}`);
    }
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  try {
    await database.migrate();
    if (config.SEED && (await seedIfEmpty(database.db))) console.log('Seeded the default catalogue');
    const admin = await ensureAdminFromEnv(database.db, config);
    if (admin) console.log(`Admin account ready: ${admin.email}`);
    app = await buildApp({ database, config });
    await app.listen({ port: config.PORT, host: config.HOST });
    // Production says it from the mail module, where its log leaves the links out.
    if (!config.SMTP_URL && config.NODE_ENV !== 'production')
      app.log.warn(
        'Mail goes to this log: SMTP_URL is not set. Mails are not sent; they are written here with their links (password resets too).',
      );
    app.log.info(
      `Ambergris guide ready on port ${config.PORT} (${database.kind}) in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (err) {
    await closeQuietly(database);
    throw err;
  }
}

async function closeQuietly(database: Database) {
  await database.close().catch(() => {});
}

main().catch(async (err) => {
  const known = err instanceof ConfigError || err instanceof (await import('./db/client')).DatabaseError;
  console.error(known ? err.message : `Start-up failed: ${err?.message ?? err}`);
  process.exit(1);
});
