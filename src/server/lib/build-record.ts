import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: a change to any of them makes the built app stale. */
export const BUILD_INPUTS = ['src/web', 'src/domain', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** What `npm run build` writes last in each of its two steps (browser bundle, server-rendering bundle). */
export const BUILD_OUTPUTS = [
  'dist/web/index.html',
  'dist/web/.vite/manifest.json',
  'dist/ssr/entry-server.js',
];
/**
 * What each of the two builds was made from (written by vite.config.ts when a build finishes): outside
 * dist/web, so it is never served.
 */
export const BUILD_INFO = 'dist/build-info.json';

/** React's runtime in a build: `development` (jsxDEV, checks) or `production`. */
export type BuildMode = 'development' | 'production';
export type BuildPart = 'web' | 'ssr';
export interface BuildStamp {
  mode: BuildMode;
  /** sha256 of every input file's path and content (inputsHash). */
  inputs: string;
}
export type BuildInfo = Partial<Record<BuildPart, BuildStamp>>;

function inputFiles(root: string, rel: string): string[] {
  const file = path.join(root, rel);
  if (!existsSync(file)) return [];
  if (!statSync(file).isDirectory()) return [rel];
  return readdirSync(file)
    .sort()
    .flatMap((name) => inputFiles(root, path.posix.join(rel, name)));
}

/** One hash of every build input's path and content: equal exactly when a build would read the same. */
export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const rel of BUILD_INPUTS.flatMap((input) => inputFiles(root, input))) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readBuildInfo(root: string): BuildInfo {
  try {
    return JSON.parse(readFileSync(path.join(root, BUILD_INFO), 'utf8')) as BuildInfo;
  } catch {
    return {};
  }
}

/** Records what one part of the build was made from (null: forgets it), keeping the other part's record. */
export function writeBuildStamp(root: string, part: BuildPart, stamp: BuildStamp | null) {
  const info = { ...readBuildInfo(root), [part]: stamp ?? undefined };
  mkdirSync(path.join(root, path.dirname(BUILD_INFO)), { recursive: true });
  writeFileSync(path.join(root, BUILD_INFO), `${JSON.stringify(info)}\n`);
}

/**
 * Why the build on disk cannot be served in `mode`, or null when it can: an output is missing, a part
 * has no record, was built for the other mode, or from other sources.
 */
export function buildStaleReason(root: string, mode: BuildMode): string | null {
  if (!BUILD_OUTPUTS.every((f) => existsSync(path.join(root, f)))) return 'the build is incomplete';
  const info = readBuildInfo(root);
  let hash: string | undefined;
  for (const part of ['web', 'ssr'] as const) {
    const stamp = info[part];
    if (!stamp) return `${BUILD_INFO} does not say what the ${part} build was made from`;
    if (stamp.mode !== mode) return `the ${part} build was made for ${stamp.mode}, not ${mode}`;
    hash ??= inputsHash(root);
    if (stamp.inputs !== hash) return `the sources changed since the ${part} build`;
  }
  return null;
}
