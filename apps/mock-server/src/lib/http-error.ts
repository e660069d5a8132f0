/** A client error with a chosen status and message, thrown from handlers, hooks and control parsers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
