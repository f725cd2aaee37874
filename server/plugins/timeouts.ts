import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A photo upload: its body may take UPLOAD_TIMEOUT_SECONDS to arrive, not REQUEST_TIMEOUT_SECONDS. */
    upload?: boolean;
  }
}

/**
 * Idle keep-alive connections are kept a little longer than the usual proxy idle timeout
 * (60 s for nginx and AWS load balancers): a proxy must close first, or it may send a
 * request on a connection the app is closing and answer its client 502.
 */
const KEEP_ALIVE_MS = 65_000;
/** How often Node checks connections against the headers timeout (its default, 30 s, is slack). */
const CHECK_INTERVAL_MS = 1_000;

type ServerTimeouts = Required<Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'clientErrorHandler'>> & {
  http: ServerOptions;
};

const longest = (config: AppConfig) => Math.max(config.requestTimeoutSeconds, config.uploadTimeoutSeconds) * 1000;

/**
 * The server's own timeouts (Fastify leaves request and idle timeouts at 0: never). Headers
 * must arrive within REQUEST_TIMEOUT_SECONDS; Node's request timeout, which cannot differ by
 * route, is the longest deadline and only a backstop behind `installBodyDeadline`; a
 * connection idle that long (a client that stopped reading the answer) is closed.
 */
export function serverTimeouts(config: AppConfig): ServerTimeouts {
  return {
    requestTimeout: longest(config),
    connectionTimeout: longest(config),
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { headersTimeout: config.requestTimeoutSeconds * 1000, connectionsCheckingInterval: CHECK_INTERVAL_MS },
    clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      this.log.info({ code: error.code }, timeout ? 'request timed out before it arrived' : 'malformed request');
      if (timeout) refuseOnSocket(socket, 408, 'request_timeout', TIMEOUT_MESSAGE);
      else if (error.code === 'HPE_HEADER_OVERFLOW') refuseOnSocket(socket, 431, 'headers_too_large', 'The request headers are too large.');
      else refuseOnSocket(socket, 400, 'bad_request', 'The request is not valid HTTP.');
    },
  };
}

const TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';
const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Answers on the bare socket, in the one error shape, and closes it: used where no Fastify
 * reply can be sent (the request never arrived whole). A client that does not read is cut
 * off after a second.
 */
function refuseOnSocket(socket: Socket, status: number, code: string, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message, code });
  const head = `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  if (socket.writable) socket.end(head + body, () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** True once the whole body is in (Node's parser) or has been read (any stream, `inject()`'s too). */
const bodyIn = (raw: FastifyRequest['raw']) => raw.complete || raw.readableEnded;
const hasBody = (raw: FastifyRequest['raw']) => raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * The per-route body deadline: a body not complete REQUEST_TIMEOUT_SECONDS (a photo upload:
 * UPLOAD_TIMEOUT_SECONDS) after its headers arrived is answered 408 and its connection
 * closed. An answer sent before the body is in (a refusal in a hook) closes the connection
 * instead of reading the rest, which Node would do to reuse it: a refused sender cannot
 * hold the connection with a trickle either.
 */
export function installBodyDeadline(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw) || bodyIn(raw)) return done();
    const seconds = request.routeOptions.config?.upload ? config.uploadTimeoutSeconds : config.requestTimeoutSeconds;
    const timer = setTimeout(() => {
      if (bodyIn(raw) || reply.raw.headersSent) return;
      request.log.info({ seconds }, 'request body did not arrive in time; connection closed');
      refuseOnSocket(raw.socket, 408, 'request_timeout', TIMEOUT_MESSAGE);
    }, seconds * 1000);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request.raw) && !bodyIn(request.raw)) reply.header('Connection', 'close');
    done(null, payload);
  });
}
