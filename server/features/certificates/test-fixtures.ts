import type { TestClient } from '../../test/client';
import { images } from '../../test/factories';

/** A completed check body (name, date and signature), saved through the API by `client`; answers its id. */
export async function savedCheck(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/flood-prevention-checks', {
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

export const issueUrl = (id: number) => `/api/flood-prevention-checks/${id}/certificate`;
export const voidUrl = (id: number) => `/api/flood-prevention-checks/${id}/certificate/void`;
export const listUrl = (id: number) => `/api/flood-prevention-checks/${id}/certificates`;
export const historyUrl = (id: number) => `/api/flood-prevention-checks/${id}/history`;
