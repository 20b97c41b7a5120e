/** `import tokens from '@syntax-tokens/landing/Name.tsx'`: a snippet's syntax tokens (see src/plugins/syntax-tokens). */
declare module '@syntax-tokens/*' {
  const tokens: string;
  export default tokens;
}
