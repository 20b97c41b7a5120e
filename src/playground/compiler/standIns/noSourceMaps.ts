// Browser stand-in for the source-map packages Babel imports
// (@jridgewell/gen-mapping, trace-mapping, remapping, convert-source-map):
// the playground compiles with `sourceMaps: false`, so none is ever called.
function sourceMapsOff(): never {
  throw new Error('Source maps are off in the playground compiler.');
}

export class GenMapping {
  constructor() {
    sourceMapsOff();
  }
}
export const TraceMap = GenMapping;
export const maybeAddMapping = sourceMapsOff;
export const setSourceContent = sourceMapsOff;
export const toEncodedMap = sourceMapsOff;
export const toDecodedMap = sourceMapsOff;
export const allMappings = sourceMapsOff;
export const originalPositionFor = sourceMapsOff;
export const fromComment = sourceMapsOff;
export const fromJSON = sourceMapsOff;
export const fromObject = sourceMapsOff;
export default sourceMapsOff;
