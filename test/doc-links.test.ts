import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'src/server/db/seed/README.md',
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchor(m[1])));
}

/** What is wrong with a link from `from` to `target` (a path relative to it, maybe with #anchor), or null. */
function problem(from: string, target: string): string | null {
  const [file, hash] = target.split('#');
  const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(from), file)) : from;
  if (!existsSync(path.join(ROOT, resolved))) return `${from}: ${target} does not exist`;
  if (hash && resolved.endsWith('.md') && !anchorsOf(resolved).has(hash))
    return `${from}: ${target} names no heading of ${resolved}`;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(name) ? [rel] : [];
  });
}

describe('documentation links', () => {
  it('every relative link in the README and the docs leads to a file (and heading) of the repository', () => {
    const problems: string[] = [];
    for (const doc of DOCS) {
      const text = readFileSync(path.join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const p = problem(doc, target);
        if (p) problems.push(p);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every code comment's pointer into the docs names a heading that exists", () => {
    const problems: string[] = [];
    for (const file of [
      ...sourceFiles('src'),
      ...sourceFiles('test'),
      ...sourceFiles('e2e'),
      ...sourceFiles('scripts'),
    ])
      for (const [, target] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(
        /\b(docs\/[\w-]+\.md#[\w-]+)/g,
      )) {
        const p = problem('README.md', target);
        if (p) problems.push(`${file}: ${p}`);
      }
    expect(problems).toEqual([]);
  });
});
