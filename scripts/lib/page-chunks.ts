import path from 'node:path';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';

/**
 * How the browser build cuts the app into chunks, so that a visitor's page asks for a handful of files
 * rather than dozens.
 *
 * Left alone, the bundler gives every set of lazily loaded modules that use a module its own chunk. The
 * app (app.tsx) is itself loaded lazily, by the boot loader (main.tsx), so everything it shares with a
 * page (React, the query client, the fetcher, each icon...) is cut into small chunks of its own: a
 * detail page asked for seventy files, each costing a phone its headers and a turn of one of its few
 * connections. Which modules a lazily loaded chunk really uses is only known once the bundler has
 * shaken the unused exports out of the features' faces, so this plugin first runs the same build
 * without writing it (a survey), and then groups by what that build loaded:
 * - a module the app's chunks load goes in the app's chunk: it is loaded before any page anyway;
 * - a module that one visitor page loads beyond those, in that page's chunk;
 * - a module that two or more visitor pages load, in one chunk they share.
 * The rest (the map's Leaflet, forms, editors, the signed-in pages' parts) keeps the bundler's own cuts,
 * so what is loaded on demand still is. A watching build (npm run dev) skips the survey.
 */
/** The chunk of what two or more visitor pages load. */
const SHARED = 'visitor-pages';
/**
 * The least source (unminified, as the survey measures it) that earns modules shared by some of the
 * pages a chunk of their own: below it, the other pages' extra bytes cost less than one more request.
 */
const MIN_SET_CHUNK = 12_000;

export interface PageChunksOptions {
  /** The boot loader's module and the app's: every page loads both first. */
  bootLoader: string;
  app: string;
  /** The page modules a visitor reaches without signing in, whose weight is budgeted. */
  visitorPages: readonly string[];
  /** Parts the app loads on every page once it has settled (the live stream, the service worker's registration). */
  everyPage: readonly string[];
  /** The plugins the survey needs to read the sources (JSX, catalogues, styles), none that writes files. */
  surveyPlugins: () => PluginOption[];
}

/** The chunk of every module a visitor page loads at once, by the group rules above. */
export function groupsOf(chunks: Rolldown.OutputChunk[], options: PageChunksOptions): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rolldown.OutputChunk | undefined) => {
    const seen = new Set<string>();
    const queue = start ? [start.fileName] : [];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const facadeOf = (id: string) => chunks.find((c) => c.facadeModuleId === id);
  const boot = closure(facadeOf(options.bootLoader));
  const groupOfFile = new Map<string, string>();
  for (const file of closure(facadeOf(options.app))) if (!boot.has(file)) groupOfFile.set(file, 'app');
  const pagesOfFile = new Map<string, Set<string>>();
  const loadedBy = (entry: string, pages: readonly string[]) => {
    for (const file of closure(facadeOf(entry)))
      if (!boot.has(file) && !groupOfFile.has(file))
        pagesOfFile.set(file, new Set([...(pagesOfFile.get(file) ?? []), ...pages]));
  };
  for (const page of options.visitorPages) loadedBy(page, [page]);
  for (const part of options.everyPage) loadedBy(part, options.visitorPages);

  // A module shared by some pages goes in a chunk of those pages only when that chunk would be worth
  // its own request; smaller sets join the chunk every visitor page loads.
  const pageName = (page: string) => path.basename(page, path.extname(page));
  const setOf = (pages: Set<string>) =>
    pages.size === options.visitorPages.length
      ? SHARED
      : `${SHARED}-${[...pages].map((p) => pageName(p).replace(/Page$/, '')).join('-')}`;
  const sizeOfSet = new Map<string, number>();
  const sizeOf = (file: string) =>
    Object.values(byFile.get(file)?.modules ?? {}).reduce((sum, m) => sum + m.renderedLength, 0);
  for (const [file, pages] of pagesOfFile)
    if (pages.size > 1) sizeOfSet.set(setOf(pages), (sizeOfSet.get(setOf(pages)) ?? 0) + sizeOf(file));
  for (const [file, pages] of pagesOfFile) {
    if (pages.size === 1) groupOfFile.set(file, pageName([...pages][0]));
    else groupOfFile.set(file, (sizeOfSet.get(setOf(pages)) ?? 0) >= MIN_SET_CHUNK ? setOf(pages) : SHARED);
  }
  // What the shared chunk imports must be in it too, or every page would load the chunk it imports.
  const shared = [...groupOfFile].filter(([, group]) => group === SHARED).map(([file]) => file);
  for (let file = shared.pop(); file !== undefined; file = shared.pop())
    for (const imported of byFile.get(file)?.imports ?? [])
      if (groupOfFile.get(imported)?.startsWith(`${SHARED}-`)) {
        groupOfFile.set(imported, SHARED);
        shared.push(imported);
      }

  const groupOfModule = new Map<string, string>();
  for (const [file, group] of groupOfFile)
    for (const id of byFile.get(file)?.moduleIds ?? [])
      if (!id.endsWith('.css')) groupOfModule.set(id, group);
  return groupOfModule;
}

export function pageChunks(options: PageChunksOptions): Plugin {
  let groupOfModule = new Map<string, string>();
  let root = '';
  return {
    name: 'ambergris-page-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          // Captured in this order, each group with what it imports that no earlier group took.
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'app', priority: 3, test: (id: string) => groupOfModule.get(id) === 'app' },
                {
                  name: (id: string) =>
                    groupOfModule.get(id)?.startsWith(SHARED) ? groupOfModule.get(id) : null,
                  priority: 2,
                },
                { name: (id: string) => groupOfModule.get(id) ?? null, debugName: 'page', priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (this.meta.watchMode) return;
      const output = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: options.surveyPlugins(),
        build: { write: false, minify: false, target: 'es2022', reportCompressedSize: false },
      });
      const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
      groupOfModule = groupsOf(chunks, options);
      if (groupOfModule.size === 0) this.error('The chunk survey found neither the app nor its pages');
    },
  };
}
