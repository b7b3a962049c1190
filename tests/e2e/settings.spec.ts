import { expect, me, test } from '../support/fixtures.ts';

test('settings: a preference survives a reload; deletion refuses a wrong confirmation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  const uid = (await me(page)).user!.uid;

  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const marketing = page.getByRole('switch', { name: 'Marketing emails' });
  const updates = page.getByRole('switch', { name: 'Project updates' });
  // The defaults: en / on / on / off.
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(updates).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await marketing.press('Space');
  await updates.click({ force: true });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Project updates' })).not.toBeChecked();

  // The Account tab names the guest account the deletion dialog asks for.
  await page.getByRole('tab', { name: 'Account' }).click();
  const guestName = `guest_${uid.slice(0, 8)}`;
  await expect(page.getByText(guestName)).toBeVisible();
  await expect(page.getByText('Guest', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByRole('textbox', { name: 'Language' })).toHaveValue('English');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await dialog.getByRole('textbox', { name: 'Guest account name' }).fill('guest_wrong');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Incorrect confirmation')).toBeVisible();
  await expect(
    dialog.getByText('Please enter the correct guest account name to confirm deletion.'),
  ).toBeVisible();
  // Nothing was requested: the session is still there.
  expect((await me(page)).user?.uid).toBe(uid);

  // The right name, in another case, is accepted and the account is signed out.
  await dialog.getByRole('textbox', { name: 'Guest account name' }).fill(guestName.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Your account will be deleted within 24 hours.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(false);
  expect(consoleErrors).toEqual([]);
});
