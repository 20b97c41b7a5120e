/**
 * Every error and warning text quoted on /learn/troubleshooting/. The page
 * renders them from here (<ErrorMessage id="…" />) and
 * tests/unit/troubleshooting.test.ts looks each one up in the installed
 * packages, so the page cannot quote a message that nothing prints.
 */

/** Who prints a message; decides where the unit test looks for its text. */
export type MessageSource =
  /** react-strict-dom or a package it installs: the StyleX runtime and compiler, the PostCSS plugin. */
  | 'library'
  /** The TypeScript compiler: looked up in its diagnostic texts. */
  | 'typescript'
  /** A bundler or framework: not looked up, as none is installed with the site. */
  | 'bundler';

/**
 * A piece of a message: text exactly as the source writes it, or a part the
 * source fills in at run time (a file name, a prop name, an elided type),
 * shown with an example value.
 */
export type MessagePart = string | {readonly slot: string; readonly example: string};

export interface QuotedMessage {
  readonly id: string;
  readonly source: MessageSource;
  /** Shown above the text: who prints it, and when. */
  readonly printedBy: string;
  /** The text cut where the source cuts it, so each fixed part can be found verbatim. */
  readonly parts: readonly MessagePart[];
  /** How the message and its cause were checked against react-strict-dom 0.0.55. */
  readonly checkedBy: 'reproduced' | 'source';
}

const slot = (name: string, example: string): MessagePart => ({slot: name, example});

// Prefixes of the native logger in react-strict-dom (errorMsg and warnMsg).
const rsdError = '[error] React Strict DOM: ';
const rsdWarn = '[warn] React Strict DOM: ';

