import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { EMAIL_MESSAGE_NO_LINKS } from '../core/contracts/documents';
import { startTestSmtp } from '../server/test/test-smtp';
import { createCheck, plumberSignedIn, post } from './report-fixtures';
import { e2eServer } from './current-server';
import { drawSignature, shotsDir } from './support';

/**
 * The client report and compliance certificate: a plumber's check (made through the API the
 * capture screen uses), both pages on screen and in print, the PDF download and the email
 * dialog delivering to a real SMTP server on loopback.
 */
const SHOTS = shotsDir('reports');
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ e2eServer }) => {
  // This worker's server sends here (e2e/e2e-server.ts); a short close keeps afterAll quick.
  smtp = await startTestSmtp({ port: e2eServer.smtpPort, closeTimeout: 200 });
});
test.afterAll(() => smtp.close());

const AXE = readFile('node_modules/axe-core/axe.min.js', 'utf8');

/** WCAG 2 A and AA violations on the page as it stands (axe-core, evaluated past the CSP). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    // Toasts fade in and out: axe would measure their contrast mid-fade. The page itself is what is checked.
    const result = await axe.run({ exclude: [['[data-sonner-toaster]']] } as unknown as Document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => `${v.id}: ${(v.nodes as Array<{ target: string[] }>).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  // Full-page shots of a scrolled page paint the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/${name}-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

test('a plumber opens, prints, downloads and emails the client report and certificate', async ({ page }) => {
  await plumberSignedIn(page);
  const id = await createCheck(page);

  await page.goto(`/client-report/${id}`);
  await expect(page.getByRole('heading', { name: 'Flood Prevention Client Report' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Flood Prevention Check')).toBeVisible();
  for (const text of [
    'Margaret Chen',
    '2/14 Wattle Street, Richmond VIC 3121',
    '05 March 2026',
    'Reading: 620 kPa',
    'Recommended fix: Install a pressure limiting valve.',
    'Your quote is being prepared',
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('FAIL', { exact: true })).toBeVisible();
  await expect(page.getByTestId('area-bathroom1').getByText('Orange')).toBeVisible();
  await expect(page.getByText('Approaching or past the 5-year replacement cycle', { exact: false })).toBeVisible();
  // Applicable with no condition, or not applicable: not reported.
  await expect(page.getByTestId('area-bathroom3')).toHaveCount(0);
  await expect(page.getByTestId('area-bathroom2')).toHaveCount(0);
  const photo = page.getByRole('img', { name: 'Gauge at the meter' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'client-report');
  // Print shows the document only: no sidebar, header or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Report' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('client-report-HP-20417.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // Email: client address read-only, office address required.
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Client email')).toHaveValue('margaret.chen@example.com');
  await expect(dialog.getByLabel('Client email')).toHaveAttribute('readonly', '');
  const office = dialog.getByLabel('Office email');
  const company = await (await page.request.get('/api/settings/company')).json();
  await expect(office).toHaveValue(company.officeEmail);
  await office.fill('');
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await office.press('Enter');
  await expect(page.getByText('Office email required')).toBeVisible();
  // The office copy goes only to the company's own addresses; the field says why.
  const sentBefore = smtp.received.length;
  await office.fill('someone@elsewhere.example');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText("Office email must be the company's office email (Settings) or a staff member's email")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/email-dialog-office-refused-1280.png` });
  expect(smtp.received.length).toBe(sentBefore);
  await office.fill('office@bayside.example');
  await expect(dialog.getByText("Office email must be the company's office email (Settings) or a staff member's email")).toHaveCount(0);
  // An optional message to the client: plain text, no links (refused before anything is sent).
  const note = dialog.getByLabel('Message to the client (optional)');
  await note.fill('Pay at www.example.com');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText(EMAIL_MESSAGE_NO_LINKS)).toBeVisible();
  expect(smtp.received.length).toBe(sentBefore);
  await note.fill('Thanks Margaret. We will call about the valve.');
  await expect(dialog.getByText(EMAIL_MESSAGE_NO_LINKS)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/email-dialog-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/email-dialog-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  const before = smtp.received.length;
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Emails sent successfully!')).toBeVisible();
  await expect(page.getByText('PDF report sent to margaret.chen@example.com and office@bayside.example.')).toBeVisible();
  await expect.poll(() => smtp.received.length).toBe(before + 2);
  expect(
    smtp.received
      .slice(before)
      .flatMap((m) => m.to)
      .sort(),
  ).toEqual(['margaret.chen@example.com', 'office@bayside.example']);
  expect(smtp.received[before]!.raw).toContain('application/pdf');
  // The note is in both mails' text (quoted-printable: soft line breaks removed).
  expect(smtp.received.slice(before).every((m) => m.raw.replace(/=\r?\n/g, '').includes('Thanks Margaret. We will call about the valve.'))).toBe(true);

  await page.getByRole('link', { name: 'Generate Compliance Certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/compliance-certificate/${id}$`));
  await expect(page.getByRole('heading', { name: 'Plumbing Compliance Certificate' })).toBeVisible();
  // Not issued yet: marked as a draft, on screen and in print; nothing to download or send.
  await expect(page.getByTestId('certificate-mark')).toHaveText('DRAFT - NOT ISSUED');
  await expect(page.getByRole('button', { name: 'Print Draft (not issued)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send Email' })).toBeDisabled();
  for (const text of ['Not available', 'was inspected on 05 March 2026', 'Certifying professional', `Reference HP-20417-${String(id).padStart(5, '0')}`]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await shoot(page, 'certificate-draft');

  await page.getByRole('button', { name: 'Issue Certificate' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The check becomes a read-only compliance record');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue Certificate' }).click();
  await expect(page.getByText('The check is a read-only compliance record.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('certificate-mark')).toHaveCount(0);
  const number = (await page.getByText(/^Certificate No\. FPC-\d{4}-\d{6}$/).textContent())!.replace('Certificate No. ', '');
  await expect(page.getByRole('button', { name: 'Print Certificate' })).toBeVisible();
  await expect(page.getByTestId('verification')).toContainText(`${e2eServer().url}/verify/`);
  await shoot(page, 'certificate');

  // The email service's own failure wording, as the server words a missing SMTP set-up.
  await page.route('**/email-pdf-certificate', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Email service not configured: set SMTP_URL and MAIL_FROM on the server.', code: 'unavailable' }),
    }),
  );
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('dialog').getByLabel('Office email').fill('office@bayside.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Email service not set up')).toBeVisible();
  await page.unroute('**/email-pdf-certificate');
  await page.keyboard.press('Escape');
  // The toast sits over the header's buttons and pauses while hovered: let it go first.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Email service not set up')).toBeHidden();

  const [cert] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(cert.suggestedFilename()).toBe(`compliance-certificate-${number}.pdf`);

  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('dialog').getByLabel('Office email').fill('office@bayside.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Compliance certificate emails sent successfully!')).toBeVisible();
  // Email history is for owner and management only.
  await expect(page.getByText('Email history')).toHaveCount(0);

  // The report names the certificate in force, and its history panel shows what happened.
  await page.goto(`/client-report/${id}`);
  await expect(page.getByTestId('current-certificate')).toContainText(`Compliance certificate ${number}, issued`);
  const history = page.getByTestId('check-history');
  await expect(history).toContainText(`Certificate ${number} issued by Jamie Nguyen`);
  await expect(history).toContainText('Compliance certificate emailed to margaret.chen@example.com');
  await shoot(page, 'client-report-history');
  expect(await axeViolations(page)).toEqual([]);
});

