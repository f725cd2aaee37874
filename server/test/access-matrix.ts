import type { Access, Endpoint } from '../../core/contracts/endpoint';

/**
 * One row per API route: its expected access and a sample request. Every feature keeps its
 * rows next to its routes in `<feature>.access-rows.ts`; the matrix test fails when a route has
 * no row, when the declared access differs, or when a principal gets the wrong answer.
 */
export interface AccessRow {
  /** The endpoint as declared in core/contracts (its method and path). */
  endpoint: Endpoint;
  /** The access this test expects, written here rather than read from the declaration. */
  access: Access;
  /** A concrete URL to call (ids filled in); defaults to the pattern with :params -> 999999. */
  sampleUrl?: string;
  body?: unknown;
  /** The call ends the caller's session or otherwise cannot be repeated for every principal. */
  skipAllowedCheck?: boolean;
}

/** Every feature's rows, gathered from the `*.access-rows.ts` files. */
export const accessRows: AccessRow[] = Object.values(import.meta.glob<{ accessRows: AccessRow[] }>('../features/**/*.access-rows.ts', { eager: true })).flatMap(
  (m) => m.accessRows,
);
