import type { Permission } from '../rules/roles';

/**
 * Who may call an endpoint (docs/product.md#roles-and-permissions):
 * - public: anyone; signed-in: any session, even before registration;
 * - registered: a completed profile; a Permission: registered and the role grants it.
 * The server refuses everyone else before the handler runs (server/auth/plugin.ts).
 */
export type Access = 'public' | 'signed-in' | 'registered' | Permission;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, declared once beside its schemas: the server registers its route from it,
 * the web app builds its query keys and URLs from it, the access-matrix test and the
 * dashboard preload read it. A `:name` segment in `path` is a parameter. Photo files are
 * served at /uploads/… (the URL stored with each photo, docs/product.md#photos), behind the same access check.
 */
export interface Endpoint {
  readonly method: Method;
  readonly path: `/api/${string}` | `/uploads/${string}`;
  readonly access: Access;
}

/** Declares an endpoint, keeping its literal types (the path stays a literal). */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** The endpoint's path with each `:name` replaced by its (URI-encoded) value. */
export function urlOf(
  declared: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const path = declared.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`urlOf ${declared.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
