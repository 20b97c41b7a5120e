/** `import example from '@example/HoverButton'`: see src/plugins/rsd-examples. */
declare module '@example/*' {
  const example: import('../../data/exampleModule').ExampleModule;
  export default example;
}

/** Docusaurus's image rule turns an imported PNG into its URL. */
declare module '*.png' {
  const url: string;
  export default url;
}
