/**
 * npm start: checks the configuration first (a bad or missing variable stops here, in about a second,
 * with one line naming it), builds the web app only when its sources are newer than the build, then
 * starts the server in this process.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { buildIsCurrent } from './lib/build-freshness';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  loadDotEnv();
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

if (buildIsCurrent(root))
  console.log('The web app is built and current: not rebuilding (npm run build forces it)');
else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main');
