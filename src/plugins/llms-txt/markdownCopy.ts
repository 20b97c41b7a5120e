/**
 * The address of a page's Markdown copy: /react-strict-dom/learn/styles/ →
 * /react-strict-dom/learn/styles.md. Shared by the build, which writes the copies,
 * and the page actions, which link to them.
 */
export function markdownCopyOf(routePath: string): string {
  return routePath.replace(/\/?$/, '.md');
}
