import {test, expect, waitForHydration} from './fixtures';

test('the landing page renders and hydrates', async ({page}) => {
  await page.goto('./');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('React Strict DOM');
});
