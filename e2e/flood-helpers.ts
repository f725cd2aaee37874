import { expect, type Page } from '@playwright/test';
import { employeeCode, registrationDocuments, signUp, uniqueEmail } from './support';

/** Signs up in the browser and registers through the API (the wizard has its own journey). */
export async function registerPlumber(page: Page, firstName: string) {
  await signUp(page, uniqueEmail(firstName.toLowerCase()));
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/employee-profile', {
    headers: { origin },
    data: {
      firstName,
      lastName: 'Fielding',
      mobileNumber: '0412 345 678',
      personalEmail: `${firstName.toLowerCase()}@example.com`,
      employeeRole: 'Plumber',
      startDate: '2025-02-03',
      employeeAccessCode: await employeeCode(),
      ...(await registrationDocuments()),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function fillClient(page: Page, name: string) {
  await page.getByLabel('Client name').fill(name);
  await page.getByLabel('Job number').fill('JOB-2211');
  await page.getByLabel('Client email').fill('margaret.chen@example.com');
  await page.getByLabel('Street number').fill('14');
  await page.getByLabel('Street name').fill('smith');
  await page.getByLabel('Street type').fill('STREET');
  await page.getByLabel('Suburb').fill('richmond');
  await page.getByLabel('Postcode').fill('312155');
}
