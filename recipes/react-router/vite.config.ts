import {reactRouter} from '@react-router/dev/vite';
import {defineConfig} from 'vite';
import babel from 'vite-plugin-babel';

// Web versions of platform-specific files come first.
const extensions = [
  ...['.web.tsx', '.web.ts', '.web.jsx', '.web.js'],
  ...['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
];

export default defineConfig({
  plugins: [
    reactRouter(),
    babel({
      include: [/\/app\/.*\.[cm]?[jt]sx?$/, /\/node_modules\/react-strict-dom\//],
    }),
  ],
  resolve: {extensions},
  optimizeDeps: {rolldownOptions: {resolve: {extensions}}},
  // React Router renders every route on the server: compile the package there too.
  ssr: {noExternal: ['react-strict-dom']},
});
