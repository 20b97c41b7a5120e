/**
 * Sentences of the Learn and API pages against React Native (programs:
 * ./pageClaims.ts), on iOS and Android: what each sentence says the library sends to
 * native, and where React Native's layout puts it, is what the judge saw; and the
 * page still says it.
 */
import {describe, expect, it} from 'vitest';
import {pageSource} from './pageTables';
import {pagePrograms, variableKeys} from './pageClaims';
import {programKinds} from './programs';
import {hostWithText, outcome, verdictOf, type HostNode, type Verdict} from './verdicts';

const systems = ['ios', 'android'] as const;
type System = (typeof systems)[number];

const programs = pagePrograms();
const contextsPage = pageSource('api/other/contexts.mdx').replace(/\s+/g, ' ');

/** The colours the programs use, as `processColor` sends them: 0xAARRGGBB, signed on Android. */
const colors: Record<string, number> = {
  '#0b5cad': 0x0b5cad,
  '#ffffff': 0xffffff,
  white: 0xffffff,
  green: 0x008000,
  blue: 0x0000ff,
};
function nativeColor(color: string, os: System): number {
  const argb = (0xff000000 | colors[color]!) >>> 0;
  return os === 'android' ? argb | 0 : argb;
}

type Host = Extract<HostNode, {type: string}>;

