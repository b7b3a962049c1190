import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 23, recipes and batch: a guest applies a lighting edit to a sample in the playground,
 * saves it as a recipe (operation, arguments and seed), applies the recipe to the four images
 * of the Sample Project from the project page and watches the batch to its end; every result
 * was made with the same arguments and seed, and the batch page compares them.
 */
const HD = '/api/v1/home-design';

interface BatchReply {
  done: boolean;
  counts: Record<string, number>;
  items: Array<{
    status: string;
    result_version: { params: Record<string, unknown> } | null;
  }>;
}

test('save a recipe and apply it to the four images of the Sample Project', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const name = `Golden listing ${Date.now().toString(36)}`;

  // 1. An edit in the playground, saved as a recipe.
  await page.goto('/app/playground');
  const samples = page.getByRole('list', { name: 'Sample Project Images' });
  await samples.getByRole('link', { name: 'Living room Before' }).click();
  await expect(page).toHaveURL(/imageId=/);
  const before = new URL(page.url()).searchParams.get('versionId');
  await page
    .getByRole('button', { name: /Lighting/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Apply Lighting/ })
    .first()
    .click();
  await expect
    .poll(() => new URL(page.url()).searchParams.get('versionId'), { timeout: 120_000 })
    .not.toBe(before);
  await page.getByRole('button', { name: 'Save as recipe' }).click({ timeout: 60_000 });
  const save = page.getByRole('dialog', { name: 'Save as recipe' });
  await save.getByRole('textbox', { name: 'Recipe name' }).fill(name);
  await save.getByRole('button', { name: 'Save recipe' }).click();
  await expect(save).toBeHidden();

  // 2. The recipes list shows it with its settings and seed.
  await page.getByRole('link', { name: 'Recipes' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  // Scoped to the list: the "Recipe saved" toast is a list item naming the recipe too.
  const card = page
    .getByRole('list', { name: 'Recipes', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(card).toContainText(/Lighting · .*seed \d+/);

  // 3. Apply it to every image of the Sample Project and watch the batch to its end.
  const projects = await (await page.request.get(`${HD}/projects/`)).json();
  const sample = projects.results.find((p: { is_sample: boolean }) => p.is_sample);
  expect(sample?.image_count).toBe(4);
  await page.goto(`/app/projects/${sample.id}`);
  await page.getByRole('button', { name: 'Apply Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply recipe' });
  await dialog.getByRole('button', { name: /Recipe/ }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'Apply to all images' }).click();
  const progress = dialog.getByRole('region', { name: `${name} on 4 images` });
  await expect(progress.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
  await expect(progress.getByRole('status')).toHaveText('Batch finished: 4 of 4 done', {
    timeout: 240_000,
  });
  await expect(progress.getByText('Done', { exact: true })).toHaveCount(4);

  // 4. The results side by side; the same arguments and seed made every one.
  await dialog.getByRole('link', { name: 'Compare results' }).click();
  await expect(page).toHaveURL(/\/app\/batches\//);
  const batchId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('slider')).toHaveCount(4);
  const batch = (await (await page.request.get(`${HD}/batches/${batchId}/`)).json()) as BatchReply;
  expect(batch.counts).toMatchObject({ succeeded: 4, failed: 0 });
  const args = batch.items.map((i) => {
    const { job_id: _job, ...rest } = i.result_version!.params;
    return rest;
  });
  expect(typeof args[0]!.seed).toBe('number');
  for (const a of args) expect(a).toEqual(args[0]);
  expect(consoleErrors).toEqual([]);
});
