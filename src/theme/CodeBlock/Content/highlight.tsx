// Server build: highlights while rendering. The client build gets highlight.client.tsx
// instead (swapped by src/plugins/static-highlight), so Prism stays out of its bundle.
import {useMemo} from 'react';
import type {Highlighted} from './lines';
import {tokenize} from './tokenize';

export function useHighlight(code: string, language: string, _blockId: string): Highlighted {
  return useMemo(() => ({lines: tokenize(code, language)}), [code, language]);
}
