// The in-browser compiler's public API for the editor UI. Import it lazily
// (`import('@site/src/playground/compiler')`); Babel itself loads only in the
// worker. The compiled code runs in a preview frame (src/playground/frame), never here.
export {compile, compileTimeoutMs} from './client';
export {loopTimeLimitMs} from './loopGuard';
export type {CompiledFiles, CompileError, CompileResult, SourceFiles} from './types';
