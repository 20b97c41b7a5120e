// Imported before Prism's core, which reads this flag when it runs: without it, core
// would highlight every `code.language-*` element of the page on the next frame, and
// the site's code blocks already arrive highlighted (src/plugins/syntax-tokens).
(globalThis as {Prism?: {manual: boolean}}).Prism = {manual: true};
