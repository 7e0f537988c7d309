import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, removeProjectCopies } from './project-copy';
import { exited, type ServerProcess, startServer } from './server-process';

afterAll(removeProjectCopies);

/** The production server of the copy (src/server/main.ts), as `npm run serve` starts it. */
function serve(root: string): ServerProcess {
  return startServer(root, root, {
    NODE_ENV: 'production',
    SESSION_SECRET: 'production-secret-production-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: path.join(root, 'data'),
    SEED: 'false',
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
  });
}

/** What a bundle built with React's development runtime does under NODE_ENV=production. */
const DEVELOPMENT_RUNTIME_BUNDLE = `import { jsxDEV } from 'react/jsx-dev-runtime';
export const serverRendered = () => true;
export const clientRenderedHead = () => null;
export const selfCheck = () => { jsxDEV('span', {}, undefined, false, undefined, this); };
export const render = async () => null;
`;

describe('a production start', { timeout: 120_000 }, () => {
  it('refuses a build made for development, with one line', async () => {
    const copy = projectCopy();
    copy.stamp('development');
    const child = serve(copy.root);
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Start-up failed: Server rendering cannot start: the web build .* was made for development/,
    );
  });

  it('stops with one line when the rendering bundle cannot work (React development runtime)', async () => {
    const copy = projectCopy();
    copy.stamp('production');
    copy.bundle(DEVELOPMENT_RUNTIME_BUNDLE);
    const child = serve(copy.root);
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/^Start-up failed: Server rendering cannot start: .*jsxDEV is not a function/);
  });
});
