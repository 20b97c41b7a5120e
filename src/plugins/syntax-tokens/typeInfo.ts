// Build time only: TypeScript's language service runs in Node, through twoslash, while the
// site builds. Nothing here reaches a browser.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {createTwoslasher, type TwoslashInstance} from 'twoslash';
import {compilerOptions, typePlatforms, type TypePlatform} from './compilerOptions';
import {reactNativeStub} from './reactNativeStub';

export {typePlatforms, type TypePlatform};

/** A file of code a page shows whole, checked against the library's types. */
export interface CodeSample {
  /** Where the file sits, relative to the site and with `/`: its relative imports resolve from there. */
  file: string;
  code: string;
  /** The type trees it is written for: a `.web.tsx` file has only web, a `.native.tsx` only native. */
  platforms: readonly TypePlatform[];
  /** Files that exist only beside this one (the other files of an example held in data), by path. */
  siblings?: Readonly<Record<string, string>>;
  /** Shown to fail type-checking as a whole, as an assistant rule's wrong example is. */
  failsOnPurpose?: boolean;
}

/** What one platform's compiler says at a place; both when they differ, one key when they agree. */
export type PlatformTexts = Partial<Record<TypePlatform, string>>;

/** A span of a sample's code (0-based line and character). */
export interface CodeSpan {
  line: number;
  character: number;
  length: number;
}

/** An identifier of the library and its type, as an editor's hover shows it. */
export interface TypeNote extends CodeSpan {
  text: PlatformTexts;
}

/** A compiler error. */
export interface ErrorNote extends CodeSpan {
  code: number;
  text: PlatformTexts;
}

export interface SampleTypes {
  hovers: TypeNote[];
  errors: ErrorNote[];
  /** Lines that carry a `@ts-expect-error` directive: the line after each must fail. */
  expectErrorLines: number[];
}

/** Declarations that count as the library's: its own and StyleX's, which `css` re-exports. */
const libraryFile = /[\\/]node_modules[\\/](?:react-strict-dom|@stylexjs[\\/]stylex)[\\/]/;

/**
 * A `@ts-expect-error` directive: a comment (line, block or JSX) that starts with it, as the
 * compiler reads one; it then skips the next line's errors. Only the directive's own words
 * (group 2) are blanked, and the words in a comment's prose are no directive.
 */
const expectError = /(\/\/|\/\*)(\s*@ts-expect-error)/g;

/** Declarations every sample may rely on, as the site's type check provides them. */
const ambientFiles: Record<TypePlatform, string> = {
  web: `declare module '*.png' { const src: string; export default src; }\n`,
  native: `declare module '*.png' { const src: string; export default src; }\n${reactNativeStub}`,
};

/** The lines of `code` that hold a `@ts-expect-error` directive. */
export function expectErrorLines(code: string): number[] {
  return code.split('\n').flatMap((line, i) => (line.match(expectError) ? [i] : []));
}

// --- The cache: each sample's result, under a hash of all it depends on ---

const packagesHashed = [
  'typescript',
  'twoslash',
  'react-strict-dom',
  '@stylexjs/stylex',
  '@types/react',
];

/** Changes when the compiler, the library, its types, the options or this file change. */
function salt(siteDir: string): string {
  const hash = createHash('sha256');
  for (const name of packagesHashed)
    hash.update(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json')));
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  hash.update(JSON.stringify(ambientFiles));
  hash.update(JSON.stringify(typePlatforms.map(compilerOptions)));
  return hash.digest('hex');
}

/** The site's files a file imports, directly or through each other (not node_modules). */
function localImports(file: string, code: string, siteDir: string): string[] {
  const found = new Set<string>();
  const visit = (from: string, text: string) => {
    for (const {fileName} of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(
        fileName,
        from,
        compilerOptions('web'),
        ts.sys,
      ).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || found.has(target) || !target.startsWith(siteDir)) continue;
      found.add(target);
      visit(target, fs.readFileSync(target, 'utf8'));
    }
  };
  visit(path.join(siteDir, file), code);
  return [...found].sort();
}

