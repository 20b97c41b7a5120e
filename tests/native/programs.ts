/**
 * Every program the site shows as native code, gathered from where it lives, for the
 * native judge (tests/native-judge) to run: the compatibility explorer's Try programs,
 * the native-messages entries' programs, the assistant rules' examples, the snippets
 * and the live examples. Snippets and examples are found by their folders, so a new
 * file is judged without being listed anywhere.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ruleGroups, type AssistantRule, type ExampleFiles} from '@site/src/data/assistantRules';
import {explorerRows} from '@site/src/data/compat/explorer';
import {tryFiles, tryPress} from '@site/src/data/compat/tryIt';
import {insteadProgram, nativeMessages} from '@site/src/data/nativeMessages';
import {anchorOf} from '@site/src/utils/nativeMessageMatch';
import {claims} from './claims';
import {pagePrograms} from './pageClaims';
import {placementPrograms} from './textPlacement';
import {renderableExports, type RenderableExport} from './sampleProps';

export const root = path.resolve(__dirname, '../..');

/** The program format of tests/native-judge/judge.mjs (and of the Native preview). */
export interface NativeProgram {
  id: string;
  files: Record<string, string>;
  /** The data-testid of an element to press once after the first render. */
  press?: string;
  platforms?: ('ios' | 'android')[];
  /** A release build: `__DEV__` false. */
  release?: boolean;
  /** The app's window from the start (React Native's Jest mocks: 750 × 1334). */
  window?: WindowSize;
  /**
   * Steps after the press, in order: an event to fire (React Native Testing Library's
   * `fireEvent`), or the window resized, as a phone reports a rotation.
   */
  events?: ({testId: string; name: string; payload?: unknown} | {window: WindowSize})[];
}

export interface WindowSize {
  width: number;
  height: number;
}

/** Where a program comes from: the rows of `npm run check:native`'s table. */
export const programKinds = {
  explorer: 'Compatibility explorer: Try programs',
  'message-fires': 'Native messages: when it fires',
  'message-instead': 'Native messages: instead',
  'rule-right': 'Assistant rules: right',
  'rule-wrong': 'Assistant rules: wrong',
  snippet: 'Snippets',
  example: 'Live examples (Native view)',
  claim: 'Sentences of the native-messages page',
  page: 'Sentences of the Learn and API pages',
  placement: "Text placement: its tables' rows",
} as const;

export type ProgramKind = keyof typeof programKinds;

export interface JudgedProgram extends NativeProgram {
  kind: ProgramKind;
}

const both: NativeProgram['platforms'] = ['ios', 'android'];

/** An `App.tsx` that renders each of `jsx` from the files it imports them from. */
function appOf(imports: Record<string, string[]>, jsx: string[], html = false): string {
  const lines = Object.entries(imports).map(
    ([from, names]) => `import {${names.join(', ')}} from './${from}';`,
  );
  if (html) lines.unshift("import {html} from 'react-strict-dom';");
  return `${lines.join('\n')}

export default function JudgedApp() {
  return (
    <>
      ${jsx.join('\n      ')}
    </>
  );
}
`;
}

const stem = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');

// ---- The compatibility explorer ---------------------------------------------------

function explorerPrograms(): JudgedProgram[] {
  return explorerRows.flatMap((row) => {
    const files = tryFiles(row);
    if (!files) return [];
    const press = tryPress(row);
    return [
      {
        id: `explorer/${row.id}`,
        kind: 'explorer',
        files,
        platforms: both,
        ...(press ? {press} : {}),
      },
    ];
  });
}

// ---- Native messages --------------------------------------------------------------

function messagePrograms(): JudgedProgram[] {
  return nativeMessages.flatMap((message) => {
    const anchor = anchorOf(message.template);
    const press = 'code' in message.fires ? message.fires.press : undefined;
    const instead: JudgedProgram = {
      id: `message/${anchor}/instead`,
      kind: 'message-instead',
      files: insteadProgram(message),
      platforms: both,
      // What a press does wrong, the fix must do right: pressed too, where it has the element.
      ...(press && message.instead.includes(`data-testid="${press}"`) ? {press} : {}),
    };
    if (!('code' in message.fires)) return [instead];
    const {code} = message.fires;
    const fires: JudgedProgram = {
      id: `message/${anchor}/fires`,
      kind: 'message-fires',
      files: {'App.tsx': code},
      platforms: both,
      ...(press ? {press} : {}),
    };
    // The same in a release build, where a development-only message is not printed.
    const release: JudgedProgram = {...fires, id: `${fires.id}/release`, release: true};
    return [fires, release, instead];
  });
}