/** The host an element with `data-testid={id}` rendered. */
function byTestId(nodes: readonly HostNode[], id: string): Host | undefined {
  for (const node of nodes) {
    if ('text' in node) continue;
    if (node.props.testID === id) return node;
    const found = byTestId(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The host whose text is `text`, which must be there. */
function withText(verdict: Verdict, text: string): Host {
  const host = hostWithText(verdict.hosts, text);
  if (!host || 'text' in host) throw new Error(`${verdict.os}: no element with "${text}"`);
  return host;
}

const unrecognized = (name: string) =>
  new RegExp(`^\\[warn\\] React Strict DOM: unrecognized custom property "--${name}"$`);

/** The verdicts of a program on both systems, which threw nothing. */
function run(id: string): Verdict[] {
  return systems.map((os) => {
    const verdict = verdictOf(id, os);
    expect(verdict.threw, os).toBeNull();
    return verdict;
  });
}

describe(programKinds.page, () => {
  it('/api/other/contexts/: ThemeProvider resolves var(--kebab-name) from its camelCase key, var() inside a value too', () => {
    expect(contextsPage).toContain('looking up the key `promoText` in that set');
    expect(contextsPage).toContain('A value may itself contain `var()` references to other keys');
    for (const verdict of run(programs.themeResolves.id)) {
      const {os} = verdict;
      expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
      const [box] = verdict.hosts as Host[];
      expect(box!.props, os).toMatchObject({
        backgroundColor: nativeColor('#0b5cad', os),
        borderColor: nativeColor('#0b5cad', os),
      });
    }
  });

  it('/api/other/contexts/: ThemeProvider replaces the set: defineVars variables and outer keys stop resolving, with a warning', () => {
    expect(contextsPage).toContain('inside a `ThemeProvider` their references no longer resolve');
    expect(contextsPage).toContain('a nested `ThemeProvider` hides the keys of the outer one');
    expect(contextsPage).toContain('development builds warn `unrecognized custom property');
    for (const verdict of run(programs.themeReplaces.id)) {
      const {os} = verdict;
      const props = (id: string) => byTestId(verdict.hosts, id)!.props;
      expect(props('outside').backgroundColor, os).toBe(nativeColor('green', os));
      expect(props('inside').backgroundColor, os).toBeUndefined();
      expect(props('outer').borderColor, os).toBe(nativeColor('blue', os));
      expect(props('nested').borderColor, os).toBeUndefined();
      const texts = verdict.messages.map((m) => m.text);
      expect(
        texts.some((text) => unrecognized('accent__id__\\d+').test(text)),
        os,
      ).toBe(true);
      for (const text of texts) expect(text, os).toMatch(unrecognized('(accent__id__\\d+|outer)'));
    }
  });

  it('/api/other/contexts/: on a 780-point tablet, viewportWidth={390} doubles lengths, but not vw or opacity', () => {
    expect(contextsPage).toContain(
      'On a 780-point-wide tablet, `viewportWidth={390}` doubles every length',
    );
    expect(contextsPage).toMatch(/\*\*Not scaled:\*\* `vw`, `vh`, `vmin` and `vmax`/);
    for (const verdict of run(programs.viewportScales.id)) {
      const {os} = verdict;
      expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
      const [box] = verdict.hosts as Host[];
      // 10vw of the real 780-point window: 78, not doubled.
      expect(box!.props, os).toMatchObject({width: 200, padding: 20, marginTop: 78, opacity: 0.5});
      expect(box!.box, os).toMatchObject({width: 240, y: 78});
    }
  });

  it('/api/other/contexts/: a unitless lineHeight is not scaled (it multiplies the scaled font size); 24px is', () => {
    expect(contextsPage).toContain('`fontSize: 20, lineHeight: 1.5` gives 60 on a tablet');
    expect(contextsPage).toContain(
      "A length such as `'24px'` is scaled like the others and becomes 48",
    );
    for (const verdict of run(programs.lineHeight.id)) {
      const {os} = verdict;
      expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
      expect(withText(verdict, 'Unitless').props, os).toMatchObject({fontSize: 40, lineHeight: 60});
      expect(withText(verdict, 'Pixels').props, os).toMatchObject({fontSize: 40, lineHeight: 48});
    }
  });

  it('/api/other/contexts/: styles follow a rotation; a ref made before it keeps dividing by its first factor', () => {
    expect(contextsPage).toContain('Styles follow the window width when the device rotates');
    expect(contextsPage).toContain(
      'an element that was already on screen keeps dividing by the old one',
    );
    for (const verdict of run(programs.refFactor.id)) {
      const {os} = verdict;
      expect(verdict.window.width, os).toBe(1170);
      // 100 design points: 200 on the 780-point window, measured as 100; 300 after the
      // rotation to 1170 points, still divided by 2.
      expect(withText(verdict, 'Box').box, os).toMatchObject({width: 300});
      expect(verdict.messages, os).toEqual([
        {level: 'warn', text: 'measured 100'},
        {level: 'warn', text: 'measured 150'},
      ]);
    }
  });

  it('/api/other/contexts/: the example keeps 16-point padding on a 390-point phone; 32, 24 and 40 on a 780-point tablet', () => {
    expect(contextsPage).toContain(
      "On a 390-point-wide phone the card keeps its 16-point padding; on a 780-point-wide tablet the padding becomes 32 points, the corner radius 24 and the title's font size 40 points.",
    );
    const sizes = [
      [programs.examplePhone.id, 1],
      [programs.exampleTablet.id, 2],
    ] as const;
    for (const [id, factor] of sizes)
      for (const verdict of run(id)) {
        const {os} = verdict;
        expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
        const card = withText(verdict, 'Sale');
        const title = card.children[0] as Host;
        expect(card.props, os).toMatchObject({
          backgroundColor: nativeColor('#0b5cad', os),
          borderRadius: 12 * factor,
          padding: 16 * factor,
        });
        expect(title.props, os).toMatchObject({
          color: nativeColor('#ffffff', os),
          fontSize: 20 * factor,
        });
      }
  });

  it("/learn/styles/: em is relative to the element's own fontSize when its style sets one, else to the inherited one", () => {
    expect(pageSource('learn/styles.mdx')).toContain(
      "In other properties, relative to the element's own `fontSize` when its style sets one, otherwise to the inherited one.",
    );
    for (const verdict of run(programs.em.id)) {
      const {os} = verdict;
      expect(outcome(verdict)).toEqual({os, threw: null, messages: []});
      expect(withText(verdict, 'Own').props, os).toMatchObject({fontSize: 20, paddingTop: 20});
      expect(withText(verdict, 'Inherited').props, os).toMatchObject({paddingTop: 10});
    }
  });

  it('/learn/sharing-packages/, /api/css/defineVars/: a hyphenated defineVars key never resolves on native, with a warning; a camelCase key does', () => {
    const sharing = pageSource('learn/sharing-packages.mdx');
    expect(sharing).toContain("| `'on-accent'` | Works | Never resolves: the property is dropped");
    expect(sharing).toContain('`unrecognized custom property "--on-accent__id__…"`');
    expect(pageSource('api/css/defineVars.mdx')).toContain(
      'on Android and iOS a style that uses it does not resolve: the property is left out',
    );
    for (const verdict of run(programs.variableKeys.id)) {
      const {os} = verdict;
      for (const key of variableKeys.camel)
        expect(byTestId(verdict.hosts, key)!.props.backgroundColor, `${os}: ${key}`).toBe(
          nativeColor('green', os),
        );
      for (const key of variableKeys.hyphenated)
        expect(
          byTestId(verdict.hosts, key)!.props.backgroundColor,
          `${os}: ${key}`,
        ).toBeUndefined();
      expect(
        verdict.messages.map((m) => m.text.replace(/__id__\d+/, '__id__…')),
        os,
      ).toEqual(
        variableKeys.hyphenated.map(
          (key) => `[warn] React Strict DOM: unrecognized custom property "--${key}__id__…"`,
        ),
      );
    }
  });

  it("/learn/sharing-packages/: variables a package's own copy of the library defines stay unresolved in the app, with the warning", () => {
    expect(pageSource('learn/sharing-packages.mdx').replace(/\s+/g, ' ')).toContain(
      'every variable it defines stays unresolved in the app, with the warning `unrecognized custom property`',
    );
    for (const verdict of run(programs.secondCopy.id)) {
      const {os} = verdict;
      const [box] = verdict.hosts as Host[];
      // The app's own variable resolves; the package's, from its copy, does not.
      expect(box!.props.borderColor, os).toBe(nativeColor('white', os));
      expect(box!.props.backgroundColor, os).toBeUndefined();
      expect(
        verdict.messages.map((m) => m.text),
        os,
      ).toEqual([expect.stringMatching(unrecognized('packageAccent__id__\\d+'))]);
    }
  });
});
