// The member's journey in real Chromium: sign up on /register, read the code from the dev outbox,
// add and verify a waitlist email, switch to Dark and reload (it stays dark, painted before the app
// loads), change the password, log out. Plus the register forms' validation and axe checks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { latestCode, launchBrowser, openPage, RESULTS_DIR, seriousViolations, uniqueEmail, url } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const settingsPortal = (page: Page) => page.locator('[data-testid="portal"][data-portal-type="settings"]');

describe('register page', () => {
  it('validates the sign-up form and shows the server error for a taken email', async () => {
    const { page, errors, close } = await openPage(browser, '/register', {
      width: 1280,
      allowedErrors: [/status of 409/],
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'Join Hivemind' }).waitFor();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Password').fill('short');
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByText('Invalid email format').waitFor();
      await form.getByText('Must be at least 8 characters long').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}register-validation-1280.png` });

      const email = uniqueEmail('taken');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('correct horse battery');
      await form.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      // Signed in now: log out over REST and try the same address again.
      await page.evaluate(() =>
        fetch('/api/auth/logout', { method: 'POST', headers: { 'X-Requested-With': 'hivemind' } }),
      );
      await page.goto(url('/register'));
      const again = page.getByRole('form', { name: 'Sign up' });
      await again.getByLabel('Email').fill(email);
      await again.getByLabel('Password').fill('correct horse battery');
      await again.getByRole('button', { name: 'Create account' }).click();
      await again.getByRole('alert').getByText('An account with this email already exists').waitFor();

      await page.getByRole('tab', { name: 'Sign in' }).click();
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password').fill('wrong password');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await signIn.getByRole('alert').getByText('Invalid email or password').waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}register-signin-error-1280.png` });
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('member journey', () => {
  it('signs up, verifies an email, goes dark, changes the password and logs out', async () => {
    const { page, errors, close } = await openPage(browser, '/register', { width: 1600 });
    const email = uniqueEmail('member');
    const waitlist = uniqueEmail('waitlist');
    const password = 'first password 1';
    const newPassword = 'second password 2';
    try {
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((u) => u.pathname === '/');

      // Members get the control portal: thought-capture slot, tracked podcasts, navigation.
      const control = page.locator('[data-testid="portal"][data-portal-type="control"]');
      await control.getByTestId('navigation-grid').waitFor();
      await control.getByTestId('thought-capture-slot').waitFor();
      await control.getByTestId('podcast-grid').waitFor();
      expect(await control.getByTestId('podcast-tile').count()).toBe(6);
      await control.getByRole('button', { name: 'View All' }).click();
      expect(await control.getByTestId('podcast-tile').count()).toBe(12);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}member-control-1600.png` });

      // Settings: the primary email is listed, pending; verify it with the mailed code.
      await control.getByRole('button', { name: 'Settings', exact: true }).click();
      const settings = settingsPortal(page);
      const primary = settings.locator(`[data-testid="email-row"][data-email="${email}"]`);
      await primary.getByText('Primary').waitFor();
      await primary.getByLabel(`Verification code for ${email}`).fill(await latestCode(email));
      await primary.getByRole('button', { name: 'Verify' }).click();
      await settings.getByText('Email verified successfully!').waitFor();
      await primary.getByText('Verified').waitFor();
      expect(await primary.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

      // Add a second email: a wrong code is refused, resend, the right code verifies it, delete it.
      await settings.getByLabel('Add an email').fill('nope');
      await settings.getByRole('button', { name: 'Add', exact: true }).click();
      await settings.getByText('Invalid email format').waitFor();
      await settings.getByLabel('Add an email').fill(waitlist);
      await settings.getByRole('button', { name: 'Add', exact: true }).click();
      await settings.getByText(`Verification code sent to ${waitlist}`).waitFor();
      const added = settings.locator(`[data-testid="email-row"][data-email="${waitlist}"]`);
      await added.getByText('Pending').waitFor();
      await added.getByLabel(`Verification code for ${waitlist}`).fill('12');
      await added.getByRole('button', { name: 'Verify' }).click();
      await settings.getByText('Code must be 6 digits').waitFor();
      const firstCode = await latestCode(waitlist);
      await added.getByRole('button', { name: 'Resend' }).click();
      await settings.getByText('Verification code resent!').waitFor();
      let code = await latestCode(waitlist);
      for (let i = 0; code === firstCode && i < 20; i += 1) code = await latestCode(waitlist);
      await added.getByLabel(`Verification code for ${waitlist}`).fill(code);
      await added.getByRole('button', { name: 'Verify' }).click();
      await settings.getByText('Email verified successfully!').waitFor();
      await added.getByText('Verified').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}member-settings-1600.png` });
      await added.getByRole('button', { name: `Delete ${waitlist}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this email?' });
      await dialog.waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}member-settings-delete-dialog-1600.png` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await settings.getByText('Email removed successfully').waitFor();
      await added.waitFor({ state: 'detached' });
      // Email notices clear after 5 s.
      await settings.getByText('Email removed successfully').waitFor({ state: 'detached', timeout: 8000 });

      // Theme: Manage opens the Theme portal; Dark applies at once and survives a reload.
      await settings.getByRole('button', { name: 'Manage' }).click();
      const theme = page.locator('[data-testid="portal"][data-portal-type="theme"]');
      await theme.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: 'Dark' }).click();
      expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
      await theme.getByRole('radiogroup', { name: 'Portal Glow' }).getByRole('radio', { name: 'On' }).click();
      expect(await page.evaluate('document.documentElement.dataset.glow')).toBe('on');
      await page.screenshot({ path: `${RESULTS_DIR}member-theme-dark-glow-1600.png` });
      await theme.getByRole('radiogroup', { name: 'Font Size' }).getByRole('radio', { name: 'Large' }).click();
      expect(await page.evaluate('document.documentElement.dataset.fontSize')).toBe('large');
      await page.screenshot({ path: `${RESULTS_DIR}member-theme-large-1600.png` });
      await theme.getByRole('radiogroup', { name: 'Font Size' }).getByRole('radio', { name: 'Medium' }).click();

      await page.goto(url('/'), { waitUntil: 'commit' });
      // Before any of the app's scripts run, the inline script has already painted dark.
      await page.waitForFunction('document.documentElement.dataset.theme !== undefined');
      expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
      await page.locator('[data-testid="portal"][data-portal-type="control"]').getByTestId('navigation-grid').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}member-control-dark-1600.png` });

      // Password: the confirm must match, the current one must be right, then it changes.
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const card = settingsPortal(page).getByTestId('password-card');
      await card.getByLabel('Current password').fill(password);
      await card.getByLabel('New password', { exact: true }).fill(newPassword);
      await card.getByLabel('Confirm new password').fill('something else');
      await card.getByRole('button', { name: 'Update password' }).click();
      await card.getByText('Passwords do not match').waitFor();
      await card.getByLabel('Current password').fill('not my password');
      await card.getByLabel('Confirm new password').fill(newPassword);
      await card.getByRole('button', { name: 'Update password' }).click();
      await card.getByText('Current password is incorrect').waitFor();
      await card.getByLabel('Current password').fill(password);
      await card.getByRole('button', { name: 'Update password' }).click();
      await card.getByText('Password updated successfully!').waitFor();
      // The password success notice clears after 3 s.
      await card.getByText('Password updated successfully!').waitFor({ state: 'detached', timeout: 5000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}member-settings-dark-1600.png` });

      // Logout: signed out on the server, the page reloads as a guest.
      await settingsPortal(page).getByRole('button', { name: 'Logout' }).click();
      await page.locator('[data-testid="portal"][data-portal-type="guest-control"]').waitFor();
      const check = await page.evaluate(() => fetch('/api/auth/check').then((r) => r.status));
      expect(check).toBe(401);

      // The new password signs in; the old one does not.
      await page.goto(url('/register?mode=signin'));
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password').fill(newPassword);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('[data-testid="portal"][data-portal-type="control"]').waitFor();

      expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
