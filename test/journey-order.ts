import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser journeys that take longest, started first: the workers share the journeys, and a long
 * one started last would leave the others idle at the end of the run. Vitest orders by each file's
 * last duration when it has one (its cache, which a clean clone lacks), else by the file's size, and
 * some of the longest are short files that sweep many pages through a shared helper. Order only:
 * nothing else depends on it.
 */
const LONGEST_FIRST = [
  /\/accessibility-.*\.e2e\.ts$/,
  /\/owner-journey\.e2e\.ts$/,
  /\/trip\.e2e\.ts$/,
  /\/spanish\.e2e\.ts$/,
  /\/offline\.e2e\.ts$/,
  /\/map\.e2e\.ts$/,
  /\/phone\.e2e\.ts$/,
  /\/map-clusters\.e2e\.ts$/,
  /\/live\.e2e\.ts$/,
];

export default class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(
        `${f.project.name}:${path.relative(this.ctx.config.root, f.moduleId)}`,
      );
    // A run that knows every file's duration already starts with the longest.
    if (sorted.every(timed)) return sorted;
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((re) => re.test(f.moduleId));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((file, at) => ({ file, at }))
      .sort(
        (a, b) =>
          a.file.project.name.localeCompare(b.file.project.name) ||
          rank(a.file) - rank(b.file) ||
          a.at - b.at,
      )
      .map(({ file }) => file);
  }
}
