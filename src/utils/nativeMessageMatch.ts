/**
 * From a line the library's native build printed to the entry that explains
 * it (src/data/nativeMessages.ts, shown on /api/native-messages/): the
 * templates become patterns, matched against the text, not compared with it.
 * Small and dependency-free: the native previews load it with their view.
 */

/** Where the entries are, under the site's base URL. */
export const nativeMessagesPath = '/api/native-messages/';

/** The part of an entry a preview needs to link and underline a message. */
export interface MessageTemplate {
  template: string;
  mark?: {kind: 'key' | 'prop' | 'text'; name: string};
}

const placeholder = /\{(\w+)\}/g;

/**
 * An entry's anchor, made from its template: lower case, placeholders by
 * name, anything else a dash, at most eight words.
 * `unsupported style property "{property}"` → `unsupported-style-property-property`.
 */
export function anchorOf(template: string): string {
  return template
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 8)
    .join('-');
}

export interface MessagePattern {
  anchor: string;
  regex: RegExp;
  /** The placeholders' names, in the order the regex captures them. */
  names: string[];
  mark?: MessageTemplate['mark'];
}

/** Everything after the library's prefix, whose level the preview already shows. */
const prefix = /^\[(?:warn|error)\] React Strict DOM: /;

/** Patterns for the templates, the longest fixed text first, so a specific template wins over a general one. */
export function messagePatterns(templates: readonly MessageTemplate[]): MessagePattern[] {
  const fixedLength = (t: string) => t.replace(placeholder, '').length;
  return [...templates]
    .sort((a, b) => fixedLength(b.template) - fixedLength(a.template))
    .map(({template, mark}) => {
      const names: string[] = [];
      const source = template
        .split(placeholder)
        .map((part, i) => {
          if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(part);
          return '([\\s\\S]*?)';
        })
        .join('');
      return {anchor: anchorOf(template), regex: new RegExp(`^${source}$`), names, mark};
    });
}

export interface MatchedMessage {
  anchor: string;
  /** Each placeholder's text in this message. */
  values: Record<string, string>;
  /** What to underline in the code, with the placeholders filled in. */
  mark?: {kind: 'key' | 'prop' | 'text'; name: string};
}

/** The entry a printed line (with or without the `[warn] React Strict DOM: ` prefix) belongs to. */
export function matchMessage(
  patterns: readonly MessagePattern[],
  text: string,
): MatchedMessage | null {
  const message = text.replace(prefix, '');
  for (const {anchor, regex, names, mark} of patterns) {
    const found = regex.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
    return {
      anchor,
      values,
      mark: mark && {
        kind: mark.kind,
        name: mark.name.replace(placeholder, (_, name: string) => values[name] ?? ''),
      },
    };
  }
  return null;
}
