import { expect, me, test } from '../support/fixtures.ts';

test('an owner gathers versions into a board, shares it, renames it and deletes it', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);

  // A new guest has no boards yet (the sample project comes with the first projects list).
  await page.goto('/app/boards');
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  await expect(page.getByText('Organize and share your design collections')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Board' }).first().click();
  await expect(page.getByText('Create a board from a project')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/projects$/);

  // Pick three pictures of the Sample Project and run the wizard.
  await page.getByRole('link', { name: 'Sample Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Board' }).click();
  const grid = page.getByRole('grid', { name: 'Project images' });
  await expect(grid.getByRole('row')).toHaveCount(4);
  for (const i of [0, 1, 2]) await grid.getByRole('row').nth(i).click();
  await page.getByRole('button', { name: 'Create Board (3)' }).click();

  const wizard = page.getByRole('dialog', { name: 'Create Board' });
  await expect(
    wizard.getByRole('list', { name: 'Selected versions' }).getByRole('listitem'),
  ).toHaveCount(3);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please enter a board name')).toBeVisible();
  await wizard.getByRole('textbox', { name: /Board Name/ }).fill('Kitchen picks');
  await wizard.getByRole('textbox', { name: 'Description' }).fill('For the Monday viewing');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Create Board' }).click();
  const viewCard = wizard.getByRole('region', { name: 'View Only' });
  await viewCard.getByRole('button', { name: 'Generate Link' }).click();
  const viewLink = viewCard.getByRole('textbox', { name: 'View Only link' });
  await expect(viewLink).toHaveValue(/\/share\/board\/[\w-]+$/);
  const url = await viewLink.inputValue();
  await viewCard.getByRole('button', { name: 'Copy' }).click();
  await expect(viewCard.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(wizard).toBeHidden();

  // The project's Boards tab shows it with its thumbnails and Shared badge.
  await page.getByRole('tab', { name: /Boards/ }).click();
  await expect(page).toHaveURL(/tab=boards/);
  const card = page.getByRole('article').filter({ hasText: 'Kitchen picks' });
  await expect(card).toContainText('3 images');
  await expect(card).toContainText('Shared');

  // The recipient, with no account, sees the three pictures.
  const stranger = await browser.newContext();
  const recipient = await stranger.newPage();
  await recipient.goto(url);
  await expect(recipient.getByRole('heading', { name: 'Kitchen picks' })).toBeVisible();
  await expect(recipient.locator('main img')).toHaveCount(3);
  await stranger.close();

  // Rename from the card menu.
  await card.getByRole('button', { name: 'Actions for Kitchen picks' }).click();
  await page.getByRole('menuitem', { name: 'Rename Board' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Board' });
  await rename.getByRole('textbox').fill('Kitchen shortlist');
  await rename.getByRole('textbox').press('Enter');
  await expect(page.getByText('Board renamed')).toBeVisible();
  const renamed = page.getByRole('article').filter({ hasText: 'Kitchen shortlist' });
  await expect(renamed).toBeVisible();

  // Board detail: breadcrumb, badges, Share Settings with the Board ID, then delete.
  await renamed.getByRole('link', { name: 'Kitchen shortlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen shortlist' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Sample Project');
  await expect(crumbs).toContainText('Boards');
  await expect(page.getByText('3 images').first()).toBeVisible();
  await expect(page.getByText('Shareable')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Board images' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Share Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Share Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'View Only link' })).toHaveValue(url);
  await expect(page.getByText(/Board ID/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete Board' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Board deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/tab=boards/);
  await expect(page.getByRole('article').filter({ hasText: 'Kitchen shortlist' })).toHaveCount(0);

  // The link died with the board.
  const later = await browser.newContext();
  const gone = await later.newPage();
  await gone.goto(url);
  await expect(gone.getByText('Board Not Found')).toBeVisible();
  await later.close();

  expect(consoleErrors).toEqual([]);

  // An unknown board id says so (the browser logs the 404 of the request itself).
  await page.goto('/app/boards/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('Board not found.')).toBeVisible();
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
