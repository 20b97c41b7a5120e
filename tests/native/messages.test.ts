/**
 * The native-messages page (src/data/nativeMessages.ts) against React Native: each
 * entry's "when it fires" program prints its line, exactly, on iOS and Android (and
 * not in a release build when the entry says development only), and each "instead"
 * program renders on React Native and on the web with nothing printed, and puts its
 * elements where the entry promises, measured on both.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {insteadProgram, nativeMessages, type NativeMessage} from '@site/src/data/nativeMessages';
import {anchorOf} from '@site/src/utils/nativeMessageMatch';
import {renderWeb} from '../unit/webBuild';
import {closeChromium, webBoxes} from './chromium';
import {breaks, type Placed} from './layoutClaims';
import {programKinds} from './programs';
import {hostWithText, outcome, verdictOf, type HostNode, type Verdict} from './verdicts';

const systems = ['ios', 'android'] as const;

/** The line as the console shows it: the library's prefix, or React Native's own text. */
export const lineOf = (message: NativeMessage, text: string) =>
  message.from === 'react-native' ? text : `[${message.level}] React Strict DOM: ${text}`;

const withCode = nativeMessages.filter((m) => 'code' in m.fires);

describe(programKinds['message-fires'], () => {
  describe.each(withCode.map((m) => [m.template, m] as const))('%s', (template, message) => {
    const id = `message/${anchorOf(template)}/fires`;

    it('prints its line, exactly, on iOS and Android', () => {
      for (const os of systems)
        expect(outcome(verdictOf(id, os)).messages, os).toContainEqual({
          level: message.level,
          text: lineOf(message, message.printed!),
        });
    });

    it(
      message.devOnly
        ? 'prints nothing of it in a release build'
        : 'prints it in a release build too',
      () => {
        for (const os of systems) {
          const texts = verdictOf(`${id}/release`, os).messages.map((m) => m.text);
          const line = lineOf(message, message.printed!);
          if (message.devOnly) expect(texts, os).not.toContain(line);
          else expect(texts, os).toContain(line);
        }
      },
    );
  });
});

/** The host whose text is `text`, with its parent's box (the window's for a top-level one). */
function nativePlace(verdict: Verdict, text: string): Placed | undefined {
  const window = {x: 0, y: 0, width: verdict.window.width, height: verdict.window.height};
  const node = hostWithText(verdict.hosts, text);
  if (!node) return undefined;
  /** The box of `node`'s parent host under `nodes`, `parent` the box above them. */
  const parentOf = (nodes: HostNode[], parent: Placed['parent']): Placed['parent'] | undefined => {
    if (nodes.includes(node)) return parent;
    for (const candidate of nodes)
      if ('children' in candidate) {
        const found = parentOf(candidate.children, candidate.box);
        if (found !== undefined) return found;
      }
    return undefined;
  };
  return {box: node.box, parent: parentOf(verdict.hosts, window) ?? null};
}

afterAll(closeChromium);

describe(programKinds['message-instead'], () => {
  describe.each(nativeMessages.map((m) => [m.template, m] as const))('%s', (template, message) => {
    const id = `message/${anchorOf(template)}/instead`;

    it('renders on iOS and Android with nothing printed', () => {
      for (const os of systems)
        expect(outcome(verdictOf(id, os))).toEqual({os, threw: null, messages: []});
    });

    it('renders on the web with nothing printed', () => {
      expect(renderWeb(insteadProgram(message)).messages).toEqual([]);
    });

    if (message.promises?.length) {
      it.each(message.promises.map((p) => [`${p.kind} ${p.element}`, p] as const))(
        'keeps its promise: %s (on iOS, Android and the web)',
        async (_, promise) => {
          const {html, css} = renderWeb(insteadProgram(message));
          const texts = [promise.element, ...('anchor' in promise ? [promise.anchor] : [])];
          const boxes = await webBoxes(html, css, texts);
          const broken = {
            ...Object.fromEntries(
              systems.map((os) => {
                const verdict = verdictOf(id, os);
                return [os, breaks(promise, (text) => nativePlace(verdict, text))];
              }),
            ),
            web: breaks(promise, (text) => boxes[text]),
          };
          expect(broken).toEqual({ios: null, android: null, web: null});
        },
      );
    }
  });
});