// ---- Assistant rules --------------------------------------------------------------

/** The components an example's first file exports (`export function Name`). */
export function exampleComponents(files: ExampleFiles): string[] {
  const entry = files[Object.keys(files)[0]!]!;
  return [...entry.matchAll(/^export function ([A-Z]\w*)/gm)].map((match) => match[1]!);
}

function rulePrograms(): JudgedProgram[] {
  const rules: AssistantRule[] = ruleGroups.flatMap((group) => group.rules);
  return rules
    .filter((rule) => rule.kind === 'component')
    .flatMap((rule) =>
      (['right', 'wrong'] as const).map((side): JudgedProgram => {
        const files = rule[side];
        const entry = Object.keys(files)[0]!;
        const names = exampleComponents(files);
        return {
          id: `rule/${rule.id}/${side}`,
          kind: side === 'right' ? 'rule-right' : 'rule-wrong',
          files: {
            ...files,
            'App.tsx': appOf(
              {[stem(entry)]: names},
              names.map((name) => `<${name} />`),
            ),
          },
          platforms: both,
        };
      }),
    );
}

// ---- Snippets and live examples ---------------------------------------------------

/** Every file under `dir` (relative to the site), recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => /\.[a-z]+$/.test(file));
}

/** What a file's comments say it does on native (see src/examples/README.md). */
export interface NativeTags {
  /** The lines it prints, in order, as the console shows them. */
  prints: {level: 'warn' | 'error'; text: string}[];
  /** The data-testid of the element to press once after the first render. */
  press?: string;
}

/** React Native's own messages, which a line names without the library's prefix. */
const reactNativeLines = new Set(
  nativeMessages.filter((m) => m.from === 'react-native').map((m) => m.template),
);

/**
 * Reads `@native-prints <warn|error> <message>` (one per line printed, the message as
 * the native-messages page writes it; it may go on over comment lines indented by
 * two more spaces) and `@native-press <testid>` from a file's comments.
 */
export function nativeTags(source: string): NativeTags {
  const prints: NativeTags['prints'] = [];
  let open: {level: 'warn' | 'error'; words: string[]} | undefined;
  const close = () => {
    if (!open) return;
    const message = open.words.join(' ');
    const text = reactNativeLines.has(message)
      ? message
      : `[${open.level}] React Strict DOM: ${message}`;
    prints.push({level: open.level, text});
    open = undefined;
  };
  for (const line of source.split('\n')) {
    const tag = /@native-prints (warn|error) (.+)$/.exec(line);
    const more = /^\s*(?:\*|\/\/)\s{3,}(\S.*)$/.exec(line);
    if (tag) {
      close();
      open = {level: tag[1] as 'warn' | 'error', words: [tag[2]!.trim()]};
    } else if (open && more) open.words.push(more[1]!.trim());
    else close();
  }
  close();
  const press = /@native-press (\S+)/.exec(source)?.[1];
  return press ? {prints, press} : {prints};
}

/** The platforms an example's `@platforms` tag names, of Android and iOS. */
function examplePlatforms(source: string): NativeProgram['platforms'] {
  const tag = /@platforms\s+([^\n*]+)/.exec(source)?.[1] ?? '';
  return both!.filter((os) => tag.split(/[\s,]+/).includes(os));
}

/**
 * A file and the siblings it imports, by name in its folder (`./tokens.css`,
 * `./hills.png`): an asset becomes an empty file, which React Native's Jest preset
 * resolves by name only.
 */
