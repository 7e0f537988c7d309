/**
 * Property-based fuzzing of every route the app documents in its own OpenAPI document, so routes
 * added later are covered without touching this file.
 */

export type Identity = 'anonymous' | 'owner' | 'admin';

export interface RouteOp {
  method: string;
  /** OpenAPI path, e.g. /api/establishments/{id} */
  path: string;
  key: string;
  pathParams: string[];
  query: { name: string; schema: any; required: boolean }[];
  bodySchema: any | undefined;
  multipart: boolean;
  /** Statuses the route documents; a documented 5xx (e.g. 503 "not configured") is allowed. */
  declared: Set<number>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body was sent, for the report. */
  kind: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** An operation answering an endless stream, which app.inject cannot read to its end. */
const isStream = (op: any) =>
  Object.values<any>(op.responses ?? {}).some((r) => r?.content?.['text/event-stream']);

/**
 * Every operation of the OpenAPI document (fastify-swagger output), but streams (GET /api/live): those
 * are tested over a real socket by their own module's tests, garbage Last-Event-ID included.
 */
export function routesFromOpenApi(doc: any): RouteOp[] {
  const ops: RouteOp[] = [];
  const resolve = (s: any): any => {
    if (s?.$ref) {
      const name = String(s.$ref).split('/').pop()!;
      return doc.components?.schemas?.[name] ?? {};
    }
    return s;
  };
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || isStream(op)) continue;
      const params: any[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: [
          ...new Set([
            ...params.filter((p) => p.in === 'path').map((p) => p.name),
            ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
          ]),
        ],
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {}, required: !!p.required })),
        bodySchema: json ? resolveDeep(json, resolve) : undefined,
        multipart: 'multipart/form-data' in content || /\/(logo|upload|media|image)s?\b/.test(path),
        declared: new Set(Object.keys(op.responses ?? {}).map(Number)),
      });
    }
  }
  return ops;
}

function resolveDeep(s: any, resolve: (s: any) => any, depth = 0): any {
  if (depth > 8 || !s || typeof s !== 'object') return s;
  const r = resolve(s);
  if (Array.isArray(r)) return r.map((x) => resolveDeep(x, resolve, depth + 1));
  const out: any = {};
  for (const [k, v] of Object.entries(r)) out[k] = resolveDeep(v, resolve, depth + 1);
  return out;
}
