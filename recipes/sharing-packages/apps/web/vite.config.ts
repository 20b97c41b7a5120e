import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';
import babel from 'vite-plugin-babel';

// Web versions of platform-specific files come first.
const extensions = [
  ...['.web.tsx', '.web.ts', '.web.jsx', '.web.js'],
  ...['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
];

export default defineConfig({
  plugins: [
    react(),
    babel({
      include: [
        /\/src\/.*\.[cm]?[jt]sx?$/,
        /\/node_modules\/react-strict-dom\//,
        // An installed package whose files are not under a src folder.
        /\/node_modules\/@acme\/ui\//,
      ],
    }),
  ],
  resolve: {extensions},
  // Pre-bundled dependencies resolve platform-specific files the same way.
  optimizeDeps: {rolldownOptions: {resolve: {extensions}}},
  ssr: {noExternal: ['react-strict-dom', '@acme/ui']},
});
