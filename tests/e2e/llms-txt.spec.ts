import {test, expect} from './fixtures';
import {publishedPages} from './pages';

test('llms.txt lists every published docs page with a Markdown copy that loads', async ({request}) => {
  const index = await request.get('llms.txt');
  expect(index.status()).toBe(200);
  const text = await index.text();
  const docs = publishedPages().filter((path) => path !== '');
  for (const path of docs) {
    const md = `https://react.github.io/react-strict-dom/${path.replace(/\/$/, '')}.md`;
    expect(text, `llms.txt lists ${path}`).toContain(`(${md})`);
    const copy = await request.get(`${path.replace(/\/$/, '')}.md`);
    expect(copy.status(), `${path} Markdown copy`).toBe(200);
    expect(await copy.text()).toMatch(/^# .+/);
  }
  const full = await (await request.get('llms-full.txt')).text();
  expect(full.match(/^<!-- https:/gm)).toHaveLength(docs.length);
});

test('the installation guide links llms.txt', async ({page}) => {
  await page.goto('learn/installation/');
  await expect(page.getByRole('link', {name: 'llms.txt', exact: true})).toHaveAttribute('href', '/react-strict-dom/llms.txt');
});
