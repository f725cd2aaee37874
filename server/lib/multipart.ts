import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** RFC 2046 §5.1.1: 1 to 70 characters of a small set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i;

const malformed = () => new AppError(400, 'malformed_upload', 'The upload is not a well-formed multipart/form-data body. Please try again.');
const interrupted = () => new AppError(400, 'upload_interrupted', 'The upload was interrupted before it arrived. Please try again.');

/**
 * Refuses a multipart body whose boundary is missing or not what RFC 2046 allows, before
 * the parser sees it: the parser throws a plain error for a missing one and chokes on very
 * long ones, which would otherwise surface as a 500.
 */
export function assertMultipartBoundary(request: FastifyRequest): void {
  const match = BOUNDARY_PARAM.exec(request.headers['content-type'] ?? '');
  const boundary = match ? (match[1] ?? match[2]?.trim() ?? '') : '';
  if (!BOUNDARY.test(boundary)) throw malformed();
}

/**
 * What a failure while reading a multipart body means for the answer. The client's doing
 * (a body cut short or malformed, or a client that hung up) is a 400, logged at info by the
 * error handler, not an error with a stack; a limit keeps its own 4xx; a file-system failure
 * (a disk error has a `syscall`) stays a server error.
 */
export function uploadFailure(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; syscall?: string; code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return error;
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return error;
  const hungUp = request.raw.destroyed || e.message === 'aborted' || e.code === 'ECONNRESET' || e.code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (hungUp) return interrupted();
  if (e.syscall) return error;
  return malformed();
}
