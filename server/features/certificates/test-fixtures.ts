import { urlOf } from '../../../core/contracts/endpoint';
import { certificateEndpoints } from '../../../core/contracts/certificates';
import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import type { TestClient } from '../../test/client';
import { buildCheck } from '../../test/factories';

/** buildCheck's complete check, saved through the API by `client`; answers its id. */
export async function savedCheck(client: TestClient, overrides: Parameters<typeof buildCheck>[0] = {}): Promise<number> {
  const res = await client.post(floodCheckEndpoints.create.path, buildCheck(overrides));
  if (res.statusCode !== 201) throw new Error(`check not saved: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export const issueUrl = (id: number) => urlOf(certificateEndpoints.issue, { id });
export const voidUrl = (id: number) => urlOf(certificateEndpoints.void, { id });
export const listUrl = (id: number) => urlOf(certificateEndpoints.list, { id });
export const historyUrl = (id: number) => urlOf(certificateEndpoints.history, { id });