function sampleKey(sample: CodeSample, siteDir: string, saltHash: string): string {
  const hash = createHash('sha256').update(saltHash);
  hash.update(JSON.stringify([sample.file, sample.code, sample.platforms, sample.siblings ?? {}]));
  for (const file of localImports(sample.file, sample.code, siteDir))
    hash.update(`\0${file}\0`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

// --- The compiler, through twoslash: one run per type tree for every sample not cached ---

/** The identifier at `position`: the innermost node there, when it is one. */
function identifierAt(source: ts.SourceFile, position: number): ts.Identifier | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found && ts.isIdentifier(found) ? found : undefined;
}

/** Declarations of one type tree only: react-strict-dom's `dist/web` or `dist/native`. */
const platformFile = /[\\/]node_modules[\\/]react-strict-dom[\\/]dist[\\/](?:web|native)[\\/]/;

/**
 * What an identifier is to the library: not its (false), declared in files both type trees
 * share (`shared`: its type is the same on both), or in a file of one tree (`platform`).
 */
export type LibraryKind = false | 'shared' | 'platform';

export function libraryKind(symbol: ts.Symbol | undefined): LibraryKind {
  const files = (symbol?.declarations ?? []).map((d) => d.getSourceFile().fileName);
  if (files.some((file) => platformFile.test(file))) return 'platform';
  return files.some((file) => libraryFile.test(file)) && 'shared';
}

/**
 * Whether a declaration of the native type tree is written the same way in the web tree's
 * file of the same name (as every `html.*` element is), so its type is the same on both.
 */
const webTexts = new Map<string, string | undefined>();
export function declaredAlikeOnWeb(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile().fileName;
  const webFile = file.replace(/([\\/]dist[\\/])native([\\/])/, '$1web$2');
  if (webFile === file) return false;
  if (!webTexts.has(webFile))
    webTexts.set(webFile, fs.existsSync(webFile) ? fs.readFileSync(webFile, 'utf8') : undefined);
  // A module (`html`) is its whole file.
  let statement: ts.Node = declaration;
  while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  return !!webTexts.get(webFile)?.includes(statement.getText());
}

/** The property `name` of a contextual type, or of the first member of a union that has one. */
function contextualProperty(type: ts.Type | undefined, name: string, checker: ts.TypeChecker) {
  const members = type?.isUnion() ? type.types : type ? [type] : [];
  for (const member of members) {
    const property = checker.getPropertyOfType(member, name);
    if (property) return property;
  }
  return undefined;
}

/** Ignores what inference made of the literal itself, so `css.create`'s declared shape is seen. */
const ignoreNodeInferences = 4; // ts.ContextFlags.IgnoreNodeInferences (internal)
type ContextualTypeOf = (node: ts.Expression, flags: number) => ts.Type | undefined;

/** How an identifier is the library's. */
export interface LibraryName {
  kind: Exclude<LibraryKind, false>;
  /**
   * It names a declaration of the library (`css`, `create`, `div`), is a prop of one of its
   * elements, a key its types declare in an object (a style's property), or holds a value
   * of a type it declares (a `defineVars` group).
   */
  via: 'declaration' | 'prop' | 'key' | 'type';
  /** The declaration, prop or key it names. */
  symbol?: ts.Symbol;
}

/**
 * Tells whether an identifier names something of the library, and how (LibraryName): not
 * the names you give (a style's name, a component), only what the library declares or
 * types. One per program: it remembers the declared shape of each object literal, the
 * costly part.
 */
export function libraryIdentifiers(
  checker: ts.TypeChecker,
): (node: ts.Identifier) => LibraryName | undefined {
  const shapes = new Map<ts.Node, ts.Type | undefined>();
  const declaredShape = (literal: ts.ObjectLiteralExpression) => {
    if (!shapes.has(literal))
      shapes.set(
        literal,
        (checker.getContextualType as ContextualTypeOf)(literal, ignoreNodeInferences),
      );
    return shapes.get(literal);
  };
  const named = (via: LibraryName['via'], symbol: ts.Symbol | undefined) => {
    const kind = libraryKind(symbol);
    return kind ? {kind, via, symbol} : undefined;
  };
  return (node) => {
    const symbol = declaredSymbol(node, checker);
    const declared = named('declaration', symbol);
    if (declared) return declared;
    const parent = node.parent;
    if (ts.isJsxAttribute(parent) && parent.name === node)
      return named(
        'prop',
        contextualProperty(checker.getContextualType(parent.parent), node.text, checker),
      );
    if (
      (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) &&
      parent.name === node
    ) {
      const key = named(
        'key',
        contextualProperty(declaredShape(parent.parent), node.text, checker),
      );
      if (key) return key;
    }
    const type = checker.getTypeAtLocation(node);
    const typed = libraryKind(type.aliasSymbol) || libraryKind(type.getSymbol());
    return typed ? {kind: typed, via: 'type'} : undefined;
  };
}

/** A type as its members, when it is a union: no alias names the reader has not seen. */
function typeText(type: ts.Type, checker: ts.TypeChecker): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
  return type.isUnion()
    ? type.types.map((member) => checker.typeToString(member, undefined, flags)).join(' | ')
    : checker.typeToString(type, undefined, flags);
}

