import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../../core/rules/address';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCheck, registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('searching the Existing list by address (docs/product.md#checks)', () => {
  it('finds a check by its address as the card prints it, or by its words', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const address = {
      unitNumber: '2',
      streetNumber: '14',
      streetName: 'Smith',
      streetType: 'Street',
      suburb: 'Richmond',
      state: 'VIC' as const,
      postcode: '3121',
    };
    const withUnit = await client.post('/api/flood-prevention-checks', buildCheck(address));
    const house = await client.post('/api/flood-prevention-checks', buildCheck({ ...address, unitNumber: '', streetNumber: '9' }));
    expect([withUnit.statusCode, house.statusCode]).toEqual([201, 201]);
    const found = async (q: string) => {
      const res = await client.get(`/api/flood-prevention-checks?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      return (res.json().items as Array<{ id: number }>).map((i) => i.id);
    };
    const printed = formatAddress(address);
    expect(printed).toBe('2/14 Smith Street, Richmond VIC 3121');
    expect(await found(printed)).toEqual([withUnit.json().id]);
    expect(await found('2/14 Smith')).toEqual([withUnit.json().id]);
    expect(await found('Street, Richmond')).toEqual([house.json().id, withUnit.json().id]);
    expect(await found('9 Smith Street, Richmond VIC 3121')).toEqual([house.json().id]);
    expect(await found('14 smith street richmond')).toEqual([withUnit.json().id]);
    expect(await found('Smith Street, Hawthorn')).toEqual([]);
  });
});
