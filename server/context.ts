import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db/client';

/** What every feature's routes are given: plain values, no container. */
export interface AppContext {
  db: Db;
  config: AppConfig;
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A feature's route registration. */
export type RegisterRoutes = (app: ZodApp, ctx: AppContext) => void | Promise<void>;