/** What to show for an identifier: the compiler's quick info there, a text, or nothing. */
export type Note = 'here' | 'declared' | {text: string} | false;

/**
 * What a reader is shown for an identifier of the library. Mostly what an editor shows
 * on hover there (`here`); but a style's property shows the values the library's types
 * accept for it, not an echo of the value written beside it, a generic function of the
 * library (`css.create`) its declared signature, not the instance the call made of it,
 * which repeats the whole argument, and a type alias its declaration. Namespaces (`css`,
 * `html`) are shown where they are imported, and an element where it opens, not where
 * it closes.
 */
export function noteOf(node: ts.Identifier, name: LibraryName, checker: ts.TypeChecker): Note {
  const closing = ts.findAncestor(node, (n) => ts.isJsxClosingElement(n) || ts.isStatement(n));
  if (closing && ts.isJsxClosingElement(closing)) return false;
  const symbol = name.symbol;
  const declaration = symbol?.declarations?.[0];
  if (name.via === 'declaration' && declaration && ts.isSourceFile(declaration))
    return ts.isImportSpecifier(node.parent) && 'here';
  if (
    name.via === 'key' &&
    symbol &&
    declaration &&
    ts.isPropertySignature(declaration) &&
    declaration.type
  ) {
    const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = typeText(checker.getTypeFromTypeNode(declaration.type), checker);
    return {text: `(property) ${symbol.name}${optional}: ${type}`};
  }
  if (
    name.via === 'declaration' &&
    symbol &&
    declaration &&
    ts.isVariableDeclaration(declaration)
  ) {
    const type = checker.getTypeOfSymbol(symbol);
    const generic = checker
      .getSignaturesOfType(type, ts.SignatureKind.Call)
      .some((signature) => signature.typeParameters?.length);
    if (generic) return {text: `const ${symbol.name}: ${typeText(type, checker)}`};
  }
  if (name.via === 'declaration' && declaration && ts.isTypeAliasDeclaration(declaration))
    return {text: declarationText(declaration)};
  return 'here';
}

/**
 * A type alias as the library writes it (`type StaticStyles<CSS …> = StyleXArray<…>`):
 * quick info would spell out its default arguments, every CSS property of them.
 */
function declarationText(declaration: ts.TypeAliasDeclaration): string {
  const {name, typeParameters, type} = declaration;
  const parameters = typeParameters ? `<${typeParameters.map((p) => p.getText()).join(', ')}>` : '';
  return `type ${name.text}${parameters} = ${type.getText()}`.replace(/\s+/g, ' ');
}

/** The names a file imports from react-strict-dom, by the names it gives them. */
const libraryImports = new WeakMap<ts.SourceFile, Set<string>>();
function importedFromLibrary(source: ts.SourceFile): Set<string> {
  let names = libraryImports.get(source);
  if (names) return names;
  names = new Set();
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== 'react-strict-dom'
    )
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
  }
  libraryImports.set(source, names);
  return names;
}

/**
 * Whether an identifier is, by its syntax alone, a name imported from react-strict-dom
 * (`css`, `html`) or a member of one (`html.div`): the only names whose declarations the
 * two type trees can write differently. Read without the checker, which would check the
 * code around every other identifier to find what it names.
 */
export function namesLibraryExport(node: ts.Identifier): boolean {
  const imported = importedFromLibrary(node.getSourceFile());
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node)
    return ts.isIdentifier(parent.expression) && imported.has(parent.expression.text);
  if (ts.isQualifiedName(parent) && parent.right === node)
    return ts.isIdentifier(parent.left) && imported.has(parent.left.text);
  return imported.has(node.text) && !ts.isPropertyAssignment(parent) && !ts.isJsxAttribute(parent);
}

/** The symbol an identifier names, through imports and re-exports. */
function declaredSymbol(node: ts.Identifier, checker: ts.TypeChecker): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * Quick info on an imported name without what says it is imported (`(alias) …`, then
 * `import name`): the same text as at its declaration, so the page shows one popover for both.
 */
export function withoutAlias(text: string): string {
  const alias = /^\(alias\) ([\s\S]*)\nimport [\w$]+$/.exec(text);
  return alias ? alias[1]! : text;
}

