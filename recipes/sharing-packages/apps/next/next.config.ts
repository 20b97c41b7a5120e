import type {NextConfig} from 'next';
import babelConfig from './babel-loader.config.cjs';

const webExtensions = ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'];

const nextConfig: NextConfig = {
  // Bundle and compile both packages wherever they run, on the server too.
  transpilePackages: ['react-strict-dom', '@acme/ui'],
  experimental: {
    // No Babel configuration file is used; the rule below runs babel-loader itself.
    turbopackUseBuiltinBabel: false,
  },
  turbopack: {
    resolveExtensions: [
      ...webExtensions,
      ...['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    ],
    rules: {
      '*.{js,jsx,ts,tsx}': {
        // Your own files and workspace packages, plus installed packages by path.
        condition: {
          any: [
            {not: 'foreign'},
            {path: /node_modules[\\/](react-strict-dom|@acme[\\/]ui)[\\/]/},
          ],
        },
        loaders: [{loader: 'babel-loader', options: babelConfig}],
      },
    },
  },
};

export default nextConfig;
