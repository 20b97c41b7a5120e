/**
 * The programs the Native preview and the native judge both run (issue #45's
 * agreement test, tests/e2e/native-agreement.spec.ts), in the format of the
 * contract between the two: a playground's files with `App.tsx` default-exporting
 * the component, and the `data-testid` of an element to press once after the first
 * render. Made from the site's own data: every Try program of the compatibility
 * explorer, each native message's program that prints it and the one to write
 * instead, and the assistant rules' right and wrong examples (the review's W1, W4
 * and W6 programs among them). Ids follow the judge's (`explorer/<row>`,
 * `message/<anchor>/fires`, `rule/<id>/right`).
 *
 * The native judge's branch gathers the same programs and more (snippets, live
 * examples, release builds) in a file of this name with the same `allPrograms()`:
 * that one replaces this one when both are merged.
 */
import {ruleGroups, type ExampleFiles} from '@site/src/data/assistantRules';
import {explorerRows} from '@site/src/data/compat/explorer';
import {tryFiles} from '@site/src/data/compat/tryIt';
import {nativeMessages} from '@site/src/data/nativeMessages';
import {anchorOf} from '@site/src/utils/nativeMessageMatch';

export interface NativeProgram {
  id: string;
  files: Record<string, string>;
  /** The data-testid of an element to press once after the first render. */
  press?: string;
  platforms?: ('ios' | 'android')[];
  /** A release build (`__DEV__` false); the preview is a development build. */
  release?: boolean;
  /** Native events the judge fires on elements (a selection change): no press makes them. */
  events?: unknown[];
}

/** The test id these programs give the element they press. */
const pressTarget = 'try-it';

/**
 * The code with a test id on its first element that acts on a press (an `href` or
 * an `onClick`): some messages print only then (`href`).
 */
function withPressTarget(code: string): string {
  const pressable = /<html\.\w+(?=[^>]*\s(?:href|onClick)=)/;
  if (!pressable.test(code)) throw new Error(`Nothing to press in:\n${code}`);
  return code.replace(pressable, (tag) => `${tag} data-testid="${pressTarget}"`);
}

/** Explorer rows whose feature acts only on a press: `href` logs its error then. */
const pressedRows = new Set(['prop-html-a-href']);

function explorerPrograms(): NativeProgram[] {
  return explorerRows.flatMap((row) => {
    const files = tryFiles(row);
    if (!files) return [];
    const id = `explorer/${row.id}`;
    if (!pressedRows.has(row.id)) return [{id, files}];
    const app = withPressTarget(files['App.tsx']!);
    return [{id, files: {...files, 'App.tsx': app}, press: pressTarget}];
  });
}

function messagePrograms(): NativeProgram[] {
  return nativeMessages.flatMap((message) => {
    const anchor = anchorOf(message.template);
    const instead = {id: `message/${anchor}/instead`, files: {'App.tsx': message.instead}};
    if (!('code' in message.fires)) return [instead];
    const {code, then} = message.fires;
    const fires: NativeProgram =
      then === 'press'
        ? {
            id: `message/${anchor}/fires`,
            files: {'App.tsx': withPressTarget(code)},
            press: pressTarget,
          }
        : {id: `message/${anchor}/fires`, files: {'App.tsx': code}};
    return [fires, instead];
  });
}

/** An `App.tsx` rendering every component the example's first file exports, without props. */
function ruleApp(files: ExampleFiles): string {
  const entry = Object.keys(files)[0]!;
  const names = [...files[entry]!.matchAll(/^export function ([A-Z]\w*)/gm)].map((m) => m[1]!);
  return `import {${names.join(', ')}} from './${entry.replace(/\.tsx?$/, '')}';

export default function App() {
  return (
    <>
      ${names.map((name) => `<${name} />`).join('\n      ')}
    </>
  );
}
`;
}

function rulePrograms(): NativeProgram[] {
  return ruleGroups
    .flatMap((group) => group.rules)
    .filter((rule) => rule.kind === 'component')
    .flatMap((rule) =>
      (['right', 'wrong'] as const).map((side) => ({
        id: `rule/${rule.id}/${side}`,
        files: {...rule[side], 'App.tsx': ruleApp(rule[side])},
      })),
    );
}

/** Every program, each id once. */
export function allPrograms(): NativeProgram[] {
  return [...messagePrograms(), ...rulePrograms(), ...explorerPrograms()];
}
