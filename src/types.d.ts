/** `import text from './file?raw'`: the file's text (see src/plugins/raw-source). */
declare module '*?raw' {
  const source: string;
  export default source;
}

/** Prism's core alone, without its languages and page hooks (see src/components/LiveEditor/prismTsx.ts). */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
