import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import type { Clock } from './clock';
import { tooMany } from './errors';
import { clockedRateLimitStore } from './rate-limit-store';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Routes with a per-client limit: sign-in and registration per IP, requests per account. */
export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  claims: RateLimit;
  registrations: RateLimit;
  /** Another verification mail, per account. */
  verifyResend: RateLimit;
  /** Password reset mails, per IP (each mails someone). */
  passwordReset: RateLimit;
  /** Using a mail's token (verify, reset) and changing a password, per IP or account. */
  accountTokens: RateLimit;
  /** Booking requests per IP: a flood guard in front of the per-address rule below. */
  bookingRequests: RateLimit;
  /** Booking requests per guest mailbox (`+tags` and case folded), counted in booking_requests by the bookings service. */
  bookingRequestsPerEmail: RateLimit;
  /** Booking requests per place (each mails its owners), counted likewise. */
  bookingRequestsPerPlace: RateLimit;
  /** An owner's writes (edits, live updates, logo and photos, booking answers), per account; the admin 10x. */
  ownerWrites: RateLimit;
  /** Shared trips stored, per IP (each is kept a year). */
  tripShares: RateLimit;
  /** Visitors' reports of a place, per IP (each mails the place's owners). */
  placeReports: RateLimit;
  /** A signed-in visitor's trip lists sent for the account, per account (a device's outbox sends each change). */
  tripSyncs: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindowMs: MINUTE },
  register: { max: 10, timeWindowMs: 10 * MINUTE },
  claims: { max: 10, timeWindowMs: 10 * MINUTE },
  registrations: { max: 10, timeWindowMs: 10 * MINUTE },
  verifyResend: { max: 3, timeWindowMs: 10 * MINUTE },
  passwordReset: { max: 5, timeWindowMs: 15 * MINUTE },
  accountTokens: { max: 20, timeWindowMs: 10 * MINUTE },
  bookingRequests: { max: 30, timeWindowMs: 10 * MINUTE },
  // Each request mails its guest's address, which nobody verified: three an hour to one mailbox,
  // so the form cannot flood someone's inbox.
  bookingRequestsPerEmail: { max: 3, timeWindowMs: 60 * MINUTE },
  // A busy resort here gets a few requests a day: twenty in an hour is a flood of its owners' inbox.
  bookingRequestsPerPlace: { max: 20, timeWindowMs: 60 * MINUTE },
  ownerWrites: { max: 60, timeWindowMs: MINUTE },
  tripShares: { max: 20, timeWindowMs: 60 * MINUTE },
  tripSyncs: { max: 60, timeWindowMs: MINUTE },
  placeReports: { max: 10, timeWindowMs: 60 * MINUTE },
};

export function resolveRateLimits(overrides: Partial<RateLimits> | undefined): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

/**
 * Registers @fastify/rate-limit with `global: false`; routes opt in with rateLimitFor(). Its windows go
 * by the app's clock.
 */
export async function registerRateLimit(app: FastifyInstance, clock: Clock) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: clockedRateLimitStore(clock),
    errorResponseBuilder: (_req, ctx) => tooMany(`Too many attempts. Please try again in ${ctx.after}.`),
  });
}

/** Per client address, an IPv6 client's whole /64 counting as one (client-address.ts). */
const byIp = (req: FastifyRequest) => `ip:${clientAddressKey(req.ip)}`;
/** Signed-in requests count per account (islanders often share one IP), others per IP. */
const byUserOrIp = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : byIp(req));

/** The admin's share of the owner-write limit: one account that looks after the whole island. */
const ADMIN_FACTOR = 10;

/**
 * The `config` of an owner write: counted per account (it runs after the route guard, so the caller
 * is signed in), the admin with a larger allowance.
 */
export function ownerWriteLimit(limit: RateLimit) {
  return {
    rateLimit: {
      max: (req: FastifyRequest) => (req.user?.role === 'admin' ? limit.max * ADMIN_FACTOR : limit.max),
      timeWindow: limit.timeWindowMs,
      keyGenerator: byUserOrIp,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { after: string }) =>
        tooMany(
          `Too many changes from this account in a short time. Please wait ${ctx.after} and try again.`,
        ),
    },
  };
}

/** The `config` of a rate-limited route. */
export function rateLimitFor(limit: RateLimit, perUser = false) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: perUser ? byUserOrIp : byIp,
    },
  };
}
