/** A business-rule failure the HTTP layer turns into `{status, message, data: null}`. */
export class StoreError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export const notFound = (what: string) => new StoreError(404, `${what} not found`);
export const badRequest = (message: string) => new StoreError(400, message);
