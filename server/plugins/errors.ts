import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../core/contracts/common';
import { AppError } from '../lib/errors';

/**
 * Every failure leaves in the one error shape. Client mistakes keep their 4xx status;
 * anything unexpected is logged with its stack and answered 500 without internals. A refusal
 * the app means (a 4xx, or a 503 for a service it says is not set up, such as email) is one
 * line without a stack: nothing is broken, and a stack would bury the real faults.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500 && !isDeliberateRefusal(error)) request.log.error({ err: error }, 'request failed');
    else if (status >= 500) request.log.warn({ status, code: body.code }, body.message);
    else request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });
}

/** A 503 carrying a cause (a PDF worker lost, ADR 0024) is a fault: it is logged with its stack. */
function isDeliberateRefusal(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 503 && error.cause === undefined;
}

/** The request limit's refusal (@fastify/rate-limit's errorResponseBuilder), kept as it is by the handler above. */
export function rateLimitError(_request: unknown, context: { after: string }): AppError {
  return new AppError(429, 'rate_limited', `Too many requests from this network. Please wait ${context.after} and try again.`);
}

export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as FastifyError).validationContext ?? 'body';
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    const list = Object.entries(fields).map(([k, m]) => `${k}: ${m}`);
    const message = list.length === 1 ? Object.values(fields)[0]! : `Please correct ${list.length} fields: ${list.slice(0, 6).join('; ')}`;
    return { status: 400, body: { message, code: 'validation', fields } };
  }
  if (error.validation) {
    return { status: 400, body: { message: error.message, code: 'validation' } };
  }
  const sqlState = sqlStateOf(error);
  // Class 22 is PostgreSQL refusing a value (a NUL byte, an out-of-range number or date) that
  // slipped past validation: the client's input, so a 400, and the statement changed nothing.
  if (sqlState?.startsWith('22')) return { status: 400, body: { message: 'The request contains a value that cannot be stored.', code: 'invalid_value' } };
  // A unique constraint lost a race with a concurrent request for the same thing.
  if (sqlState === '23505')
    return { status: 409, body: { message: 'This was changed at the same time by another request. Please try again.', code: 'conflict' } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: clientMessage(error), code: error.code ?? 'bad_request' } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' } };
}

/** The SQLSTATE of a database error, looked for along the cause chain (Drizzle wraps driver errors). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Friendlier wording for Fastify's own client errors. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