/** A sample as placed in a run's input. */
interface Placed {
  sample: CodeSample;
  /** Where its file (its `@filename` line, then its code) starts in the input. */
  fileStart: number;
  /** Where its code starts in the input. */
  start: number;
  /** Its file as the compiler sees it. */
  path: string;
}

/** The line and character of an offset in `code`. */
function lineAndCharacter(code: string, offset: number): {line: number; character: number} {
  const before = code.slice(0, offset);
  const line = before.split('\n').length - 1;
  return {line, character: offset - (before.lastIndexOf('\n') + 1)};
}

/** An identifier of a sample, as the compiler sees it. */
interface Identified {
  node: ts.Identifier;
  /** Where it starts in the sample's code. */
  offset: number;
  /** What to show for it, if it is the library's; costly: it checks the code around it. */
  readonly note: Note;
  /** The symbol it names, through imports; costly too, unless it is a library's name. */
  readonly symbol: ts.Symbol | undefined;
}

/** One type tree's notes on one sample; `offset` is where the span starts in the code. */
interface RawNotes {
  hovers: (CodeSpan & {offset: number; text: string})[];
  errors: (CodeSpan & {code: number; text: string})[];
}

interface RunOptions {
  /**
   * What to show for an identifier of a sample: the quick info at its place (`here`), the
   * quick info asked once for all places where it names the same declaration in the same
   * kind of syntax (`declared`: for names that are not generic, such as `css` and
   * `html.div`), a text, or nothing.
   */
  asks: (sample: CodeSample, about: () => Identified) => Note;
  /** Whether to collect a sample's errors. */
  errorsOf: (sample: CodeSample) => boolean;
}

/**
 * Checks `samples` on one type tree, as the files of one twoslash run: one program, so the
 * library's declarations are read and checked once for all of them.
 */
function checkTogether(
  twoslasher: TwoslashInstance,
  samples: readonly CodeSample[],
  root: string,
  {asks, errorsOf}: RunOptions,
): Map<CodeSample, RawNotes> {
  const parts: string[] = [];
  const placed: Placed[] = [];
  let length = 0;
  const add = (file: string, code: string, sample?: CodeSample) => {
    const header = `// @filename: ${file}\n`;
    // The directives go, so the compiler reports what they would hide; the text keeps its length.
    const text = `${code.replace(expectError, (_, opens: string, directive: string) => opens + ' '.repeat(directive.length))}${code.endsWith('\n') ? '' : '\n'}`;
    if (sample)
      placed.push({sample, fileStart: length, start: length + header.length, path: root + file});
    parts.push(header, text);
    length += header.length + text.length;
  };
  const written = new Set<string>();
  for (const sample of samples) {
    add(sample.file, sample.code, sample);
    written.add(sample.file);
  }
  for (const sample of samples)
    for (const [file, code] of Object.entries(sample.siblings ?? {}))
      if (!written.has(file)) {
        add(file, code);
        written.add(file);
      }
  const placeOf = (offset: number) =>
    placed.find((p) => offset >= p.start && offset <= p.start + p.sample.code.length);
  const notes = new Map<CodeSample, RawNotes>(
    samples.map((sample) => [sample, {hovers: [], errors: []}]),
  );
  const at = (place: Placed, offset: number, length: number) => ({
    ...lineAndCharacter(place.sample.code, offset - place.start),
    length,
  });

  // Twoslash would check each file for errors after a change to it, each time in a new
  // program that checks the library again (about a second a file); asked here, at the
  // first identifier, all files are in one program and the library is checked once.
  let checked:
    | {
        program: ts.Program;
        service: ts.LanguageService;
        nameOf: (node: ts.Identifier) => LibraryName | undefined;
      }
    | undefined;
  const checkOnce = () => {
    if (checked) return checked;
    // One type tree per twoslasher, so one environment in its cache.
    const service = [...twoslasher.getCacheMap()!.values()][0]!.languageService;
    const program = service.getProgram()!;
    checked = {program, service, nameOf: libraryIdentifiers(program.getTypeChecker())};
    for (const place of placed) {
      if (!errorsOf(place.sample)) continue;
      const source = program.getSourceFile(place.path)!;
      for (const diagnostic of [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ]) {
        const offset = place.fileStart + (diagnostic.start ?? 0);
        notes.get(place.sample)!.errors.push({
          ...at(place, offset, diagnostic.length ?? 0),
          code: diagnostic.code,
          text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        });
      }
    }
    return checked;
  };

  // Quick info names the module a type comes from by searching every file's exports, so
  // asked once per declaration and syntax, not at each of the hundreds of places.
  const declaredTexts = new Map<string, string | undefined>();
  const result = twoslasher(parts.join(''), 'tsx', {
    handbookOptions: {keepNotations: true, noErrorValidation: true, noErrors: true},
    shouldGetHoverInfo(identifier, start) {
      const place = placeOf(start);
      if (!place) return false;
      const {program, service, nameOf} = checkOnce();
      const position = start - place.fileStart;
      const node = identifierAt(program.getSourceFile(place.path)!, position);
      if (!node) return false;
      const checker = program.getTypeChecker();
      const asked = asks(place.sample, () => ({
        node,
        offset: start - place.start,
        get note() {
          const name = nameOf(node);
          return name ? noteOf(node, name, checker) : false;
        },
        get symbol() {
          return declaredSymbol(node, checker);
        },
      }));
      if (asked === 'here' || asked === false) return asked === 'here';
      const hover = (text: string | undefined) => {
        if (text !== undefined)
          notes.get(place.sample)!.hovers.push({
            ...at(place, start, identifier.length),
            offset: start - place.start,
            text: withoutAlias(text),
          });
        return false;
      };
      if (asked !== 'declared') return hover(asked.text);
      const declaration = declaredSymbol(node, checker)?.declarations?.[0];
      const key = `${declaration?.getSourceFile().fileName}:${declaration?.pos}:${node.parent.kind}`;
      if (!declaredTexts.has(key))
        declaredTexts.set(
          key,
          service
            .getQuickInfoAtPosition(place.path, position)
            ?.displayParts?.map((part) => part.text)
            .join(''),
        );
      return hover(declaredTexts.get(key));
    },
  });
  checkOnce();
  for (const node of result.nodes) {
    const place = node.type === 'hover' ? placeOf(node.start) : undefined;
    if (!place || node.type !== 'hover') continue;
    notes.get(place.sample)!.hovers.push({
      ...at(place, node.start, node.length),
      offset: node.start - place.start,
      text: withoutAlias(node.text),
    });
  }
  return notes;
}

