import { STATUS_CODES } from 'node:http';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = Record<string, any>;

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.add(v.replace('#/components/schemas/', ''));
      else refsIn(v, found);
    }
  return found;
}

/**
 * The registry gives each named schema an input and an output component; only those some operation
 * refers to (directly or through another component) are kept.
 */
function usedComponents(paths: Json, schemas: Json): Json {
  const used = refsIn(paths);
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used])
      for (const ref of refsIn(schemas[name]))
        if (!used.has(ref)) {
          used.add(ref);
          grew = true;
        }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** "Default Response" says nothing: a reply without its own description gets its status's name. */
function describeReplies(paths: Json) {
  for (const item of Object.values<Json>(paths))
    for (const operation of Object.values<Json>(item))
      for (const [status, reply] of Object.entries<Json>(operation.responses ?? {}))
        if (!reply.description || reply.description === 'Default Response')
          reply.description = STATUS_CODES[status] ?? status;
}

/** After every route: the named zod schemas as components (ErrorReply among them), the rest tidied. */
export const finishDocument: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as Json;
  describeReplies(document.paths);
  document.components.schemas = usedComponents(document.paths, document.components.schemas ?? {});
  return document;
};
