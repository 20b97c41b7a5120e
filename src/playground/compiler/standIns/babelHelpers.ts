// Browser stand-in for `@babel/helpers` (~115 KB): no transform the playground
// runs injects a helper (CommonJS uses `importInterop: 'none'`, nothing is
// downlevelled), so every helper reads as unknown; should one be asked for,
// the reader gets this message instead of a broken build.
function unknownHelper(name: string): never {
  throw Object.assign(new Error(`The playground compiler has no Babel helper "${name}".`), {
    code: 'BABEL_HELPER_UNKNOWN',
  });
}

export const list: string[] = [];
export const isInternal = () => false;
export const minVersion = unknownHelper;
export const getDependencies = unknownHelper;
export const get = unknownHelper;
export const ensure = unknownHelper;
