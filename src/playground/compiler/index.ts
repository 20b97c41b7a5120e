// The in-browser compiler's public API for the editor UI. Import it lazily
// (`import('@site/src/playground/compiler')`): it brings the React Strict DOM
// runtime and the examples' stylesheet; Babel itself loads only in the worker.
export {compile, compileTimeoutMs, preloadCompiler} from './client';
export {applyCss, evaluate, removeCss} from './runtime';
export {loopTimeLimitMs} from './loopGuard';
export type {CompiledFiles, CompileError, CompileResult, SourceFiles} from './types';
