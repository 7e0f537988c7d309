import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * The request lines of the log: one "request completed" line per request, at info, written when the
 * reply is finished: request id, method, URL, status, response time (ms) and client address. Fastify's
 * own "incoming request" line, a second line per request, is written at debug only (LOG_LEVEL=debug
 * shows a request that never finishes). Every other line Fastify writes (errors of the default handler,
 * streams cut short) is its own. A route whose `logLevel` is above info (the insights beacon, the
 * probes) writes no line. The URL is written without the tokens a link may carry (log-redaction.ts).
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    const req = { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
    request.log.debug({ req }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Flat fields rather than Fastify's `req`/`res` objects: no serializer or redaction pass per line.
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
