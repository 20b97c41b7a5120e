/**
 * The text-placement guide's tables against React Native (programs: ./textPlacement.ts):
 *
 * - "The rule": a row Android and iOS render prints nothing, and each of its strings
 *   is inside a text host; a row they refuse logs React Native's text rule once for
 *   each string outside a text host (in a development build; a release build prints
 *   nothing, and the string is still outside), and the row quotes the rule exactly.
 * - "Text inside text has no box": the nested text gets every style of its row
 *   without a message, and has no layout, while the paragraph around it keeps its own
 *   width and margin. Which of the props it sends React Native reads is in React
 *   Native's renderer (C++, shipped in its package): a nested text's props are
 *   `TextProps`, which read only `Props`' and `BaseTextProps`' names. An "Applied"
 *   row's props are all among those (text attributes); an "Ignored" row's are all
 *   props of a box (a view's Yoga and view props) and none of those.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {nativeMessages} from '@site/src/data/nativeMessages';
import {programKinds, root} from './programs';
import {pageSource} from './pageTables';
import {nestedRows, outerStyle, placementPage, ruleRows} from './textPlacement';
import {hostWithText, outcome, verdictOf, type HostNode} from './verdicts';

const systems = ['ios', 'android'] as const;

const textRule = nativeMessages.find((m) => m.from === 'react-native')!.template;

/** Hosts in which a string is text on native: React Native's text components. */
const textHosts = new Set(['Text', 'TextInput']);

/** The strings of a host tree that no text host holds. */
function strayStrings(nodes: readonly HostNode[], inText = false): string[] {
  return nodes.flatMap((node) =>
    'text' in node
      ? inText
        ? []
        : [node.text]
      : strayStrings(node.children, textHosts.has(node.type)),
  );
}

/** A file of React Native's renderer, from the judge's own install. */
const rendererSource = (file: string): string =>
  readFileSync(
    path.join(
      root,
      'tests/native-judge/node_modules/react-native/ReactCommon/react/renderer',
      file,
    ),
    'utf8',
  );

/** The props a file of the renderer reads from what JavaScript sent (`convertRawProp`). */
const propsRead = (file: string): Set<string> =>
  new Set(
    [...rendererSource(file).matchAll(/convertRawProp\(\s*context,\s*rawProps,\s*"(\w+)"/g)].map(
      (match) => match[1]!,
    ),
  );

/** The props a nested text reads: its `TextProps` are `Props` and `BaseTextProps`. */
function nestedTextProps(): Set<string> {
  if (
    !/class TextProps : public Props, public BaseTextProps \{/.test(
      rendererSource('components/text/TextProps.h'),
    )
  )
    throw new Error("TextProps.h: a nested text's props are no longer Props and BaseTextProps");
  return new Set([
    ...propsRead('core/Props.cpp'),
    ...propsRead('components/text/BaseTextProps.cpp'),
  ]);
}

/** The props of a box: a view's Yoga style and its view props. */
const boxProps = (): Set<string> =>
  new Set(
    [
      'components/view/propsConversions.h',
      'components/view/YogaStylableProps.cpp',
      'components/view/BaseViewProps.cpp',
    ].flatMap((file) => [...propsRead(file)]),
  );

/** Every string of a host tree. */
const strings = (nodes: readonly HostNode[]): string[] =>
  nodes.flatMap((node) => ('text' in node ? [node.text] : strings(node.children)));

describe(programKinds.placement, () => {
  describe('The rule', () => {
    it("quotes React Native's text rule where it names it", () => {
      expect(textRule).toBe('Text strings must be rendered within a <Text> component.');
      for (const row of ruleRows().filter((r) => r.native.includes('`Text strings')))
        expect(row.native).toContain(`\`${textRule}\``);
    });

    it('wraps only a string: the library decides as the page says', () => {
      expect(pageSource(placementPage)).toContain(
        "a container puts its children in `Text` only when `typeof children === 'string'`",
      );
      const library = readFileSync(
        path.join(root, 'tests/native-judge/node_modules/react-strict-dom/dist/native/index.js'),
        'utf8',
      );
      expect(library).toMatch(
        /if \(typeof nativeProps\.children === 'string'\) \{\s*nativeProps\.children = jsx\(TextString,/,
      );
    });

    it.each(ruleRows().map((row) => [row.code, row] as const))('%s', (_code, row) => {
      for (const os of systems) {
        const verdict = verdictOf(row.program.id, os);
        expect(strings(verdict.hosts).length, os).toBeGreaterThan(0);
        const stray = strayStrings(verdict.hosts);
        if (!row.refused) {
          expect(outcome(verdict), `${os}: "${row.native}"`).toEqual({
            os,
            threw: null,
            messages: [],
          });
          expect(stray, os).toEqual([]);
          continue;
        }
        expect(stray.length, `${os}: a string outside Text`).toBeGreaterThan(0);
        expect(outcome(verdict), `${os}: "${row.native}"`).toEqual({
          os,
          threw: null,
          messages: stray.map(() => ({level: 'error', text: textRule})),
        });
        const release = verdictOf(`${row.program.id}/release`, os);
        expect(outcome(release), `${os}, a release build`).toEqual({os, threw: null, messages: []});
        expect(strayStrings(release.hosts), `${os}, a release build`).toEqual(stray);
      }
    });
  });

  describe('Text inside text has no box on native', () => {
    const textProps = nestedTextProps();
    const box = boxProps();

    it.each(nestedRows().map((row) => [row.styles, row] as const))('%s', (_styles, row) => {
      for (const os of systems) {
        const verdict = verdictOf(row.program.id, os);
        // The library passes every style on, without a message.
        expect(outcome(verdict), os).toEqual({os, threw: null, messages: []});
        const nested = hostWithText(verdict.hosts, 'Opens the guide');
        const paragraph = hostWithText(verdict.hosts, 'Help Opens the guide');
        if (!nested || 'text' in nested || !paragraph || 'text' in paragraph)
          throw new Error(`${os}: the texts were not rendered`);
        expect([paragraph.type, nested.type], os).toEqual(['Text', 'Text']);
        // The paragraph is a box: its own width and margin apply.
        expect(paragraph.box, os).toMatchObject({width: outerStyle.width, y: outerStyle.marginTop});
        // The nested text is not: whatever it is given has no box to apply to.
        expect(nested.box, os).toBeNull();
        // The row's props: what the nested text sent beyond what every element sends
        // (the paragraph's props other than its own style).
        const defaults = Object.entries(paragraph.props).filter(([key]) => !(key in outerStyle));
        const rowProps = Object.keys(nested.props).filter(
          (key) => !defaults.some(([name, value]) => name === key && value === nested.props[key]),
        );
        expect(rowProps.length, os).toBeGreaterThanOrEqual(Object.keys(row.style).length);
        for (const key of rowProps)
          if (row.applied) expect(textProps, `${os}: ${key}, a text attribute`).toContain(key);
          else {
            expect(textProps, `${os}: ${key}, not read by a nested text`).not.toContain(key);
            expect(box, `${os}: ${key}, a prop of a box`).toContain(key);
          }
      }
    });
  });
});
