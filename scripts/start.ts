/**
 * npm start: checks the configuration first (a bad or missing variable stops here, in about a second,
 * with one line naming it), builds the web app unless the build on disk was made for this mode
 * (React's development or production runtime) from the sources as they are now (dist/build-info.json),
 * then starts the server in this process.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { type BuildMode, buildStaleReason } from '../src/server/lib/build-record';

const root = fileURLToPath(new URL('..', import.meta.url));

let mode: BuildMode;
try {
  loadDotEnv();
  mode = loadConfig().NODE_ENV === 'production' ? 'production' : 'development';
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const stale = buildStaleReason(root, mode);
if (!stale) console.log('The web app is built and current: not rebuilding (npm run build forces it)');
else {
  console.log(`Building the web app for ${mode}: ${stale}`);
  const env = { ...process.env, NODE_ENV: mode };
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main');
