import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, DomainError, notFound, unsupportedType } from '../../lib/errors';

/** What one upload route accepts and how it words its refusals. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /** The refusal of a file over maxBytes. */
  oversize: (message: string) => DomainError;
}

/** Turns multipart failures into the owner-facing messages; never a 5xx for a bad upload. */
function uploadError(err: unknown, rules: UploadRules): DomainError {
  if (err instanceof DomainError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)
    return rules.oversize(rules.sizeMessage);
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return unsupportedType(`Send the file as multipart/form-data in a file field named '${rules.field}'`);
  return badRequest('The upload could not be read. Please try again.');
}

/** The bytes of the one file of a multipart request, or a 4xx with a clear message. */
export async function readUpload(req: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: rules.maxBytes } });
    if (!file) throw badRequest(rules.typeMessage);
    if (file.fieldname !== rules.field)
      throw badRequest(`Send the image in a file field named '${rules.field}'`);
    bytes = await file.toBuffer();
  } catch (err) {
    throw uploadError(err, rules);
  }
  if (bytes.length === 0) throw badRequest(rules.typeMessage);
  return bytes;
}

/**
 * Who may see an image: everyone when its place is published; while the place is off the guide, only
 * its verified owners and the admin (never kept by a shared cache); anyone else gets a 404.
 */
async function audienceOf(
  req: FastifyRequest,
  establishmentId: number | null,
): Promise<'public' | 'private'> {
  const { catalog, ownership } = req.server.services;
  if (establishmentId === null || (await catalog.isPublished(establishmentId))) return 'public';
  const user = req.user;
  if (user && (user.role === 'admin' || (await ownership.isVerifiedOwner(user.id, establishmentId))))
    return 'private';
  throw notFound('Image');
}

/**
 * A stored image, cached forever by its URL (its bytes never change), revalidated by its hash; an
 * image of an unpublished place only for its managers.
 */
export async function sendStoredImage(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer; sha256: string; establishmentId: number | null },
  extraHeaders: Record<string, string> = {},
) {
  const audience = await audienceOf(req, file.establishmentId);
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header(
      'cache-control',
      audience === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    )
    .header('x-content-type-options', 'nosniff')
    .headers(extraHeaders);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type(file.contentType).send(file.bytes);
}
