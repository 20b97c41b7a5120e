import {createContext} from 'react';
import type {SyntaxTokens} from '@site/src/plugins/syntax-tokens/tokens';

/** The syntax tokens of the code block being rendered, from CodeBlock to its Content. */
export const SyntaxTokensContext = createContext<SyntaxTokens | undefined>(undefined);