/** Notes of both type trees as one list: a place's texts side by side, one when they agree. */
function mergePlatforms<T extends CodeSpan & {text: string}>(
  byPlatform: Partial<Record<TypePlatform, readonly T[]>>,
): (CodeSpan & {code?: number; text: PlatformTexts})[] {
  const merged = new Map<string, CodeSpan & {code?: number; text: PlatformTexts}>();
  for (const platform of typePlatforms) {
    for (const note of byPlatform[platform] ?? []) {
      const code = 'code' in note ? (note.code as number) : undefined;
      const key = `${note.line}:${note.character}:${note.length}:${code ?? ''}`;
      const entry = merged.get(key) ?? {
        line: note.line,
        character: note.character,
        length: note.length,
        ...(code === undefined ? {} : {code}),
        text: {},
      };
      entry.text[platform] = note.text;
      merged.set(key, entry);
    }
  }
  return [...merged.values()]
    .map((entry) => {
      const {web, native} = entry.text;
      return web !== undefined && web === native ? {...entry, text: {web}} : entry;
    })
    .sort((a, b) => a.line - b.line || a.character - b.character);
}

/**
 * Whether a note says more than the code beside it: a namespace import (`html`) that both
 * type trees describe as `import html` does not; `css`, which native declares as a value,
 * does.
 */
function saysMore(note: CodeSpan & {text: PlatformTexts}): boolean {
  return Object.values(note.text).some((text) => !/^import \w+$/.test(text));
}

/** Where the results are kept between builds, one file per sample, named by its hash. */
export const defaultCacheDir = 'node_modules/.cache/syntax-tokens-types';

export interface TypeInfoStats {
  samples: number;
  /** How many came from the cache. */
  cached: number;
  milliseconds: number;
}

/**
 * What the compiler says about each sample: the type of each identifier of the library,
 * and every error. A sample is checked against its first type tree (web, unless it is
 * native's alone), which gives its types and errors; a name whose declaration native
 * writes differently (`css`) is asked about on native too, and shows both.
 * A sample whose code, imported files, compiler and library are unchanged since the last
 * build is read from the cache; the others are checked together, one run per type tree.
 */
