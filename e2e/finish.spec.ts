import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { plumberSignedIn, post } from './report-fixtures';
import { PASSWORD, shoot } from './support';

/** Fit and finish, tried as a new user would: getting in and back, training on a phone, words, the sidebar. */

test('new staff find the way to sign up; a bookmark after the session ended signs in and returns; a stray path is not found', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('New to the team? Create your account').first()).toBeVisible();
  await page.getByRole('link', { name: 'Create your account' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByText('Create your account', { exact: true })).toBeVisible();

  // Not an app screen: not found, with ways out that work without a session.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Flood Prevention' })).toHaveCount(0);
  await shoot(page, 'finish', 'not-found-signed-out');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // A bookmark of an app screen after the session has ended.
  const email = await plumberSignedIn(page);
  await page.goto('/guidelines?category=hr');
  await expect(page.getByRole('heading', { name: 'Company Guidelines' })).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/guidelines?category=hr');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fguidelines%3Fcategory%3Dhr$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/guidelines\?category=hr$/);
  await expect(page.getByRole('heading', { name: 'Company Guidelines' })).toBeVisible();

  // Only this app's own screens are returned to.
  await page.goto('/sign-in?next=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a module reads well on a phone: the close button stays, the end has Mark Complete and Done, back closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await plumberSignedIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/training');
  const card = page.getByTestId('training-module').filter({ hasText: 'Flood Prevention Inspection Mastery' });
  await card.getByRole('button', { name: 'Read Content' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Flood Prevention Inspection Mastery' })).toBeVisible();
  await shoot(page, 'finish', 'training-module-top', { fullPage: false });

  // Scrolled to the end, the close button is still in view.
  await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/finish/training-module-end-375.png' });
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Training Completed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('100%')).toBeVisible();

  // Done left no entry behind: back returns to the dashboard.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Training Hub' })).toBeVisible();

  // The phone's back button closes the module, and stays on the training page.
  await card.getByRole('button', { name: 'Read Content' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole('heading', { name: 'Training Hub' })).toBeVisible();
});

test('a new plumber: words that fit on analytics, a menu without Employee Management, one highlighted item in view', async ({ page }) => {
  await plumberSignedIn(page);
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Training' }).click();
  await expect(page.getByText('Not started').first()).toBeVisible();
  await expect(page.getByText('In Progress')).toHaveCount(0);
  await shoot(page, 'finish', 'analytics-training');
  await page.getByRole('link', { name: 'Start', exact: true }).first().click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByText('No checks yet. Your completion rate starts with your first flood prevention check.')).toBeVisible();
  await expect(page.getByText('Focus on follow-through', { exact: false })).toHaveCount(0);
  await shoot(page, 'finish', 'analytics-performance');

  // Their own devices, without an administrators' group.
  await expect(page.getByRole('button', { name: 'Employee Management' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Device Management' }).click();
  await expect(page).toHaveURL(/\/device-management$/);
  await expect(page.getByRole('link', { name: 'Device Management' })).toHaveAttribute('aria-current', 'page');

  // One item of the flood prevention group at a time, scrolled into view on a short screen.
  await page.setViewportSize({ width: 1280, height: 420 });
  const current = page.locator('a[aria-current="page"]');
  await page.goto('/flood-prevention?tab=existing');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Client Reports');
  await page.getByRole('link', { name: 'Compliance Certificates' }).click();
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Compliance Certificates');
  await page.reload();
  await expect(current).toHaveText('Compliance Certificates');
  await expect(current).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/finish/sidebar-short-1280.png' });

  await page.setViewportSize({ width: 375, height: 560 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').locator('a[aria-current="page"]')).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/finish/drawer-plumber-375.png' });
});

/** A completed assessment (answers through the API), so that the dashboard and the history have dates. */
async function completeAssessment(page: Page, origin: string): Promise<void> {
  const skills = (await (await page.request.get('/api/skills')).json()) as Array<{ id: number }>;
  const started = (await post(page.request, '/api/assessments', { status: 'in_progress' })) as { id: number };
  for (const skill of skills) await post(page.request, '/api/skill-assessments', { assessmentId: started.id, skillId: skill.id, level: 'C' });
  const res = await page.request.patch(`/api/assessments/${started.id}`, {
    data: { status: 'completed' },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every date and time the page writes, in order ('Last updated', the time of the fetch itself, left out). */
async function writtenDates(page: Page): Promise<string[]> {
  const text = (await page.locator('main').innerText()).replace(/Last updated:[^\n]*/g, '');
  return text.match(/\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|\b\d{2}\/\d{2}\/\d{4}(?: \d{1,2}:\d{2} [ap]m)?/g) ?? [];
}

const SCREENS = ['/', '/assessment', '/guidelines', '/security-monitor', '/device-management', '/employee-management'];

test('dates read the Australian way on the company clock, in a browser set to US English in New York too', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const email = await plumberSignedIn(page, 'Management');
  await completeAssessment(page, origin);
  await post(page.request, '/api/devices/register', {});
  // The second browser signs in first: its sign-in is in the audit trail both then show.
  const us = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'America/New_York' });
  const american = await us.newPage();
  const signIn = await american.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers: { origin } });
  expect(signIn.ok()).toBe(true);

  const melbourne: Record<string, string[]> = {};
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await page.waitForLoadState('networkidle');
    melbourne[path] = await writtenDates(page);
  }
  expect(melbourne['/']!.length, 'the dashboard shows the assessment date').toBeGreaterThan(0);
  expect(melbourne['/device-management']!.join(' '), 'the devices page shows times').toMatch(/[ap]m/);

  for (const path of SCREENS) {
    await american.goto(path);
    await expect(american.getByRole('heading', { level: 1 })).not.toHaveText('');
    await american.waitForLoadState('networkidle');
    expect(await writtenDates(american), path).toEqual(melbourne[path]);
    expect(await american.locator('main').innerText(), path).not.toMatch(
      /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b|\b\d{1,2}:\d{2} [AP]M\b/,
    );
  }
  // The one time the security monitor writes is when it last fetched: now, on the company's clock.
  const melbourneNow = (at: Date) => {
    const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', ...options }).format(at);
    return `${part({ day: '2-digit', month: '2-digit', year: 'numeric' })} ${part({ hour: 'numeric', hour12: true }).replace(/\s*[ap]m$/i, '')}:`;
  };
  const before = melbourneNow(new Date());
  await american.goto('/security-monitor');
  const updated = await american.getByText('Last updated:', { exact: false }).innerText();
  expect(
    [before, melbourneNow(new Date())].some((prefix) => updated.includes(prefix)),
    `${updated} is ${before}.. in Melbourne`,
  ).toBe(true);
  expect(updated).toMatch(/Last updated: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m$/);

  await american.goto('/device-management');
  await shoot(american, 'finish', 'devices-en-us');
  await us.close();
});
