/**
 * What a file shown on a page exports for the judge to render, read from its types:
 * each component (an exported function whose name starts with a capital, taking at
 * most one props object and returning an element), with a JSX attribute for each
 * prop it requires, made from the prop's type. A new snippet or example is judged
 * without a line of registration: its types say how to render it.
 */
import path from 'node:path';
import ts from 'typescript';
import {compilerOptions} from '@site/src/plugins/syntax-tokens/compilerOptions';

/** A component to render, and the JSX that renders it: `<Checkbox label="Label" … />`. */
export interface RenderableExport {
  name: string;
  jsx: string;
  /** Its JSX with `{children}` where its element children go, when it takes some. */
  wrapping?: string;
}

const options: ts.CompilerOptions = {
  ...compilerOptions('web'),
  // `./Checkbox` names Checkbox.native.tsx in a native-only file, as Metro resolves it.
  moduleSuffixes: ['.native', ''],
};

/** Words for sample text, from the prop's name: `label` → `Label`, numbered in a list. */
const words = (name: string, index?: number) =>
  `${name.charAt(0).toUpperCase()}${name
    .slice(1)
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()}${index === undefined ? '' : ` ${index}`}`;

/** A child any element takes on both platforms: an element, never a bare string. */
const elementChild = '<html.span>Content</html.span>';

class Sampler {
  constructor(private readonly checker: ts.TypeChecker) {}

  /** An expression of type `type` for the prop `name`, or throws when none can be made. */
  value(type: ts.Type, name: string, index?: number): string {
    const {checker} = this;
    const text = checker.typeToString(type);
    if (/ReactNode|ReactElement|JSX\.Element/.test(text)) return elementChild;
    if (type.isUnion()) {
      const members = type.types.filter(
        (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
      );
      if (members.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) return 'false';
      const plain = members.find((member) => member.flags & ts.TypeFlags.String);
      return this.value(plain ?? members[0]!, name, index);
    }
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (type.flags & ts.TypeFlags.String) return JSON.stringify(words(name, index));
    if (type.flags & ts.TypeFlags.Number) return String(index ?? 1);
    if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral))
      return text === 'true' ? 'true' : 'false';
    if (type.getCallSignatures().length > 0) return '() => {}';
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      if (!element) throw new Error(`no element type in ${text}`);
      return `[${[1, 2].map((i) => this.value(element, name, i)).join(', ')}]`;
    }
    if (type.flags & ts.TypeFlags.Object) {
      const fields = this.required(type).map(
        (property) =>
          `${property.name}: ${this.value(this.typeOf(property), property.name, index)}`,
      );
      return `{${fields.join(', ')}}`;
    }
    throw new Error(`no sample value for ${name}: ${text}`);
  }

  typeOf(property: ts.Symbol): ts.Type {
    return this.checker.getTypeOfSymbol(property);
  }

  required(type: ts.Type): ts.Symbol[] {
    return this.checker
      .getPropertiesOfType(type)
      .filter((property) => !(property.flags & ts.SymbolFlags.Optional));
  }

  /** `label="Label" checked={false}`, and the children, for a props type. */
  attributes(props: ts.Type): {attributes: string; children?: string} {
    let children: string | undefined;
    const attributes = this.required(props).flatMap((property) => {
      const value = this.value(this.typeOf(property), property.name);
      if (property.name === 'children') {
        children = value.startsWith('"') ? JSON.parse(value) : value;
        return [];
      }
      return [value.startsWith('"') ? `${property.name}=${value}` : `${property.name}={${value}}`];
    });
    return {attributes: attributes.map((a) => ` ${a}`).join(''), children};
  }
}

/** Whether a call signature returns what React renders. */
function rendersElement(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  const returned = checker.typeToString(checker.getReturnTypeOfSignature(signature));
  return /Element|ReactNode/.test(returned);
}

/**
 * The components `files` export, each with the JSX that renders it. `files` are read
 * with their siblings; `react-strict-dom` with its web types, which declare the same
 * props on both platforms.
 */
export function renderableExports(files: readonly string[]): Map<string, RenderableExport[]> {
  const program = ts.createProgram([...files], options);
  const checker = program.getTypeChecker();
  const sampler = new Sampler(checker);
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`${file}: not read by TypeScript`);
      const found = checker.getExportsOfModule(moduleSymbol).flatMap((symbol) => {
        const name = symbol.name;
        if (!/^[A-Z]/.test(name)) return [];
        const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
        if (!declaration) return [];
        const [signature, ...more] = checker
          .getTypeOfSymbolAtLocation(symbol, declaration)
          .getCallSignatures();
        if (!signature || more.length || signature.parameters.length > 1) return [];
        if (!rendersElement(checker, signature)) return [];
        const [propsSymbol] = signature.parameters;
        try {
          const {attributes, children} = propsSymbol
            ? sampler.attributes(checker.getTypeOfSymbolAtLocation(propsSymbol, declaration))
            : {attributes: ''};
          if (children === undefined) return [{name, jsx: `<${name}${attributes} />`}];
          const wrap = (inside: string) => `<${name}${attributes}>${inside}</${name}>`;
          return [
            {
              name,
              jsx: wrap(children),
              ...(children === elementChild ? {wrapping: wrap('{children}')} : {}),
            },
          ];
        } catch (error) {
          throw new Error(
            `${path.relative(process.cwd(), file)}: ${name}: ${(error as Error).message}`,
          );
        }
      });
      return [file, found];
    }),
  );
}
