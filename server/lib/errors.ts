/**
 * The one error type handlers throw. The error handler turns it into the one error shape
 * `{ message, code, fields? }` (core/contracts/common.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooManyAttempts = (message: string) => new AppError(429, 'locked', message);
export const serviceUnavailable = (message: string) => new AppError(503, 'unavailable', message);

/** A field-level validation failure: 400 naming the field with its message. */
export function fieldError(field: string, message: string): AppError {
  return badRequest(message, { [field]: message });
}
