/**
 * Checks src/data/compat/html/ and other.ts against the installed
 * react-strict-dom: its published types (read with the TypeScript compiler, so
 * formatting does not matter) and, where native support is decided by the
 * library's own code, dist/native/index.js. A library upgrade that adds, removes
 * or changes a prop, an element or a native mapping fails here until the data
 * (and so the pages) are updated.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  allInstance,
  allProps,
  ariaRoles,
  autoCompleteValues,
  commonProps,
  elementProps,
  elementSpecs,
  elementsWithOwnProps,
  htmlElements,
  inputTypeSpecs,
  missingElements,
  type ElementWithOwnProps,
  type NativeComponent,
} from '../../src/data/compat/html';
import {
  compatAsSpecs,
  compatAsValues,
  documentApis,
  globalThisApis,
  webApis,
  windowApis,
} from '../../src/data/compat/other';
import {statusOf, type CompatRow} from '../../src/data/compat/types';

const pkgDir = path.dirname(
  createRequire(import.meta.url).resolve('react-strict-dom/package.json'),
);
const nativeSource = readFileSync(path.join(pkgDir, 'dist/native/index.js'), 'utf8');

// --- The published types ---------------------------------------------------

const program = ts.createProgram(
  [
    path.join(pkgDir, 'dist/web/html.d.ts'),
    path.join(pkgDir, 'dist/web/index.d.ts'),
    path.join(pkgDir, 'dist/native/index.d.ts'),
    path.join(pkgDir, 'dist/native/compat.d.ts'),
  ],
  {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  },
);
const checker = program.getTypeChecker();

function moduleExports(relative: string): ts.Symbol[] {
  const file = program.getSourceFile(path.join(pkgDir, relative));
  if (!file) throw new Error(`${relative} is missing from the package`);
  const symbol = checker.getSymbolAtLocation(file);
  if (!symbol) throw new Error(`${relative} is not a module`);
  return checker.getExportsOfModule(symbol);
}

const commonPropsFile = 'StrictReactDOMProps.d.ts';

/** The props type of one `html.*` element: its only parameter. */
function propsOf(element: ts.Symbol): ts.Symbol[] {
  const signature = checker.getTypeOfSymbol(element).getCallSignatures()[0];
  if (!signature) throw new Error(`html.${element.name} is not callable`);
  return checker.getPropertiesOfType(checker.getTypeOfSymbol(signature.parameters[0]));
}

function declaredIn(prop: ts.Symbol, fileName: string): boolean {
  return (prop.declarations ?? []).some((d) => d.getSourceFile().fileName.endsWith(fileName));
}

const htmlExports = moduleExports('dist/web/html.d.ts');
const exportedTags = htmlExports.map((s) => s.name).sort();
const propsByTag = new Map(htmlExports.map((s) => [s.name, propsOf(s)]));

/** Props an element adds to (or redefines over) the common ones; `ref` is everyone's. */
function ownProps(tag: string): ts.Symbol[] {
  return (propsByTag.get(tag) ?? []).filter(
    (p) => p.name !== 'ref' && !declaredIn(p, commonPropsFile),
  );
}

// --- Comparing a documented type with a declared one -------------------------

type Literal = string | number | boolean;

/** Named value lists the pages show instead of spelling the union in the cell. */
const namedUnions: Record<string, readonly Literal[]> = {
  AriaRole: ariaRoles,
  AutoComplete: autoCompleteValues,
};

interface TypeShape {
  literals: Set<Literal>;
  kinds: Set<'string' | 'number' | 'array' | 'function'>;
  opaque: boolean;
}

function shapeOfDeclared(prop: ts.Symbol): TypeShape {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
  const shape: TypeShape = {literals: new Set(), kinds: new Set(), opaque: false};
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.isStringLiteral() || part.isNumberLiteral()) shape.literals.add(part.value);
    else if (part.flags & ts.TypeFlags.BooleanLiteral)
      shape.literals.add(checker.typeToString(part) === 'true');
    else if (part.flags & ts.TypeFlags.String) shape.kinds.add('string');
    else if (part.flags & ts.TypeFlags.Number) shape.kinds.add('number');
    else if (checker.isArrayType(part)) shape.kinds.add('array');
    else if (part.getCallSignatures().length > 0) shape.kinds.add('function');
    else shape.opaque = true; // any, ReactNode, Styles, Ref: named in prose
  }
  return shape;
}

