import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeRegistration, employeeCode, melbourneDateIn, shoot, signUp, uniqueEmail } from './support';

test('a plumber completes a self-assessment and sees dashboard, career path and tier overview update', async ({ page }) => {
  await signUp(page, uniqueEmail('assess'));
  await completeRegistration(page, { firstName: 'Riley', lastName: 'Walsh', role: 'Plumber', code: await employeeCode() });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A new employee's dashboard holds only real data: nothing yet.
  await expect(page.getByText('Welcome back, Riley')).toBeVisible();
  await expect(page.getByText('No Assessment Completed')).toBeVisible();
  await expect(page.getByText('No recent activities')).toBeVisible();
  await expect(page.getByText('Due now')).toBeVisible();
  await expect(page.getByText('Entry Level').first()).toBeVisible();
  // The bell counts real notifications only: a licence valid for years gives none.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await shoot(page, 'skills', 'dashboard-empty');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Self Assessment' }).click();
  await expect(page.getByText('No assessments yet')).toBeVisible();
  await page.getByRole('button', { name: 'Start New Assessment' }).click();
  await expect(page.getByText('Welcome to your Self Assessment')).toBeVisible();
  await expect(page.getByText('11 skills')).toBeVisible();
  await shoot(page, 'skills', 'assessment-intro');
  await page.getByRole('button', { name: 'Start Assessment' }).click();

  const categories = ['Core Safety & Tool Use', 'Service-Specific Technical Skills', 'Other Skills', 'Professional & Operational Skills', 'Advanced Skills'];
  for (const [i, name] of categories.entries()) {
    await expect(page.getByText(`Part ${i + 1} of 5`)).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText(`${(i + 1) * 20}% Complete`)).toBeVisible();
    const next = page.getByRole('button', { name: i === 4 ? 'Complete Assessment' : 'Next' });
    await expect(next).toBeDisabled();
    const levelD = page.getByRole('radio', { name: /: level D$/ });
    const count = await levelD.count();
    for (let k = 0; k < count; k++) {
      if (k === count - 1) await expect(next).toBeDisabled(); // enabled only when every skill is answered
      await levelD.nth(k).click();
    }
    if (i === 1) await shoot(page, 'skills', 'assessment-step');
    await expect(next).toBeEnabled();
    await next.click();
    if (i === 0) await leaveAndResume(page);
  }

  await expect(page.getByText('Assessment Completed')).toBeVisible();
  await expect(page.getByText('Your skills have been evaluated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Assessment Completed')).toHaveCount(0);

  // The result: score, tier, what changed, what next.
  const result = page.getByTestId('assessment-result');
  await expect(result.getByText('Assessment Complete', { exact: true })).toBeVisible();
  await expect(result.getByText('100%')).toBeVisible();
  await expect(result.getByText('Your first assessment: it sets your starting point.')).toBeVisible();
  await expect(result.getByText('Your tier rose from Entry Level to Expert Plumber.')).toBeVisible();
  await expect(result.getByText('You have reached the top tier', { exact: false })).toBeVisible();
  await expect(result.getByRole('link', { name: 'View Career Path' })).toHaveAttribute('href', '/career-path');
  await expect(result.getByRole('link', { name: 'Browse Training' })).toHaveAttribute('href', '/training');
  await shoot(page, 'skills', 'assessment-result');
  await result.getByRole('button', { name: 'Back to History' }).click();
  const card = page.getByTestId('assessment-card').first();
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('100%');
  await expect(card).toContainText(/Assessment #\d+/);
  await shoot(page, 'skills', 'assessment-history');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Latest Assessment Results')).toBeVisible();
  await expect(page.getByText('Expert Plumber').first()).toBeVisible();
  await expect(page.getByText('Achieved the Expert Plumber tier')).toBeVisible();
  await expect(page.getByText('Completed a self-assessment with an overall score of 100%')).toBeVisible();
  await expect(page.getByText('91 days')).toBeVisible();
  await expect(page.getByRole('button', { name: /Other Skills/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Service-Specific Technical Skills/ }).click();
  await expect(page.getByText('Blocked Drains')).toBeVisible();
  await expect(page.getByLabel('Level D').first()).toBeVisible();
  await shoot(page, 'skills', 'dashboard');

  await page.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/career-path$/);
  await expect(page.getByText('Your Current Status')).toBeVisible();
  await expect(page.getByText('Max Level')).toBeVisible();
  await expect(page.getByTestId('tier-5')).toContainText('Current');
  await expect(page.getByTestId('tier-4')).toContainText('Achieved');
  await shoot(page, 'skills', 'career-path');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tier Overview' }).click();
  await expect(page.getByText('Tier D: Expert Plumber')).toBeVisible();
  await expect(page.getByText('Your tier')).toBeVisible();
  await expect(page.getByText('$130,000')).toBeVisible();
  await expect(page.getByText('Path to Improvement')).toHaveCount(0);
  await shoot(page, 'skills', 'tier-overview');
  await page.getByRole('tab', { name: /Tier A/ }).click();
  await expect(page.getByText('Tier A: Developing Plumber')).toBeVisible();
  await expect(page.getByText('Path to Improvement')).toBeVisible();
  await expect(page.getByText('$4,000 above target × 10% = $400 bonus for the week.')).toBeVisible();
  await shoot(page, 'skills', 'tier-overview-a');
});

/** Leaves the wizard after part 1 and comes back: the unfinished assessment resumes with its saved answers. */
async function leaveAndResume(page: Page): Promise<void> {
  await expect(page.getByText('Part 2 of 5')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Self Assessment' }).click();
  const card = page.getByTestId('assessment-card').first();
  await expect(card).toContainText('In Progress');
  await expect(card).toContainText('N/A');
  await page.getByRole('button', { name: 'Start New Assessment' }).click();
  await expect(page.getByText(/You have an unfinished assessment/)).toBeVisible();
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page.getByText('Part 1 of 5')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Core Safety: level D' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('the bell shows a real licence reminder with its count', async ({ page }) => {
  const expiry = melbourneDateIn(30);
  await signUp(page, uniqueEmail('licence'));
  await completeRegistration(page, { firstName: 'Morgan', lastName: 'Reid', role: 'Plumber', code: await employeeCode(), licenceExpiry: expiry });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByRole('button', { name: 'Notifications (1)' }).click();
  await expect(page.getByText('Licence expiring soon')).toBeVisible();
  await expect(page.getByText('Your plumbing licence is due for renewal.')).toBeVisible();
  await shoot(page, 'skills', 'notifications', { fullPage: false });
});
