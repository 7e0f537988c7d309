/**
 * The worst case of an opening-hours value on the server (`npm run bench:hours`): adversarial values
 * of the accepted form (domain/hours.ts) at its longest are checked, evaluated for "open now" and laid
 * out as the week, as a write and its reply do. Reports the median and the slowest, in CPU time of this
 * process (steadier than the wall clock on a busy machine). Each value is new, so no cache helps.
 */
import { OPENING_HOURS_MAX_LENGTH, openingHoursProblem, openState, weekHours } from '../src/domain/hours';

const L = OPENING_HOURS_MAX_LENGTH;
const N = Number(process.env.N ?? 200);
let seed = 1;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
const two = (n: number) => String(n).padStart(2, '0');
const time = () => `${two(Math.floor(rnd() * 25))}:${two(Math.floor(rnd() * 60))}`;
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const WORDS = [...DAYS, 'off', 'closed', '24/7'];
const SEPARATORS = [' ', ',', ';', '-', '; '];

/** Pieces from `gen`, joined by `sep`, as many as fit in the longest value allowed. */
function fill(gen: () => string, sep: () => string, start = ''): string {
  let s = start + gen();
  for (;;) {
    const next = s + sep() + gen();
    if (next.length > L) return s;
    s = next;
  }
}

const families: Record<string, () => string> = {
  'many overlapping ranges': () =>
    fill(
      () => `${time()}-${time()}`,
      () => ',',
      'Mo-Su ',
    ),
  'many rules': () =>
    fill(
      () => `${pick(DAYS)}-${pick(DAYS)} ${time()}-${time()}`,
      () => '; ',
    ),
  'rules and off': () =>
    fill(
      () => `${pick(DAYS)} ${time()}-${time()} off`,
      () => '; ',
      'Mo-Su 00:00-24:00; ',
    ),
  'day lists': () =>
    fill(
      () => pick(DAYS),
      () => ',',
    ),
  'day ranges (error)': () =>
    fill(
      () => pick(DAYS),
      () => '-',
    ),
  'times only': () => fill(time, () => pick(SEPARATORS)),
  'words only': () =>
    fill(
      () => pick(WORDS),
      () => pick(SEPARATORS),
    ),
  'random tokens': () =>
    fill(
      () => pick([...WORDS, time()]),
      () => pick(SEPARATORS),
    ),
  'editor-like': () =>
    fill(
      () =>
        `${pick(DAYS)}${rnd() < 0.5 ? `-${pick(DAYS)}` : ''} ${time()}-${time()}${rnd() < 0.5 ? `,${time()}-${time()}` : ''}`,
      () => '; ',
    ),
};

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const now = new Date('2026-11-26T18:00:00Z');

function cost(value: string) {
  const start = cpuMs();
  const ok = openingHoursProblem(value) === null;
  if (ok) {
    openState(value, now);
    weekHours(value);
  }
  return { ms: cpuMs() - start, ok };
}

for (const gen of Object.values(families)) for (let i = 0; i < 20; i++) cost(gen()); // warm-up
let worst = 0;
console.log(`opening hours, ${N} values a family, at most ${L} characters (CPU ms: median, slowest)`);
for (const [name, gen] of Object.entries(families)) {
  const runs = Array.from({ length: N }, () => {
    const value = gen();
    return { value, ...cost(value) };
  }).sort((a, b) => a.ms - b.ms);
  const slowest = runs[runs.length - 1];
  worst = Math.max(worst, slowest.ms);
  const valid = runs.filter((r) => r.ok).length;
  console.log(
    `${name.padEnd(24)} valid ${String(valid).padStart(3)}  median ${runs[N >> 1].ms.toFixed(2)}  slowest ${slowest.ms.toFixed(2)}  ${JSON.stringify(slowest.value.slice(0, 60))}`,
  );
}
const outside = 'x'.repeat(10_000);
const start = cpuMs();
openingHoursProblem(outside);
console.log(`a value outside the form (10,000 characters): ${(cpuMs() - start).toFixed(2)} ms`);
console.log(`slowest of all: ${worst.toFixed(2)} ms`);
