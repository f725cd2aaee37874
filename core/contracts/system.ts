import { endpoint } from './endpoint';

/** The health check and the API's own description. */
export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
  openapi: endpoint({ method: 'GET', path: '/api/openapi.json', access: 'public' }),
  docs: endpoint({ method: 'GET', path: '/api/docs', access: 'public' }),
};
