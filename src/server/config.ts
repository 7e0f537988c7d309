import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/schemas/accounts';
import type { RateLimits } from './lib/rate-limits';

/** Thrown for a bad environment; main.ts prints its message as one line and exits. */
export class ConfigError extends Error {}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'must be a URL' })
    // zod runs this refinement even when .url() failed: an unparsable value must not throw a TypeError.
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** An origin, written with or without a trailing slash: nothing after the host and port. */
const origin = url(['http:', 'https:']).refine(
  (v) => {
    if (!URL.canParse(v)) return true;
    const u = new URL(v);
    return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
  },
  { message: 'must be an origin such as https://guide.example.com, with no path' },
);

/** proxy-addr's names for the loopback, link-local and private ranges (IPv4 and IPv6). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix or address/netmask, or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * Whose X-Forwarded-For is believed (Fastify's trustProxy): `false` (nobody, the default), `true`
 * (every peer: only when nothing reaches the server but through the proxy), a number of proxy hops,
 * or the proxies' addresses and ranges, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (/^(false|0|no)$/i.test(v)) return false;
    if (/^(true|yes)$/i.test(v)) return true;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a number of proxy hops, or comma-separated addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Unset: every interface in production (behind its proxy), this machine only otherwise (parseEnv). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAIL: z.string().email({ message: 'must be an email address' }).optional(),
  // The length rule of every new password (domain/schemas/accounts.ts); the operator picks this one.
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .optional(),
  SEED: booleanFlag.default(true),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_BASE_URL: url(['http:', 'https:']).default('https://places.googleapis.com'),
  MAP_TILE_URL: z
    .string()
    .refine((v) => v.includes('{z}') && v.includes('{x}') && v.includes('{y}'), {
      message: 'must contain {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The site's address, the origin of every absolute URL the server writes; required in production. */
  PUBLIC_URL: origin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Open live streams (GET /api/live) one instance holds; beyond it a new one is answered 503. */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /**
   * Live streams one client address (an IPv6 client's /64) may hold; beyond it the page reads the
   * events by polling. Unset: a hundredth of LIVE_MAX_STREAMS, at least 20 (liveStreamsPerAddress).
   */
  LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /**
   * Open connections one client address may hold (lib/connection-cap.ts; behind a trusted proxy, the
   * requests in progress it forwards for one address); 0: no cap. Unset: DEFAULT_CONNECTIONS_PER_ADDRESS.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Where mail goes (smtp://user:pass@host:587 or smtps://…:465); unset: mails are written to the log. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** The sender of every mail, `Name <address>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(v), {
      message: 'must be an address, or a name and <address>',
    })
    .optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  /** The interface the server listens on. */
  HOST: string;
  /**
   * The origin of every absolute URL the server writes (mails, canonical and share tags, structured data,
   * the sitemap, robots.txt) and the only origin whose pages may send cookie-carrying writes: PUBLIC_URL,
   * else (development and tests only) http://localhost:<PORT>. Never the request's Host or X-Forwarded-*.
   */
  publicOrigin: string;
};

export type Config = Env & { sessionSecret: string; secureCookies: boolean };

/** The part of the configuration the app itself reads (buildApp's config; tests build one directly). */
export type AppConfig = Pick<
  Config,
  | 'sessionSecret'
  | 'secureCookies'
  | 'GOOGLE_PLACES_API_KEY'
  | 'GOOGLE_PLACES_BASE_URL'
  | 'MAP_TILE_URL'
  | 'publicOrigin'
  | 'TRUST_PROXY'
  | 'LOG_LEVEL'
  | 'NODE_ENV'
  | 'LIVE_MAX_STREAMS'
  | 'LIVE_MAX_STREAMS_PER_ADDRESS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
  | 'SMTP_URL'
  | 'MAIL_FROM'
> & {
  /** Per-route request limits (sign-in, registration, claims, business registrations); defaults apply. */
  rateLimits?: Partial<RateLimits>;
};

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const cfg = parsed.data;
  if (cfg.ADMIN_EMAIL && !cfg.ADMIN_PASSWORD)
    throw new ConfigError('Invalid environment variable ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  // A relay names the sender it accepts; a made-up default would be refused or land in spam.
  if (cfg.SMTP_URL && !cfg.MAIL_FROM)
    throw new ConfigError('Invalid environment variable MAIL_FROM: required when SMTP_URL is set');
  if (cfg.NODE_ENV === 'production' && !cfg.SESSION_SECRET)
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required in production');
  // A link in a mail must not be built from what the request claims its host is (docs/operations.md).
  if (cfg.NODE_ENV === 'production' && !cfg.PUBLIC_URL)
    throw new ConfigError('Invalid environment variable PUBLIC_URL: required in production');
  return {
    ...cfg,
    // A development start is reachable from this machine only: its mails' links (and reset links)
    // go to its log, and its secrets are a developer's. Production listens everywhere, for its proxy.
    HOST: cfg.HOST ?? (cfg.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicOrigin: new URL(cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).origin,
  };
}

export function ensureWritableDir(dir: string): string {
  const abs = path.resolve(dir);
  try {
    mkdirSync(abs, { recursive: true });
    accessSync(abs, constants.W_OK);
    // access() says yes to root even on a read-only mount; a real write settles it.
    const probe = path.join(abs, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch {
    throw new ConfigError(`DATA_DIR ${abs} is not writable`);
  }
  return abs;
}

/** Without SESSION_SECRET a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Reads `.env` of the working folder into process.env, if there is one; variables already set win. */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new ConfigError(`${file} could not be read`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cfg = parseEnv(env);
  const dataDir = ensureWritableDir(cfg.DATA_DIR);
  return {
    ...cfg,
    DATA_DIR: dataDir,
    sessionSecret: cfg.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    secureCookies: cfg.publicOrigin.startsWith('https:'),
  };
}

/**
 * The live streams one address may hold. A hotel's or an office's guests share one address behind its
 * router, so the share is not tiny: a hundredth of the instance's streams, and never under 20.
 */
export function liveStreamsPerAddress(
  cfg: Pick<AppConfig, 'LIVE_MAX_STREAMS' | 'LIVE_MAX_STREAMS_PER_ADDRESS'>,
) {
  return cfg.LIVE_MAX_STREAMS_PER_ADDRESS ?? Math.max(20, Math.ceil(cfg.LIVE_MAX_STREAMS / 100));
}

/**
 * The open connections one client address may hold by default. A browser opens up to six to one site
 * and a page holds one live stream; a hotel's guests share one address, so this is a few dozen
 * visitors' worth, well above one address's live streams (LIVE_MAX_STREAMS_PER_ADDRESS's default).
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

export const connectionsPerAddress = (cfg: Pick<AppConfig, 'MAX_CONNECTIONS_PER_ADDRESS'>) =>
  cfg.MAX_CONNECTIONS_PER_ADDRESS ?? DEFAULT_CONNECTIONS_PER_ADDRESS;
