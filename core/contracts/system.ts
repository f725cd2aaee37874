import { endpoint } from './endpoint';

/** The health check and the API's own description. */
export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
  openapi: endpoint({ method: 'GET', path: '/api/openapi.json', access: 'public' }),
  docs: endpoint({ method: 'GET', path: '/api/docs', access: 'public' }),
};

/**
 * The benchmark's reference route, mounted only when BENCH=1 (server/main.ts), so it is not
 * among ALL_ENDPOINTS, which the test app's route table must equal.
 */
export const benchEndpoints = {
  hello: endpoint({ method: 'GET', path: '/api/bench/hello', access: 'public' }),
};
