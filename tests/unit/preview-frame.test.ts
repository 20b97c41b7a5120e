import {describe, expect, it} from 'vitest';
import {
  capText,
  frameHeightLimits,
  isHello,
  isShellHello,
  maxTextLength,
  parseFrameMessage,
  parseShellMessage,
} from '@site/src/playground/protocol';
import {shellDocument} from '@site/src/playground/host/shell';
import {formatConsoleArgs, inspect, maxFormattedLength} from '@site/src/playground/frame/inspect';
import {frameCsp, frameDocument, makeNonce} from '@site/src/playground/host/frameDocument';

// The preview frame's pieces that need no browser: the message checks, the
// console's value formatting and the frame's document.

describe('parseFrameMessage', () => {
  it('keeps well-formed messages', () => {
    expect(parseFrameMessage({type: 'console', level: 'warn', text: 'hi'})).toEqual({
      type: 'console',
      level: 'warn',
      text: 'hi',
    });
    expect(parseFrameMessage({type: 'pong', seq: 3, busy: 0.25})).toEqual({
      type: 'pong',
      seq: 3,
      busy: 0.25,
    });
    // A share above 1 is cut to 1.
    expect(parseFrameMessage({type: 'pong', seq: 3, busy: 7})).toEqual({
      type: 'pong',
      seq: 3,
      busy: 1,
    });
    expect(parseFrameMessage({type: 'loop', message: 'This loop ran'})).toEqual({
      type: 'loop',
      message: 'This loop ran',
    });
    expect(parseFrameMessage({type: 'failed', message: 'Boom'})).toEqual({
      type: 'failed',
      message: 'Boom',
    });
    // A refused focus call carries nothing but its type.
    expect(parseFrameMessage({type: 'focus-refused', nonce: 'x', extra: {}})).toEqual({
      type: 'focus-refused',
    });
  });

  it('cuts long texts even where String.prototype.slice was replaced', () => {
    const slice = String.prototype.slice;
    String.prototype.slice = () => 'x'.repeat(10 * maxTextLength);
    try {
      expect(capText('y'.repeat(maxTextLength + 1))).toHaveLength(maxTextLength + '… (cut)'.length);
    } finally {
      String.prototype.slice = slice;
    }
  });

  it('drops unknown types, wrong field types and non-objects', () => {
    for (const data of [
      null,
      'console',
      42,
      {type: 'eval', code: 'alert(1)'},
      {type: 'console', level: 'trace', text: 'x'},
      {type: 'console', level: 'log', text: {toString: () => 'x'}},
      {type: 'height', height: '100px'},
      {type: 'height', height: Number.NaN},
      {type: 'pong', seq: '1', busy: 0},
      {type: 'pong', seq: 1},
      {type: 'pong', seq: 1, busy: -1},
      {type: 'failed'},
      // A frame can claim no user action: the focus guard never asks it.
      {type: 'pointer'},
      {type: 'focus-arrived'},
    ]) {
      expect(parseFrameMessage(data)).toBeNull();
    }
  });

  it('clamps heights and cuts long texts', () => {
    expect(parseFrameMessage({type: 'height', height: 1e9})).toEqual({
      type: 'height',
      height: frameHeightLimits.max,
    });
    expect(parseFrameMessage({type: 'rendered', height: 0})).toEqual({
      type: 'rendered',
      height: frameHeightLimits.min,
    });
    const long = parseFrameMessage({type: 'console', level: 'log', text: 'x'.repeat(1e6)});
    expect(long?.type === 'console' && long.text.length).toBeLessThan(maxTextLength + 20);
    expect(capText('short')).toBe('short');
  });

  // PN4, PN5: what a stolen port sent in the report of 3db15af. The port can no longer be
  // had (preview-attacks' cause 1 shows it); the page's door still holds, for any frame.
  it('keeps a hostile port’s markup as text, clamps its heights and drops its own types (PN4)', () => {
    const markup = '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">Why?</a>';
    for (const type of ['console', 'native'] as const) {
      expect(parseFrameMessage({type, level: 'error', text: markup})).toEqual({
        type,
        level: 'error',
        text: markup,
      });
      expect(parseFrameMessage({type, level: '<b>', text: 'x'})).toBeNull();
    }
    expect(parseFrameMessage({type: 'failed', message: markup})).toEqual({
      type: 'failed',
      message: markup,
    });
    const heights = [1e308, -5, Number.NaN, Number.POSITIVE_INFINITY].map(
      (height) => parseFrameMessage({type: 'height', height}) as {height: number} | null,
    );
    for (const parsed of heights) {
      if (parsed) expect(parsed.height).toBeGreaterThanOrEqual(frameHeightLimits.min);
      if (parsed) expect(parsed.height).toBeLessThanOrEqual(frameHeightLimits.max);
    }
    for (const type of ['navigate', 'html', 'eval', 'pointer']) {
      expect(parseFrameMessage({type, url: 'https://evil.example', html: markup})).toBeNull();
    }
  });

  it('cuts a flood of huge texts to the cap, each at once (PN5)', () => {
    // 24 texts of 16 MB (the report sent 256 MB: the cut never reads past the cap).
    const huge = 'x'.repeat(16 * 1024 * 1024);
    for (let i = 0; i < 24; i++) {
      const parsed = parseFrameMessage({type: 'console', level: 'log', text: huge});
      expect(parsed?.type === 'console' && parsed.text.length).toBe(
        maxTextLength + '… (cut)'.length,
      );
    }
  });

  it('takes a hello only with the frame’s nonce', () => {
    expect(isHello({type: 'rsd-preview-hello', nonce: 'abc'}, 'abc')).toBe(true);
    expect(isHello({type: 'rsd-preview-hello', nonce: 'abd'}, 'abc')).toBe(false);
    expect(isHello({type: 'rsd-preview-hello'}, '')).toBe(false);
    expect(isShellHello({type: 'rsd-preview-shell', nonce: 'abc'}, 'abc')).toBe(true);
    expect(isShellHello({type: 'rsd-preview-hello', nonce: 'abc'}, 'abc')).toBe(false);
  });

  it('reads the shell’s messages by their shape', () => {
    expect(parseShellMessage({type: 'verdict', id: 2, press: true})).toEqual({
      type: 'verdict',
      id: 2,
      press: true,
    });
    expect(parseShellMessage({type: 'ready', extra: 1})).toEqual({type: 'ready'});
    expect(parseShellMessage({type: 'verdict', id: 2, press: 'yes'})).toBeNull();
    expect(parseShellMessage({type: 'pointer'})).toBeNull();
  });
});