export const quotedMessages: readonly QuotedMessage[] = [
  {
    id: 'stylex-call-at-runtime',
    source: 'library',
    printedBy:
      'Thrown by @stylexjs/stylex when a module that was not compiled calls css.create() or another css function',
    parts: [
      "Unexpected 'stylex.",
      slot('function', 'create'),
      "' call at runtime. Styles must be compiled by '@stylexjs/babel-plugin'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'postcss-failed-transform',
    source: 'library',
    printedBy: 'Logged by the PostCSS plugin (console.warn) while it rebuilds in watch mode',
    parts: [
      '[postcss-react-strict-dom] Failed to transform "',
      slot('file', '/app/src/Theme.tsx'),
      '": ',
      slot(
        'reason',
        '/app/src/Theme.tsx: Only static values are allowed inside of a createTheme() call.',
      ),
    ],
    checkedBy: 'source',
  },
  {
    id: 'strict-css-parse-error',
    source: 'bundler',
    printedBy:
      'Printed by the Expo CLI when bundling for the web fails in the PostCSS step (as reported in issue #438)',
    parts: [
      slot('platform', 'Web'),
      ' Bundling failed ',
      slot('time', '2898ms'),
      ' ',
      slot('entry', 'src/app/index.ts (334 modules)'),
      '\n ERROR  ',
      slot('file', 'src/app/strict.css'),
      ': ',
      slot('reason', 'Unexpected string'),
    ],
    checkedBy: 'source',
  },
  {
    id: 'import-path-resolution',
    source: 'library',
    printedBy: 'Build error from the StyleX Babel plugin, after the file name',
    parts: [
      `Could not resolve the path to the imported file.
Please ensure that the theme file has a .stylex.js or .stylex.ts extension and follows the
rules for defining variables:`,
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'cannot-generate-hash',
    source: 'library',
    printedBy: 'Build error from the StyleX Babel plugin, after the file name',
    parts: [
      'Unable to generate hash for ',
      slot('function', 'defineVars'),
      '(). Check that the file has a valid extension and that unstable_moduleResolution is configured.',
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'only-static-values',
    source: 'library',
    printedBy: 'Build error from the StyleX Babel plugin, after the file name',
    parts: [
      'Only static values are allowed inside of a ',
      slot('function', 'createTheme'),
      '() call.',
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'named-export',
    source: 'library',
    printedBy: 'Build error from the StyleX Babel plugin, after the file name',
    parts: [
      'The return value of ',
      slot('function', 'defineVars'),
      '() must be bound to a named export.',
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'named-parameters',
    source: 'library',
    printedBy: 'Build error from the StyleX Babel plugin, after the file name',
    parts: [
      'Only named parameters are allowed in Dynamic Style functions. Destructuring, spreading or default values are not allowed.',
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-cannot-find-module',
    source: 'typescript',
    printedBy: 'TypeScript error TS2307 on the import',
    parts: [
      "Cannot find module '",
      slot('module', 'react-strict-dom'),
      "' or its corresponding type declarations.",
      "\n  There are types at '",
      slot('path', '/app/node_modules/react-strict-dom/dist/web/index.d.ts'),
      "', but this result could not be resolved under your current 'moduleResolution' setting. Consider updating to 'node16', 'nodenext', or 'bundler'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-no-exported-member',
    source: 'typescript',
    printedBy: 'TypeScript error TS2305 on the import',
    parts: [
      "Module '",
      slot('module', '"react-strict-dom"'),
      "' has no exported member '",
      slot('name', 'compat'),
      "'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-index-signature',
    source: 'typescript',
    printedBy: 'TypeScript error TS2322 on the style prop (first and last lines)',
    parts: [
      "Type '",
      slot('type', 'Theme<VarGroup<Readonly<{ text: string; accent: string; }>, symbol>, symbol>'),
      "' is not assignable to type '",
      slot('type', 'Styles'),
      "'.",
      '\n  ',
      slot('elaboration', '…'),
      "\n  Index signature for type '",
      slot('key', 'string'),
      "' is missing in type '",
      slot(
        'type',
        'Readonly<{ readonly text: StyleXVar<string>; readonly accent: StyleXVar<string>; }> & …',
      ),
      "'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-inline-style',
    source: 'typescript',
    printedBy: 'TypeScript error TS2322 on the style prop',
    parts: [
      "Type '",
      slot('type', '{ color: string; }'),
      "' is not assignable to type '",
      slot('type', 'Styles'),
      "'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-implicit-any',
    source: 'typescript',
    printedBy: 'TypeScript error TS7006 on an inline event handler (with strict on)',
    parts: [
      "Parameter '",
      slot('name', 'event'),
      "' implicitly has an '",
      slot('type', 'any'),
      "' type.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'ts-unknown-prop',
    source: 'typescript',
    printedBy: 'TypeScript error TS2322 on the element (last line)',
    parts: [
      "Property '",
      slot('prop', 'dangerouslySetInnerHTML'),
      "' does not exist on type '",
      slot('type', 'IntrinsicAttributes & Omit<Readonly<{ … }>, "ref"> & { … }'),
      "'.",
    ],
    checkedBy: 'reproduced',
  },
  {
    id: 'invalid-prop',
    source: 'library',
    printedBy:
      'Logged by react-strict-dom (console.error) on native, and on web for elements the compiler did not rewrite',
    parts: [rsdError, 'invalid prop "', slot('prop', 'dangerouslySetInnerHTML'), '"'],
    checkedBy: 'reproduced',
  },
  {
    id: 'unsupported-prop',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native (console.warn)',
    parts: [rsdWarn, 'unsupported prop "', slot('prop', 'onBeforeInput'), '"'],
    checkedBy: 'source',
  },
  {
    id: 'display-flex-required',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native in development (console.error)',
    parts: [
      rsdError,
      '"display:flex" is required for "',
      slot('property', 'gap'),
      '" to have an effect.',
    ],
    checkedBy: 'source',
  },
  {
    id: 'display-flex-required-parent',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native in development (console.error)',
    parts: [
      rsdError,
      '"display:flex" is required on the parent for "',
      slot('property', 'flexGrow'),
      '" to have an effect.',
    ],
    checkedBy: 'source',
  },
  {
    id: 'position-static-z-index',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native in development (console.error)',
    parts: [
      rsdError,
      '"position:static" prevents "zIndex" from having an effect. Try setting "position" to something other than "static".',
    ],
    checkedBy: 'source',
  },
  {
    id: 'shortform-multiple-values',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native in development (console.error)',
    parts: [
      rsdError,
      'invalid style value in "',
      slot('declaration', 'margin:0 auto'),
      '". Shortform properties cannot contain multiple values. Please use longform properties.',
    ],
    checkedBy: 'source',
  },
  {
    id: 'unsupported-style-property',
    source: 'library',
    printedBy: 'Logged by react-strict-dom on native in development (console.warn)',
    parts: [rsdWarn, 'unsupported style property "', slot('property', 'gridTemplateColumns'), '"'],
    checkedBy: 'source',
  },
];

/** The message with this id; throws so a typo in a page fails the build. */
export function findQuotedMessage(id: string): QuotedMessage {
  const message = quotedMessages.find((candidate) => candidate.id === id);
  if (message == null) {
    const known = quotedMessages.map((candidate) => candidate.id).join(', ');
    throw new Error(
      `No quoted message "${id}" in src/data/troubleshooting.ts. Known ids: ${known}`,
    );
  }
  return message;
}

/** The text as a reader sees it, with each run-time part shown by its example. */
export function messageText(message: QuotedMessage): string {
  return message.parts.map((part) => (typeof part === 'string' ? part : part.example)).join('');
}