export function typeInfo(
  samples: readonly CodeSample[],
  {siteDir, cacheDir = path.join(siteDir, defaultCacheDir)}: {siteDir: string; cacheDir?: string},
): {results: SampleTypes[]; stats: TypeInfoStats} {
  const started = performance.now();
  const saltHash = salt(siteDir);
  const keys = samples.map((sample) => sampleKey(sample, siteDir, saltHash));
  const cacheFile = (key: string) => path.join(cacheDir, `${key}.json`);
  const results: (SampleTypes | undefined)[] = keys.map((key) =>
    fs.existsSync(cacheFile(key))
      ? (JSON.parse(fs.readFileSync(cacheFile(key), 'utf8')) as SampleTypes)
      : undefined,
  );
  const todo = samples.filter((_, i) => !results[i]);
  if (todo.length > 0) {
    const root = `${siteDir.split(path.sep).join('/')}/`;
    const run = (platform: TypePlatform, options: RunOptions) => {
      const mine = todo.filter((sample) => sample.platforms.includes(platform));
      if (mine.length === 0) return new Map<CodeSample, RawNotes>();
      const twoslasher = createTwoslasher({
        tsModule: ts,
        vfsRoot: siteDir,
        compilerOptions: compilerOptions(platform),
        extraFiles: {[`__ambient__.${platform}.d.ts`]: ambientFiles[platform]},
      });
      return checkTogether(twoslasher, mine, root, options);
    };
    const nativeOnly = (sample: CodeSample) => sample.platforms[0] === 'native';
    const web = run('web', {asks: (_, about) => about().note, errorsOf: () => true});
    const shownOnWeb = new Map(
      [...web].map(([sample, notes]) => [sample, new Set(notes.hovers.map((h) => h.offset))]),
    );
    // A name both trees declare in the same file, or in the same words in files of the same
    // name, has the same type on both: native is asked only about the others (`css`),
    // unless the sample is native's alone.
    const native = run('native', {
      asks: (sample, about) => {
        if (nativeOnly(sample)) return about().note;
        const {node, offset} = about();
        if (!shownOnWeb.get(sample)?.has(offset) || !namesLibraryExport(node)) return false;
        const {symbol} = about();
        const declaration = symbol?.declarations?.[0];
        return (
          libraryKind(symbol) === 'platform' && !declaredAlikeOnWeb(declaration!) && 'declared'
        );
      },
      errorsOf: nativeOnly,
    });
    fs.mkdirSync(cacheDir, {recursive: true});
    for (const sample of todo) {
      const nativeNotes = native.get(sample);
      const result: SampleTypes = {
        hovers: mergePlatforms({web: web.get(sample)?.hovers, native: nativeNotes?.hovers}).filter(
          saysMore,
        ),
        errors: mergePlatforms({
          web: web.get(sample)?.errors,
          native: nativeNotes?.errors,
        }) as ErrorNote[],
        expectErrorLines: expectErrorLines(sample.code),
      };
      results[samples.indexOf(sample)] = result;
      fs.writeFileSync(cacheFile(keys[samples.indexOf(sample)]!), JSON.stringify(result));
    }
  }
  return {
    results: results as SampleTypes[],
    stats: {
      samples: samples.length,
      cached: samples.length - todo.length,
      milliseconds: Math.round(performance.now() - started),
    },
  };
}

/**
 * Where the compiler and the marks disagree, one message each: an error on a line no
 * `@ts-expect-error` directive marks, a marked line that compiles, and an example marked
 * to fail as a whole (its files, in one folder) that compiles. Empty when every example
 * fails exactly where it says it does.
 */
export function markMismatches(
  samples: readonly CodeSample[],
  results: readonly SampleTypes[],
): string[] {
  const mismatches: string[] = [];
  const failingFolders = new Map<string, boolean>();
  samples.forEach((sample, i) => {
    const {errors, expectErrorLines: directives} = results[i]!;
    const marked = new Set(directives.map((line) => line + 1));
    if (sample.failsOnPurpose) {
      const folder = path.posix.dirname(sample.file);
      failingFolders.set(folder, (failingFolders.get(folder) ?? false) || errors.length > 0);
      return;
    }
    for (const error of errors)
      if (!marked.has(error.line))
        mismatches.push(
          `${sample.file}:${error.line + 1}: error TS${error.code} on a line no @ts-expect-error marks: ${Object.values(error.text)[0]}`,
        );
    for (const line of marked)
      if (!errors.some((error) => error.line === line))
        mismatches.push(`${sample.file}:${line + 1}: marked @ts-expect-error, but it compiles`);
  });
  for (const [folder, fails] of failingFolders)
    if (!fails) mismatches.push(`${folder}: marked to fail type-checking, but it compiles`);
  return mismatches;
}
