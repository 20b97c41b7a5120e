import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // The same alias Docusaurus gives the site's own files.
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