function shapeOfDocumented(text: string): TypeShape {
  const shape: TypeShape = {literals: new Set(), kinds: new Set(), opaque: false};
  if (text.includes('=>')) {
    shape.kinds.add('function');
    return shape;
  }
  for (const [alias, values] of Object.entries(namedUnions)) {
    if (new RegExp(`\\b${alias}\\b`).test(text)) values.forEach((v) => shape.literals.add(v));
  }
  const rest = text.replace(/'([^']*)'/g, (_, value: string) => {
    shape.literals.add(value);
    return ' ';
  });
  for (const token of rest.split(/[\s|<>]+/).filter(Boolean)) {
    if (/^-?\d+$/.test(token)) shape.literals.add(Number(token));
    else if (token === 'true' || token === 'false') shape.literals.add(token === 'true');
    else if (token === 'boolean') shape.literals.add(true).add(false);
    else if (token === 'string') shape.kinds.add('string');
    else if (token === 'number') shape.kinds.add('number');
    else if (token === 'Array') shape.kinds.add('array');
  }
  return shape;
}

function sorted(values: Iterable<Literal>): string[] {
  return [...values].map(String).sort();
}

function expectSameType(where: string, declared: ts.Symbol, row: CompatRow) {
  const want = shapeOfDeclared(declared);
  expect(row.type, `${where}: needs a type`).toBeTruthy();
  const got = shapeOfDocumented(row.type ?? '');
  if (declared.name.startsWith('on')) {
    expect(got.kinds.has('function'), `${where}: an event handler type`).toBe(true);
    return;
  }
  expect(sorted(got.literals), `${where}: allowed values`).toEqual(sorted(want.literals));
  expect([...got.kinds].sort(), `${where}: value kinds`).toEqual([...want.kinds].sort());
}

// --- The native source ------------------------------------------------------

/** The text of one top-level function in dist/native/index.js. */
function nativeFunction(name: string): string {
  const start = nativeSource.indexOf(`\nfunction ${name}(`);
  if (start < 0) throw new Error(`dist/native/index.js no longer defines ${name}`);
  const end = nativeSource.slice(start + 1).search(/\n(?:function|const|var|let|class) /);
  return nativeSource.slice(start, end < 0 ? undefined : start + 1 + end);
}

