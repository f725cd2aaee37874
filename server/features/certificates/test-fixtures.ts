import { urlOf } from '../../../core/contracts/endpoint';
import { certificateEndpoints } from '../../../core/contracts/certificates';
import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import type { TestClient } from '../../test/client';
import { images } from '../../test/factories';

/** A completed check body (name, date and signature), saved through the API by `client`; answers its id. */
export async function savedCheck(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post(floodCheckEndpoints.create.path, {
    clientName: 'Margaret Chen',
    streetNumber: '14',
    streetName: 'Wattle',
    streetType: 'Street',
    suburb: 'Richmond',
    postcode: '3121',
    state: 'VIC',
    initialJobNumber: 'JOB-1042',
    clientEmail: 'margaret.chen@example.com',
    staticPressureKpa: 620,
    temperatureCelsius: 48,
    staticPressureStatus: 'fail',
    hotWaterTempStatus: 'pass',
    bathroom1InspectionStatus: 'applicable',
    bathroom1ToiletConnectorHose: 'red',
    plumberName: 'Sam Taylor',
    inspectionDate: '2026-11-20',
    plumberSignature: images.png,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`check not saved: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export const issueUrl = (id: number) => urlOf(certificateEndpoints.issue, { id });
export const voidUrl = (id: number) => urlOf(certificateEndpoints.void, { id });
export const listUrl = (id: number) => urlOf(certificateEndpoints.list, { id });
export const historyUrl = (id: number) => urlOf(certificateEndpoints.history, { id });
