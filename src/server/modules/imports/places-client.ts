import { z } from 'zod';
import { ISLAND_BOUNDS } from '../../../domain/constants';

/**
 * A small client for Places API (New) Text Search:
 * https://developers.google.com/maps/documentation/places/web-service/text-search
 * It asks only for the fields the import stores (the field mask also decides the billing tier).
 */

export const PLACES_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.userRatingCount',
  'places.websiteUri',
  'places.internationalPhoneNumber',
  'places.regularOpeningHours.weekdayDescriptions',
  'places.regularOpeningHours.periods',
  'places.priceLevel',
  // What the place offers (mapping.ts: amenitiesFrom); docs/google-places.md says which are kept.
  'places.accessibilityOptions',
  'places.paymentOptions',
  'places.allowsDogs',
  'places.goodForChildren',
  'places.outdoorSeating',
  'places.reservable',
  'places.takeout',
  'places.delivery',
  'places.servesVegetarianFood',
  'places.liveMusic',
  'places.restroom',
  'nextPageToken',
].join(',');

/**
 * A moment of a place's week in its local time: day 0 is Sunday. Google may write midnight at the end
 * of a day as hour 24 of that day.
 */
const periodPointSchema = z
  .object({
    day: z.number().int().min(0).max(6),
    hour: z.number().int().min(0).max(24),
    minute: z.number().int().min(0).max(59),
  })
  .refine((p) => p.hour < 24 || p.minute === 0, 'hour 24 is only midnight');

/** One opening of the week; without `close` it is Google's way of saying open round the clock. */
export const openingPeriodSchema = z.object({ open: periodPointSchema, close: periodPointSchema.optional() });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** A yes or no of Google's; anything else is taken as not known rather than failing the import. */
const answer = z.boolean().optional().catch(undefined);

/** One place of a Text Search reply, with only the fields of the mask. Unknown keys are ignored. */
export const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string(), languageCode: z.string().optional() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  websiteUri: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  regularOpeningHours: z
    .object({
      weekdayDescriptions: z.array(z.string()).optional(),
      // Odd periods only cost the place its machine-readable hours, never the import.
      periods: z.array(openingPeriodSchema).optional().catch(undefined),
    })
    .optional(),
  /** PRICE_LEVEL_FREE .. PRICE_LEVEL_VERY_EXPENSIVE; kept as a string so a new level is not an error. */
  priceLevel: z.string().optional(),
  accessibilityOptions: z
    .object({
      wheelchairAccessibleEntrance: answer,
      wheelchairAccessibleRestroom: answer,
      wheelchairAccessibleSeating: answer,
    })
    .optional()
    .catch(undefined),
  paymentOptions: z
    .object({ acceptsCreditCards: answer, acceptsDebitCards: answer, acceptsCashOnly: answer })
    .optional()
    .catch(undefined),
  allowsDogs: answer,
  goodForChildren: answer,
  outdoorSeating: answer,
  reservable: answer,
  takeout: answer,
  delivery: answer,
  servesVegetarianFood: answer,
  liveMusic: answer,
  restroom: answer,
});
export type Place = z.infer<typeof placeSchema>;

/** A reply with no match is `{}`. */
export const searchTextReplySchema = z.object({
  places: z.array(placeSchema).optional(),
  nextPageToken: z.string().optional(),
});
export type SearchTextReply = z.infer<typeof searchTextReplySchema>;

const providerErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string(), status: z.string().optional() }),
});

/** A failure talking to the provider; `message` is what the import history shows. */
export class PlacesApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PlacesApiError';
  }
}

export interface PlacesClientOptions {
  apiKey: string;
  /** Default https://places.googleapis.com (GOOGLE_PLACES_BASE_URL). */
  baseUrl: string;
  /** Per-request limit, body included. */
  timeoutMs?: number;
  /** Waits before each retry of a 429, 5xx, timeout or network failure; its length bounds the retries. */
  retryDelaysMs?: readonly number[];
  /** Largest wait honoured from a Retry-After header. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Exponential backoff: 1 s, 2 s, 4 s, then give up (four attempts in all). */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export interface SearchTextRequest {
  textQuery: string;
  pageSize?: number;
  pageToken?: string;
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Seconds or an HTTP date, as milliseconds; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function providerMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = providerErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { message, status } = parsed.data.error;
      return status ? `${message} (${status})` : message;
    }
  } catch {}
  return text.trim().slice(0, 300) || res.statusText || 'no message';
}

export function createPlacesClient(options: PlacesClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? abortableSleep;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`;

  /** One HTTP attempt; throws PlacesApiError (retryable or not). */
  async function attempt(
    body: string,
    signal?: AbortSignal,
  ): Promise<{ reply: SearchTextReply } | { retryAfter: number | null; error: PlacesApiError }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    let text: string;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Goog-Api-Key': options.apiKey,
          'X-Goog-FieldMask': PLACES_FIELD_MASK,
        },
        body,
        signal: combined,
      });
      if (res.status === 429 || res.status >= 500) {
        const message = await providerMessage(res);
        return {
          retryAfter: retryAfterMs(res.headers.get('retry-after')),
          error: new PlacesApiError(`Google Places API error ${res.status}: ${message}`, res.status, true),
        };
      }
      if (!res.ok) {
        const message = await providerMessage(res);
        throw new PlacesApiError(`Google Places API error ${res.status}: ${message}`, res.status, false);
      }
      text = await res.text();
    } catch (err) {
      if (err instanceof PlacesApiError) throw err;
      if (signal?.aborted) throw signal.reason ?? err;
      const timedOut = timeout.aborted;
      return {
        retryAfter: null,
        error: new PlacesApiError(
          timedOut
            ? `Google Places API did not answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`
            : `Could not reach the Google Places API: ${(err as Error).message}`,
          null,
          true,
        ),
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PlacesApiError('Google Places API sent a reply that is not JSON', res.status, false);
    }
    const parsed = searchTextReplySchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PlacesApiError(
        `Google Places API sent an unexpected reply: ${issue.path.join('.') || 'body'} ${issue.message}`,
        res.status,
        false,
      );
    }
    return { reply: parsed.data };
  }

  return {
    endpoint,

    /** One page of Text Search inside the island's rectangle; retries 429/5xx with backoff. */
    async searchText(request: SearchTextRequest, signal?: AbortSignal): Promise<SearchTextReply> {
      const body = JSON.stringify({
        textQuery: request.textQuery,
        pageSize: request.pageSize ?? 20,
        ...(request.pageToken ? { pageToken: request.pageToken } : {}),
        locationRestriction: {
          rectangle: {
            low: { latitude: ISLAND_BOUNDS.south, longitude: ISLAND_BOUNDS.west },
            high: { latitude: ISLAND_BOUNDS.north, longitude: ISLAND_BOUNDS.east },
          },
        },
      });
      for (let retry = 0; ; retry++) {
        const outcome = await attempt(body, signal);
        if ('reply' in outcome) return outcome.reply;
        if (retry >= delays.length) {
          const tries = retry + 1;
          throw new PlacesApiError(
            `${outcome.error.message} (gave up after ${tries} attempt${tries === 1 ? '' : 's'})`,
            outcome.error.httpStatus,
            false,
          );
        }
        const wait = Math.max(delays[retry], Math.min(outcome.retryAfter ?? 0, maxRetryAfterMs));
        await sleep(wait, signal);
      }
    },
  };
}

export type PlacesClient = ReturnType<typeof createPlacesClient>;
