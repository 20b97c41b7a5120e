// The compiler's Web Worker: compiles off the page's thread, so a slow or
// stuck compile never blocks typing. Messages: CompileRequest in, CompileResponse out.
import './standIns/process';
import {compileFiles} from './compile';
import type {Platform} from './presetOptions';
import type {CompileResult, SourceFiles} from './types';

export interface CompileRequest {
  id: number;
  files: SourceFiles;
  entry: string;
  platform: Platform;
}

export interface CompileResponse {
  id: number;
  result: CompileResult;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompileRequest>) => void) | null;
  postMessage(message: CompileResponse): void;
};

scope.onmessage = ({data: {id, files, entry, platform}}) => {
  scope.postMessage({id, result: compileFiles(files, entry, platform)});
};
