import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** One Lighthouse run (mobile, its default simulated throttling) in Debian's chromium, as JSON. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }
  >;
  runtimeError?: { message: string };
}

const require = createRequire(import.meta.url);

export function lighthouseVersion(): string {
  return require('lighthouse/package.json').version;
}

export function runLighthouse(
  url: string,
  categories: readonly string[] = CATEGORIES,
): Promise<LighthouseReport> {
  const cli = require.resolve('lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        '--quiet',
        `--only-categories=${categories.join(',')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.once('exit', (code) => {
      // A page that fails (e.g. NO_FCP) still gets a report carrying runtimeError; print it as a row.
      try {
        resolve(JSON.parse(out));
      } catch {
        if (code === 0) return reject(new Error(`lighthouse printed no report for ${url}`));
        resolve({
          categories: {},
          audits: {},
          runtimeError: { message: `lighthouse exited with code ${code}` },
        });
      }
    });
  });
}
