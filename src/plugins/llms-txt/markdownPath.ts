/**
 * Where a page's Markdown copy is served, relative to the base URL:
 * /react-strict-dom/learn/styles/ → learn/styles.md. Shared by the build (which
 * writes the copies) and the page actions (which link to them), so both agree.
 */
export function markdownPath(routePath: string, baseUrl: string): string {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  return `${relative || 'index'}.md`;
}