function withSiblings(file: string): Record<string, string> {
  const dir = path.dirname(file);
  const inFolder = readdirSync(path.join(root, dir));
  const files: Record<string, string> = {};
  const add = (name: string) => {
    if (name in files) return;
    const text = /\.(tsx?|jsx?|json)$/.test(name)
      ? readFileSync(path.join(root, dir, name), 'utf8')
      : '';
    files[name] = text;
    for (const [, specifier] of text.matchAll(/from '\.\/([^']+)'/g)) {
      const match = inFolder.filter(
        (other) =>
          other === specifier || stem(other) === specifier || other.startsWith(`${specifier}.`),
      );
      match.forEach(add);
    }
  };
  add(path.basename(file));
  return files;
}

/** The snippets and examples the judge renders: each file with its siblings and tags. */
interface ShownFile {
  file: string;
  kind: 'snippet' | 'example';
  platforms: NativeProgram['platforms'];
}

/** Snippets shown for native: every `.native.tsx` file, and every Learn snippet that is not web-only. */
function snippetFiles(): ShownFile[] {
  return filesUnder('src/snippets')
    .filter(
      (file) =>
        file.endsWith('.native.tsx') ||
        (file.startsWith('src/snippets/learn/') &&
          /\.tsx?$/.test(file) &&
          !/\.(web|types|d)\.tsx?$/.test(file) &&
          !/\.css\.ts$/.test(file) &&
          // the .native.tsx twin, when there is one, is the file native runs
          !filesUnder(path.dirname(file)).includes(file.replace(/\.tsx$/, '.native.tsx'))),
    )
    .map((file) => ({file, kind: 'snippet', platforms: both}));
}

/** Live examples whose `@platforms` name Android or iOS: their Native view. */
function exampleFiles(): ShownFile[] {
  return filesUnder('src/examples')
    .filter((file) => /\/[A-Z]\w*\.tsx$/.test(file))
    .flatMap((file) => {
      const platforms = examplePlatforms(readFileSync(path.join(root, file), 'utf8'));
      return platforms!.length ? [{file, kind: 'example' as const, platforms}] : [];
    });
}

/**
 * The JSX of a file's components: each one, side by side; but where some wrap element
 * children (`PromoScreen` around `PromoCard`), those wrap the others, as the file's
 * page uses them, rather than a stand-in child.
 */
function composed(found: RenderableExport[]): string {
  const wrappers = found.filter((e) => e.wrapping);
  const others = found.filter((e) => !e.wrapping);
  if (!wrappers.length || !others.length) return found.map((e) => e.jsx).join('');
  return wrappers.reduceRight(
    (inside, wrapper) => wrapper.wrapping!.replace('{children}', inside),
    others.map((e) => e.jsx).join(''),
  );
}

/**
 * The file's program: its folder's files it needs under `shown/`, and an `App.tsx`
 * that renders each component it exports (a module without one is only imported).
 */
function shownPrograms(): JudgedProgram[] {
  const shown = [...snippetFiles(), ...exampleFiles()];
  const exports = renderableExports(shown.map(({file}) => path.join(root, file)));
  return shown.map(({file, kind, platforms}) => {
    const found = exports.get(path.join(root, file))!;
    const name = path.basename(file);
    const files = Object.fromEntries(
      Object.entries(withSiblings(file)).map(([sibling, text]) => [`shown/${sibling}`, text]),
    );
    // Imported as `./Name`, as a page's import reads it: a `.native.tsx` twin wins on native.
    const from = `shown/${stem(name).replace(/\.native$/, '')}`;
    const app = found.length
      ? appOf(
          {[from]: found.map((e) => e.name)},
          [composed(found)],
          composed(found).includes('<html.'),
        )
      : `import './${from}';\n\nexport default function JudgedApp() {\n  return null;\n}\n`;
    const {press} = nativeTags(files[`shown/${name}`]!);
    return {
      id: `${kind}/${file}`,
      kind,
      files: {...files, 'App.tsx': app},
      platforms,
      ...(press ? {press} : {}),
    };
  });
}

/** Every program of the site, judged by `npm run check:native`. */
export function allPrograms(): JudgedProgram[] {
  return [
    ...explorerPrograms(),
    ...messagePrograms(),
    ...rulePrograms(),
    ...shownPrograms(),
    ...Object.values(claims).map((claim) => claim.program),
    ...Object.values(pagePrograms()),
    ...placementPrograms(),
  ];
}
