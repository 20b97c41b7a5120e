/**
 * Checks the facts of the Learn › Animation page against react-strict-dom's native runtime
 * (dist/native/index.js): the timing functions it accepts, the spring() defaults and limits,
 * how transitionProperty is read, and the text of every message the page quotes. React Native
 * is not installed, so the runtime is read, not run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cssProperties, cssValues} from '@site/src/data/compat/css';

const root = path.resolve(__dirname, '../..');
const page = readFileSync(path.join(root, 'docs/learn/animation.mdx'), 'utf8');
const source = readFileSync(
  path.join(root, 'node_modules/react-strict-dom/dist/native/index.js'),
  'utf8',
);

/** The body of a top-level function of the native runtime. */
function functionBody(name: string): string {
  const start = source.indexOf(`function ${name}(`);
  expect(start, name).toBeGreaterThan(-1);
  const end = source.indexOf('\n}\n', start);
  return source.slice(start, end);
}

describe('timing functions', () => {
  const easing = functionBody('getEasingFunction');

  it('maps the CSS keywords and cubic-bezier() to Animated easings, and anything else to linear', () => {
    const keywords = [...easing.matchAll(/input === '([a-z-]+)'/g)].map((m) => m[1]);
    expect(keywords).toEqual(['ease', 'ease-in', 'ease-out', 'ease-in-out']);
    expect(easing).toContain("input.includes('cubic-bezier')");
    expect(easing).toMatch(/return Easing\.linear;\s*$/);
  });

  it('the page table (compat data) lists the same values', () => {
    const onNative = cssValues.timingFunctions
      .filter((row) => row.android !== 'unsupported')
      .map((row) => row.name);
    expect(onNative).toEqual([
      'linear',
      'ease',
      'ease-in',
      'ease-out',
      'ease-in-out',
      'cubic-bezier()',
      'spring()',
    ]);
    expect(page).toContain('<CompatTable rows={cssValues.timingFunctions}');
    expect(page).toContain('<CompatTable rows={cssProperties.transitions}');
    expect(cssProperties.transitions.length).toBeGreaterThan(0);
  });
});

describe('ease on native', () => {
  const easing = functionBody('getEasingFunction');

  it("is React Native's Easing.ease, as is ease-in (Easing.in returns its argument)", () => {
    expect(easing).toContain("if (input === 'ease') {\n    return Easing.ease;");
    expect(easing).toContain("input === 'ease-in') {\n    return Easing.in(Easing.ease);");
  });

  it('is marked partial in the table, with the curve named', () => {
    const ease = cssValues.timingFunctions.find((row) => row.name === 'ease')!;
    expect(ease.android).toBe('partial');
    expect(ease.note).toContain('cubic-bezier(0.42, 0, 1, 1)');
    expect(page).toContain('native `ease` and `ease-in` are the same curve');
  });
});

describe('spring()', () => {
  const animation = functionBody('getAnimation');

  it('has the defaults the page gives, and ignores the duration', () => {
    expect(animation).toContain(
      'let [mass = 1, stiffness = 100, damping = 10, initialVelocity = 0]',
    );
    const spring = animation.slice(animation.indexOf('Animated.spring('));
    expect(spring.slice(0, spring.indexOf('});'))).not.toContain('duration');
    expect(page).toContain(
      'the defaults are a mass of 1, a stiffness of 100, a damping of 10 and an initial velocity of 0',
    );
  });

  it('checks mass, stiffness and damping as the page says', () => {
    expect(animation).toContain('if (mass <= 0)');
    expect(animation).toContain('if (stiffness <= 0)');
    expect(animation).toContain('if (damping < 0)');
  });

  it('logs its errors without a __DEV__ check', () => {
    expect(animation).not.toContain('__DEV__');
  });
});