/** Names taken from `props` by destructuring or by `props.x` / `props['x']` in a piece of source. */
function propsReadIn(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, body] of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*props\s*;/g)) {
    for (const entry of body.split(',')) {
      const key = entry
        .split(':')[0]
        .trim()
        .replace(/^['"]|['"]$/g, '');
      if (key && !key.startsWith('...')) names.add(key);
    }
  }
  for (const [, a, b] of source.matchAll(/\bprops(?:\.(\w+)|\[['"]([\w-]+)['"]\])/g))
    names.add(a ?? b);
  if (/function Component\(\{\s*ref,/.test(source)) names.add('ref');
  return names;
}

const sharedReads = propsReadIn(nativeFunction('useNativeProps'));
const readsByComponent: Record<NativeComponent, Set<string>> = {
  View: new Set([...sharedReads, ...propsReadIn(nativeFunction('createStrictDOMComponent'))]),
  Pressable: new Set([...sharedReads, ...propsReadIn(nativeFunction('createStrictDOMComponent'))]),
  Text: new Set([...sharedReads, ...propsReadIn(nativeFunction('createStrictDOMTextComponent'))]),
  Image: new Set([...sharedReads, ...propsReadIn(nativeFunction('createStrictDOMImageComponent'))]),
  TextInput: new Set([
    ...sharedReads,
    ...propsReadIn(nativeFunction('createStrictDOMTextInputComponent')),
  ]),
};

function setLiteral(name: string): string[] {
  const match = nativeSource.match(new RegExp(`const ${name} = new Set\\(\\[([^\\]]*)\\]\\)`));
  if (!match) throw new Error(`dist/native/index.js no longer defines the set ${name}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Props native warns about with "unsupported prop". */
const warnedProps = setLiteral('unsupportedProps');

/** Tag → component, from `const x = createStrictDOM…Component('x', …)`. */
function nativeElementMap(): Map<string, NativeComponent> {
  const kinds: Record<string, NativeComponent> = {
    '': 'View',
    Text: 'Text',
    Image: 'Image',
    TextInput: 'TextInput',
  };
  const map = new Map<string, NativeComponent>();
  for (const [, factory, tag] of nativeSource.matchAll(
    /^const \w+ = createStrictDOM(\w*)Component\('(\w+)'/gm,
  )) {
    const kind = kinds[factory];
    if (!kind) throw new Error(`unknown factory createStrictDOM${factory}Component`);
    map.set(tag, kind);
  }
  // createStrictDOMComponent swaps View for Pressable on <button>.
  if (
    /tagName === 'button' \? Pressable : ViewNativeComponent/.test(nativeSource) &&
    map.get('button') === 'View'
  ) {
    map.set('button', 'Pressable');
  }
  return map;
}

const isNativeUnsupported = (row: CompatRow) =>
  statusOf(row.android) === 'unsupported' && statusOf(row.ios) === 'unsupported';

// --- Tests -----------------------------------------------------------------

describe('elements', () => {
  const documented = elementSpecs.map((e) => e.tag).sort();

  it('lists exactly the elements html exports', () => {
    expect(documented).toEqual(exportedTags);
    for (const tag of exportedTags)
      expect(htmlElements.map((r) => r.name)).toContain(`<html.${tag}>`);
  });

  it('lists as missing only elements html does not export', () => {
    for (const {tag} of missingElements) expect(exportedTags).not.toContain(tag);
  });

  it('exports the same elements on native as on web', () => {
    const block = nativeSource.match(/var html = \/\*#__PURE__\*\/Object\.freeze\(\{([^}]*)\}\)/);
    expect(block, 'the native html object').toBeTruthy();
    const nativeTags = [...(block?.[1] ?? '').matchAll(/^\s*(\w+): \w+,?$/gm)]
      .map((m) => m[1])
      .filter((key) => key !== '__proto__')
      .sort();
    expect(nativeTags).toEqual(exportedTags);
  });

  it('maps each element to the React Native component native renders', () => {
    const map = nativeElementMap();
    expect([...map.keys()].sort()).toEqual(exportedTags);
    for (const spec of elementSpecs)
      expect(`${spec.tag} → ${spec.native}`).toBe(`${spec.tag} → ${map.get(spec.tag)}`);
  });

  it('documents every input type with what native does', () => {
    const input = ownProps('input').find((p) => p.name === 'type');
    expect(input).toBeTruthy();
    const declared = sorted(shapeOfDeclared(input as ts.Symbol).literals);
    expect(sorted(inputTypeSpecs.map((t) => t.value))).toEqual(declared);

    const erroring = nativeSource.match(
      /if \(((?:type === '[\w-]+'(?: \|\| )?)+)\) \{\s*if \(__DEV__\) \{\s*errorMsg\(`<input type/,
    );
    expect(erroring, 'the input type error in the native source').toBeTruthy();
    const errorTypes = [...(erroring?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
    const keyboards = [
      ...nativeSource.matchAll(/if \(type === '([\w-]+)'\) \{\s*_inputMode = '(\w+)';/g),
    ];
    expect(keyboards.length).toBeGreaterThan(0);
    expect(
      /if \(type === 'password'\) \{\s*nativeProps\.secureTextEntry = true;/.test(nativeSource),
    ).toBe(true);

    for (const spec of inputTypeSpecs) {
      const keyboard = keyboards.find((m) => m[1] === spec.value);
      if (errorTypes.includes(spec.value)) {
        expect(spec.support, spec.value).toBe('unsupported');
        expect(spec.note, spec.value).toContain('is not implemented in React Native');
      } else if (keyboard) {
        expect(spec.support, spec.value).toBe('polyfilled');
        expect(spec.note, spec.value).toContain(`inputMode "${keyboard[2]}"`);
      } else if (spec.value === 'password') {
        expect(spec.support).toBe('polyfilled');
        expect(spec.note).toContain('secureTextEntry');
      } else if (spec.value !== 'text') {
        expect(spec.support, `${spec.value}: native treats it as plain text`).toBe('unsupported');
      }
    }
  });
});

describe('props', () => {
  it('documents every common prop, and only those (ref from html.d.ts, data-* from the prop filter)', () => {
    const declared = (propsByTag.get('div') ?? []).map((p) => p.name);
    expect(
      /key\.indexOf\('data-'\) > -1/.test(nativeSource),
      'native accepts any data-* prop',
    ).toBe(true);
    expect(commonProps.map((r) => r.name).sort()).toEqual([...declared, 'data-*'].sort());
  });

  it('gives every element without a props type of its own exactly the common props', () => {
    for (const tag of exportedTags) {
      const own = ownProps(tag).map((p) => p.name);
      if ((elementsWithOwnProps as readonly string[]).includes(tag)) continue;
      expect(own, `html.${tag}`).toEqual([]);
      expect((propsByTag.get(tag) ?? []).length, `html.${tag}`).toBe(
        (propsByTag.get('div') ?? []).length,
      );
    }
  });

  it.each(elementsWithOwnProps.map((tag) => [tag]))(
    'documents exactly the props html.%s adds',
    (tag) => {
      const declared = ownProps(tag)
        .map((p) => p.name)
        .sort();
      expect(declared.length, `html.${tag} adds props`).toBeGreaterThan(0);
      expect(elementProps[tag as ElementWithOwnProps].map((r) => r.name).sort()).toEqual(declared);
    },
  );

  it('gives each documented prop the declared type and allowed values', () => {
    for (const prop of propsByTag.get('div') ?? []) {
      const row = commonProps.find((r) => r.name === prop.name);
      if (row && !shapeOfDeclared(prop).opaque) expectSameType(prop.name, prop, row);
      else if (row && prop.name.startsWith('on')) expectSameType(prop.name, prop, row);
    }
    for (const tag of elementsWithOwnProps) {
      for (const prop of ownProps(tag)) {
        const row = elementProps[tag].find((r) => r.name === prop.name);
        if (row) expectSameType(`${tag} ${prop.name}`, prop, row);
      }
    }
  });

  it('lists the AriaRole and AutoComplete unions in full', () => {
    const role = (propsByTag.get('div') ?? []).find((p) => p.name === 'role');
    const auto = ownProps('input').find((p) => p.name === 'autoComplete');
    expect(sorted(ariaRoles)).toEqual(sorted(shapeOfDeclared(role as ts.Symbol).literals));
    expect(sorted(autoCompleteValues)).toEqual(sorted(shapeOfDeclared(auto as ts.Symbol).literals));
    expect(ariaRoles).toContain('none');
    expect(ariaRoles).not.toContain('presentation');
  });

  it('marks every prop native warns about as unsupported on native, with the warning', () => {
    const rows = [...commonProps, ...elementsWithOwnProps.flatMap((tag) => elementProps[tag])];
    for (const name of warnedProps) {
      const matching = rows.filter((r) => r.name === name);
      expect(matching.length, `${name} is documented`).toBeGreaterThan(0);
      for (const row of matching) {
        expect(isNativeUnsupported(row), name).toBe(true);
        expect(row.note, name).toContain('unsupported prop');
      }
    }
    for (const row of rows) {
      if (row.note?.includes('unsupported prop')) expect(warnedProps, row.name).toContain(row.name);
    }
  });

  it('claims native support for a common prop only when native code reads it', () => {
    for (const row of commonProps) {
      if (row.name === 'data-*') continue;
      const readAnywhere = Object.values(readsByComponent).some((reads) => reads.has(row.name));
      if (!isNativeUnsupported(row))
        expect(readAnywhere, `${row.name} is read by native code`).toBe(true);
      else if (!warnedProps.includes(row.name)) {
        expect(
          sharedReads.has(row.name),
          `${row.name} is marked unsupported but every element reads it`,
        ).toBe(false);
      }
    }
  });

  it("claims native support for an element's prop only when that element's native component reads it", () => {
    const map = nativeElementMap();
    // Read, but only to log an error: documented as unsupported.
    const readToComplain = new Set(['a href']);
    for (const tag of elementsWithOwnProps) {
      const reads = readsByComponent[map.get(tag) ?? 'View'];
      for (const row of elementProps[tag]) {
        const key = `${tag} ${row.name}`;
        if (!isNativeUnsupported(row))
          expect(reads.has(row.name), `${key} is read on native`).toBe(true);
        else if (!warnedProps.includes(row.name) && !readToComplain.has(key)) {
          expect(reads.has(row.name), `${key} is marked unsupported but native reads it`).toBe(
            false,
          );
        }
      }
    }
  });

  it('keeps row names unique within each table', () => {
    for (const table of [
      htmlElements,
      allProps,
      allInstance,
      webApis,
      globalThisApis,
      documentApis,
      windowApis,
    ]) {
      const names = table.map((r) => r.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('instance APIs', () => {
  it('marks what native refs add as polyfilled, and notes viewport scaling', () => {
    const defined = [...nativeSource.matchAll(/Object\.defineProperty\(strictRef, '(\w+)'/g)].map(
      (m) => m[1],
    );
    expect(defined.length).toBeGreaterThan(0);
    const scaledNames = setLiteral('lengthPropertySet');
    for (const name of defined) {
      const rows = allInstance.filter((r) => r.name.replace(/\(\)$/, '').endsWith(`.${name}`));
      expect(rows.length, `${name} is documented`).toBeGreaterThan(0);
      for (const row of rows) {
        if (name === 'getBoundingClientRect') expect(row.note, name).toContain('viewport scale');
        else expect(statusOf(row.android), row.name).toBe('polyfilled');
      }
    }
    for (const name of scaledNames) {
      const rows = allInstance.filter((r) => r.name.endsWith(`.${name}`));
      expect(rows.length, `${name} is documented`).toBeGreaterThan(0);
      for (const row of rows) expect(row.note, name).toContain('viewport scale');
    }
  });
});

describe('compat', () => {
  it('is a native-only export', () => {
    expect(moduleExports('dist/web/index.d.ts').map((s) => s.name)).not.toContain('compat');
    expect(moduleExports('dist/native/index.d.ts').map((s) => s.name)).toContain('compat');
    expect(/^export \{[^}]*\bcompat\b/m.test(nativeSource)).toBe(true);
    const web = readFileSync(path.join(pkgDir, 'dist/web/index.js'), 'utf8');
    expect(/\bcompat\b/.test(web)).toBe(false);
  });

  it('documents every value of as, with the component each one uses', () => {
    const native = moduleExports('dist/native/compat.d.ts').find((s) => s.name === 'native');
    const signature = checker.getTypeOfSymbol(native as ts.Symbol).getCallSignatures()[0];
    const props = checker.getPropertiesOfType(checker.getTypeOfSymbol(signature.parameters[0]));
    const as = props.find((p) => p.name === 'as');
    expect(sorted(compatAsSpecs.map((s) => s.value))).toEqual(
      sorted(shapeOfDeclared(as as ts.Symbol).literals),
    );
    expect(compatAsValues.map((r) => r.name)).toEqual(compatAsSpecs.map((s) => `as="${s.value}"`));

    const factories: Record<string, NativeComponent> = {};
    for (const [, name, kind, tag] of nativeSource.matchAll(
      /^const (Strict\w*) = createStrictDOM(\w*)Component\('(\w+)'/gm,
    )) {
      factories[name] = (
        {'': 'View', Text: 'Text', Image: 'Image', TextInput: 'TextInput'} as Record<
          string,
          NativeComponent
        >
      )[kind];
      expect(tag).toBeTruthy();
    }
    for (const spec of compatAsSpecs) {
      const chosen = nativeSource.match(
        new RegExp(`as === '${spec.value}'\\) \\{\\s*Component = (\\w+);`),
      );
      expect(chosen, `as="${spec.value}" is handled`).toBeTruthy();
      expect(`${spec.value} → ${factories[chosen?.[1] ?? '']}`).toBe(
        `${spec.value} → ${spec.native}`,
      );
    }
  });
});
