// Stand-in for @babel/generator's Flow and TypeScript printers (~20 KB minified).
// The worker prints code only after the TypeScript plugin has removed every type,
// and Flow is never parsed, so no such node reaches the printer. The generator
// numbers node types by the sorted names of all printers (its parentheses rules
// use those numbers), so the trim passes every name the real file exports and
// each gets a printer that only explains itself. Class members still call the
// two helpers below. CommonJS, like the files it replaces.

const helpers = {
  // Flow's `+`/`-` variance marks: never parsed.
  _variance() {},
  // The TypeScript plugin has removed `declare`, accessibility, `abstract`,
  // `override` and `readonly`: `static` is the one modifier left to print.
  _tsPrintClassMemberModifiers(node) {
    if (node.static) {
      this.word('static');
      this.space();
    }
  },
};

module.exports = function typeSyntaxPrinters(names) {
  const printers = {...helpers};
  for (const name of names) {
    printers[name] = () => {
      throw new Error(`The playground compiler cannot print ${name}: types are removed first.`);
    };
  }
  return printers;
};
