/** `import text from './file?raw'`: the file's text (see src/plugins/raw-source). */
declare module '*?raw' {
  const source: string;
  export default source;
}
