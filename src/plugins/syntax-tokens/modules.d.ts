/** `import tokens from '@syntax-tokens/landing/Name.tsx'`: a snippet's syntax tokens (see src/plugins/syntax-tokens). */
declare module '@syntax-tokens/*' {
  const tokens: string;
  export default tokens;
}

/** The line markup of code blocks (see renderModule in src/plugins/syntax-tokens). */
declare module '@syntax-tokens-render' {
  export {linesHtml, tokenLines} from '@site/src/plugins/syntax-tokens/tokens';
}