describe('transitionProperty and the other longhands', () => {
  it('reads all as opacity and transform, and splits lists at commas', () => {
    const body = functionBody('getTransitionProperties');
    expect(body).toContain("if (property === 'all') {\n    return ['opacity', 'transform'];");
    expect(body).toContain("property.split(',')");
  });

  it('looks the names up in the React Native style, after logical properties are renamed', () => {
    const styleProps = functionBody('useStyleProps');
    const resolved = styleProps.indexOf('const styleProps = props.call(');
    const transition = styleProps.indexOf('useStyleTransition(styleProps.style)');
    expect(resolved).toBeGreaterThan(-1);
    expect(transition).toBeGreaterThan(resolved);
    const rename = functionBody('props');
    expect(rename).toContain(
      "styleProp === 'inlineSize') {\n      nextStyle.width ??= styleValue;",
    );
    expect(rename).toContain("styleProp === 'paddingBlock') {\n      nextStyle.paddingVertical");
    expect(rename).toContain("styleProp === 'marginInlineStart') {\n      nextStyle.marginStart");
    expect(page).toContain('therefore never animates on native');
  });

  it('makes the element an Animated component from its first render', () => {
    const body = functionBody('useStyleTransition');
    // With transitionProperty set, the hook always ends by returning a new style object...
    expect(body).toMatch(
      /Object\.assign\(styleWithAnimations, outputAnimatedStyle\);\s+return styleWithAnimations;$/,
    );
    // ...and a new object is what marks the element as animated.
    expect(functionBody('useStyleProps')).toContain(
      'if (styleProps.style !== styleWithAnimations) {\n    styleProps.animated = true;',
    );
    expect(page).toContain('from its first render on');
  });

  it('defaults to a 16 ms duration, no delay and a linear curve', () => {
    const body = functionBody('useStyleTransition');
    expect(body).toContain('isNumber(_duration) ? _duration : 16');
    expect(body).toContain('isNumber(_delay) ? _delay : 0');
    // No timing function is null, which getEasingFunction maps to its last resort.
    expect(body).toContain('isString(_timingFunction) ? _timingFunction : null');
    expect(functionBody('getEasingFunction')).toMatch(/return Easing\.linear;\s*$/);
    expect(page).toContain(
      'Without a duration, native uses 16 ms; the delay defaults to 0; without a timing function the curve is linear, where browsers default to `ease`.',
    );
  });

  it('uses the native driver only for opacity and transform', () => {
    const body = functionBody('canUseNativeDriver');
    expect(body).toContain("property === 'opacity'");
    expect(body).toContain("property === 'transform'");
  });

  it('knows no transition shorthand and no animation* property but animationDelay and animationDuration', () => {
    const allowed = /const allowedStyleKeySet = new Set\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
    const names = [...allowed.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(names.filter((n) => n.startsWith('transition'))).toEqual([
      'transitionDelay',
      'transitionDuration',
      'transitionProperty',
      'transitionTimingFunction',
    ]);
    expect(names.filter((n) => n.startsWith('animation'))).toEqual([
      'animationDelay',
      'animationDuration',
    ]);
  });
});

/** Every message in the page's table, with `…` where the runtime inserts a value. */
function quotedMessages(): string[] {
  const table = page.slice(
    page.indexOf('## Errors and warnings on native'),
    page.indexOf('## A pattern'),
  );
  return [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
}

describe('the messages the page quotes', () => {
  const messages = quotedMessages();

  it('are all in the table', () => {
    expect(messages.length).toBe(7);
  });

  it.each(messages)('%s is in the runtime', (message) => {
    // A template literal in the runtime has ${…} where the page has …; a property name is one example.
    const pattern = message
      .replace('"animationName"', '"…"')
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:\\$\\{[^}]+\\}|…)');
    expect(source).toMatch(new RegExp(pattern));
  });

  it('the prefixes are the ones the runtime prints', () => {
    expect(source).toContain('console.error(`[error] React Strict DOM: ${msg}`)');
    expect(source).toContain('console.warn(`[warn] React Strict DOM: ${msg}`)');
    expect(page).toContain('`[error] React Strict DOM:` or `[warn] React Strict DOM:`');
  });

  it('css.keyframes() logs only in development', () => {
    expect(functionBody('_keyframes')).toMatch(
      /if \(__DEV__\) \{\s+errorMsg\('css\.keyframes\(\) is not supported\.'\);/,
    );
  });
});
