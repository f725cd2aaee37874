import type { FloodCheckInput } from './flood-check';

/**
 * The client and job the document tests write about, in core, server and e2e alike: their
 * expected text (e.g. "2/14 Wattle Street, Richmond VIC 3121", "HP-20417") is read off this one
 * sample, so a change here is meant to fail them all. Imported by tests and fixtures only.
 */
export const SAMPLE_CLIENT = {
  clientName: 'Margaret Chen',
  unitNumber: '2',
  streetNumber: '14',
  streetName: 'Wattle',
  streetType: 'Street',
  suburb: 'Richmond',
  postcode: '3121',
  state: 'VIC',
  initialJobNumber: 'HP-20417',
  clientEmail: 'margaret.chen@example.com',
} satisfies Partial<FloodCheckInput>;
