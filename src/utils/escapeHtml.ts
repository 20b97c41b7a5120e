const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * `text` safe as element content or a quoted attribute value, escaped as React escapes
 * text: markup built as a string (code lines, compat rows) matches what React renders.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}