test('at 375 px: the draft mark, issuing, voiding and reissuing, and anyone verifying the certificate', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await plumberSignedIn(page);
  const id = await createCheck(page);
  await page.goto(`/compliance-certificate/${id}`);
  await expect(page.getByTestId('certificate-mark')).toHaveText('DRAFT - NOT ISSUED');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('certificate-mark')).toBeVisible(); // the mark prints
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: `${SHOTS}/lifecycle-draft-375.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Issue Certificate' }).click();
  await page.screenshot({ path: `${SHOTS}/lifecycle-issue-dialog-375.png` });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue Certificate' }).click();
  await expect(page.getByTestId('certificate-mark')).toHaveCount(0);
  const first = (await page.getByText(/^Certificate No\. FPC-\d{4}-\d{6}$/).textContent())!.replace('Certificate No. ', '');
  const verifyUrl = (await page.getByTestId('verification').locator('p.break-all').textContent())!;
  await page.screenshot({ path: `${SHOTS}/lifecycle-issued-375.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // Anyone, signed out, confirms it.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const outside = await visitor.newPage();
  await outside.goto(verifyUrl);
  await expect(outside.getByTestId('verify-status')).toHaveText('Valid');
  for (const text of [first, 'Richmond 3121', 'Jamie Nguyen']) await expect(outside.getByText(text)).toBeVisible();
  await expect(outside.getByText('Margaret Chen')).toHaveCount(0);
  await outside.screenshot({ path: `${SHOTS}/verify-valid-375.png`, fullPage: true });
  expect(await axeViolations(outside)).toEqual([]);

  await page.getByRole('button', { name: 'Void Certificate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('short');
  await dialog.getByRole('button', { name: 'Void Certificate' }).click();
  await expect(dialog.getByText('The reason must be at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Wrong unit number on the certificate');
  await dialog.getByRole('button', { name: 'Void Certificate' }).click();
  await expect(page.getByText('Certificate voided')).toBeVisible();
  await expect(page.getByTestId('certificate-mark')).toHaveText('DRAFT - NOT ISSUED');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

  await outside.reload();
  await expect(outside.getByTestId('verify-status')).toContainText('Void since');
  await outside.screenshot({ path: `${SHOTS}/verify-void-375.png`, fullPage: true });

  await page.getByRole('button', { name: 'Issue Certificate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue Certificate' }).click();
  const second = (await page.getByText(/^Certificate No\. FPC-\d{4}-\d{6}$/).textContent())!.replace('Certificate No. ', '');
  expect(second).not.toBe(first);
  const list = page.getByTestId('certificate-list').locator('li');
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText(`${second}Valid`);
  await expect(list.nth(1)).toContainText(`${first}Void`);
  await expect(list.nth(1)).toContainText('by Jamie Nguyen: Wrong unit number on the certificate');
  await page.screenshot({ path: `${SHOTS}/lifecycle-reissued-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/lifecycle-reissued-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await outside.setViewportSize({ width: 1280, height: 900 });
  await outside.screenshot({ path: `${SHOTS}/verify-void-1280.png`, fullPage: true });
  expect(await axeViolations(outside)).toEqual([]);
  await visitor.close();
});

test('management sees every email sent for a check on its client report', async ({ page, browser }) => {
  await plumberSignedIn(page);
  const id = await createCheck(page);
  await page.goto(`/client-report/${id}`);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('dialog').getByLabel('Office email').fill('office@bayside.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Emails sent successfully!')).toBeVisible();

  const context = await browser.newContext();
  const manager = await context.newPage();
  await plumberSignedIn(manager, 'Management');
  await manager.goto(`/client-report/${id}`);
  const history = manager.getByTestId('email-history').locator('li');
  await expect(manager.getByText('Email history')).toBeVisible();
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: 'to margaret.chen@example.com' })).toContainText('Sent');
  await expect(history.filter({ hasText: 'to office@bayside.example' })).toContainText('by Jamie Nguyen');
  await context.close();
});

test('once the certificate is issued the form is read-only and says so, keeping the draft', async ({ page }) => {
  await plumberSignedIn(page);
  await page.goto('/flood-prevention');
  await page.getByLabel('Client name').fill('Olivia Hart');
  await page.getByLabel('Job number').fill('HP-30555');
  await page.getByLabel('Client email').fill('olivia.hart@example.com');
  await page.getByLabel('Street number').fill('7');
  await page.getByLabel('Street name').fill('Banksia');
  await page.getByLabel('Street type').fill('Court');
  await page.getByLabel('Suburb').fill('Brighton');
  await page.getByLabel('Postcode').fill('3186');
  await page.getByRole('radiogroup', { name: 'Kitchen inspection' }).getByRole('radio', { name: 'Applicable' }).click();
  await page.getByRole('radiogroup', { name: 'Kitchen: Mixer tap hoses' }).getByRole('radio', { name: 'Orange' }).click();
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  await page.locator('#photo-kitchen').setInputFiles({ name: 'IMG_2001.jpg', mimeType: 'image/jpeg', buffer });
  await expect(page.getByText('Temp', { exact: true })).toHaveCount(1);
  // Plumber name and date are prefilled; signed, the check is complete and can be certified.
  await drawSignature(page.getByTestId('plumberSignature-pad'));
  await expect(page.getByText('Signature captured')).toBeVisible();

  // The photo cannot reach the server: the check is saved and the draft stays on the phone, pointing at it.
  await page.route('**/api/flood-prevention-checks/*/photos', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Produce Report' }).click();
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeEnabled();
  await page.unroute('**/api/flood-prevention-checks/*/photos');
  const id = (await (await page.request.get('/api/flood-prevention-checks')).json()).items[0].id as number;

  // Meanwhile the certificate is issued from another device.
  await post(page.request, `/api/flood-prevention-checks/${id}/certificate`, {});

  // Update Report is refused: a toast says why, the form turns read-only, the change stays.
  await page.getByLabel('Client name').fill('Olivia Hart-Lee');
  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page.getByText('Certificate already issued')).toBeVisible();
  const banner = page.getByTestId('read-only-banner');
  await expect(banner).toContainText('Certificate issued — this check is read-only');
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeDisabled();
  await expect(page.getByLabel('Client name')).toBeDisabled();
  await expect(page.getByLabel('Client name')).toHaveValue('Olivia Hart-Lee');

  // Returning to the form later: the draft comes back and the form knows at once.
  await page.goto('/flood-prevention');
  // The issue day as the server recorded it, not the test's clock (no race at midnight).
  const issuedAt = (await (await page.request.get(`/api/flood-prevention-checks/${id}`)).json()).certificateIssuedAt as string;
  const today = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(
    new Date(issuedAt),
  );
  await expect(banner).toContainText(`The compliance certificate was issued on ${today}`);
  await expect(banner).toContainText('1 photo was not added to the check');
  await expect(page.getByText('Previous Work Found')).toHaveCount(0);
  await expect(page.getByLabel('Client name')).toHaveValue('Olivia Hart-Lee');
  for (const label of ['Client name', 'Postcode', 'Reading (kPa)', 'Plumber name']) await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByRole('radiogroup', { name: 'Kitchen: Mixer tap hoses' }).getByRole('radio', { name: 'Green' })).toBeDisabled();
  await expect(page.locator('#photo-kitchen')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete photo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear Form' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Client Report' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/read-only-form-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/read-only-form-375-top.png` });
  await page.screenshot({ path: `${SHOTS}/read-only-form-375.png`, fullPage: true });

  // Current Work and Existing show it too.
  await page.getByRole('tab', { name: 'Current Work' }).click();
  await expect(page.getByText(`Saved to the server as check #${id}`)).toContainText('Certificate issued');
  await page.getByRole('tab', { name: 'Existing (1)' }).click();
  await expect(page.getByTestId('check-card').getByText('Certificate issued', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/existing-certified-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Start New Check clears the draft after asking, and the form is open again.
  await page.getByRole('tab', { name: 'New Check' }).click();
  await banner.getByRole('button', { name: 'Start New Check' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Work Cleared')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Client name')).toBeEnabled();
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Produce Report' })).toBeEnabled();
});

test('missing documents show their not-found states', async ({ page }) => {
  await plumberSignedIn(page);
  // Hold the answer back a moment to see the loading state, then let the server say 404.
  await page.route('**/api/flood-prevention-checks/999999', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/client-report/999999');
  await expect(page.getByText('Loading client report...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flood Prevention' })).toBeVisible();
  await page.goto('/compliance-certificate/999999');
  await expect(page.getByText('Loading compliance certificate...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible();
  await page.goto('/compliance-certificate/abc');
  await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flood Prevention' })).toHaveAttribute('href', '/flood-prevention');
});
