import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../core/contracts/endpoint';
import { can, isRole, type Role } from '../../core/rules/roles';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { readSession } from './browser-session';
import type { SessionContext, UserRow } from './session';

/**
 * Who may call a route (core/contracts/endpoint.ts). Every route declares one in
 * `config.access`, from its endpoint's declaration; a route without it stops the server at
 * start (the `onRoute` hook of `installAuth`).
 */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: SessionContext | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the authorization-matrix test. */
    routeTable: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The answer carries a secret (`config.secret`, plugins/secret-responses.ts). */
  secret: boolean;
}

export function roleOf(user: Pick<UserRow, 'isOwner' | 'employeeRole'>): Role | null {
  if (user.isOwner) return 'Owner';
  return isRole(user.employeeRole) ? user.employeeRole : null;
}

/** The signed-in, registered user of a request whose route access is not public. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installAuth(app: FastifyInstance, deps: { db: Db; config: AppConfig }): void {
  app.decorateRequest('auth', null);
  const table: RouteAccess[] = [];
  app.decorate('routeTable', table);

  app.addHook('onRoute', (route) => {
    const isStaticFile = Boolean((route.config as { rootPath?: string } | undefined)?.rootPath);
    if (isStaticFile) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access, secret: route.config?.secret === true });
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // static files and not-found

    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, deps.config);

    request.auth = await readSession(request, deps.db, deps.config);

    if (access === 'public') return;
    const user = request.auth?.user;
    if (!user) throw unauthorized();
    if (access === 'signed-in') return;
    if (!user.profileCompleted) throw new AppError(403, 'registration_required', 'Complete your registration first.');
    if (access === 'registered') return;
    if (!can({ role: roleOf(user) }, access)) throw forbidden();
  });
}

/**
 * The app's origin as a request sees it: APP_ORIGIN, or, when that is unset (development), the
 * origin the request came to (its protocol and Host). The CSRF check below requires it of
 * state-changing calls; links the app hands back are built from it.
 */
export function requestOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.appOrigin ?? `${request.protocol}://${request.host}`;
}

/** CSRF defence (docs/product.md#sessions): a state-changing call must come from the app's own origin. */
function assertSameOrigin(request: FastifyRequest, config: AppConfig): void {
  const origin = request.headers.origin;
  const expected = requestOrigin(config, request);
  if (origin !== expected) throw new AppError(403, 'cross_origin', 'Cross-site request refused.');
}