describe('inspect', () => {
  it('formats values as a console shows them, within limits', () => {
    expect(formatConsoleArgs(['count', 1, true, null, undefined])).toBe(
      'count 1 true null undefined',
    );
    expect(inspect({a: [1, 2, {deep: {deeper: true}}]})).toBe('{a: [1, 2, {…}]}');
    expect(inspect(new Error('kept'))).toBe('Error: kept');
    expect(inspect(new TypeError('bad'))).toBe('TypeError: bad');
    expect(inspect(new Map([['k', 1]]))).toBe('Map(1) {"k" => 1}');
    expect(inspect(new Set([1]))).toBe('Set(1) {1}');
    expect(inspect(() => 1)).toBe('ƒ anonymous()');
    expect(inspect(10n)).toBe('10n');
    expect(inspect(Array.from({length: 30}, (_, i) => i))).toMatch(/, 19, … 10 more\]$/);
  });

  it('survives circular values and hostile getters', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(inspect(circular)).toBe('{self: [Circular]}');
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    expect(inspect(hostile)).toBe('[a value that could not be read]');
  });

  it('cuts a long call', () => {
    expect(formatConsoleArgs(['y'.repeat(5000)]).length).toBe(maxFormattedLength + 1);
  });
});

describe('the frame document', () => {
  const runtime = 'https://react.github.io/react-strict-dom/assets/js/preview-frame.abc.js';
  const site = 'https://react.github.io/react-strict-dom/';

  it('has a CSP that allows the runtime and blocks every request the preview does not need', () => {
    const csp = frameCsp(runtime, site);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src 'unsafe-eval' ${runtime}`);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain(`img-src data: blob: ${site}`);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every HTML parser goes through the runtime's one policy (no child frames).
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types default');
  });

  it('puts the frame’s document into the shell’s as data, which no markup in it can end', () => {
    const html = shellDocument({
      shellNonce: 's',
      frameNonce: 'f',
      title: 'Preview',
      srcdoc: '</script><script>alert(1)</script>',
    });
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
    // No CSP of its own: it would bind the preview frame, which inherits it.
    expect(html).not.toContain('Content-Security-Policy');
  });

  it('writes the CSP first, then loads the runtime with CORS and the nonce', () => {
    const nonce = makeNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(makeNonce()).not.toBe(nonce);
    const html = frameDocument(runtime, site, nonce);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(
      `<script src="${runtime}" crossorigin="anonymous" data-nonce="${nonce}">`,
    );
  });

  it('escapes what it writes into attributes', () => {
    expect(frameDocument('x"><script>', site, 'n')).not.toContain('"><script>');
  });
});
