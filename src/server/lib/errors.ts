/** Errors a service throws for the HTTP layer to turn into the one error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const unauthorized = (message = 'Please sign in first') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
