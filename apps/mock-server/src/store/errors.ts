import { API_ERROR_CODES, type ApiErrorCode } from '@mockint/api-contract';

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

/**
 * The contract's error codes (carried in `message` of a 400) by name: `ErrorCode.FILE_SIZE_EXCEEDED`. Built
 * from the list generated from openapi.yaml, so a code added to the contract is here without an edit.
 */
export const ErrorCode = Object.fromEntries(API_ERROR_CODES.map((code) => [code, code])) as {
  readonly [Code in ApiErrorCode]: Code;
};
export type ErrorCode = ApiErrorCode;
