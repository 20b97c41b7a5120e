import type {NextConfig} from 'next';
import babelConfig from './babel-loader.config.cjs';

const webExtensions = ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'];

const nextConfig: NextConfig = {
  // Bundle and compile the package wherever it runs, on the server too.
  transpilePackages: ['react-strict-dom'],
  experimental: {
    // No Babel configuration file is used, so turn off Next.js's automatic
    // Babel loader; the rule below runs babel-loader itself.
    turbopackUseBuiltinBabel: false,
  },
  turbopack: {
    resolveExtensions: [
      ...webExtensions,
      ...['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    ],
    rules: {
      '*.{js,jsx,ts,tsx}': {
        // Your own files, plus the react-strict-dom package.
        condition: {
          any: [
            {not: 'foreign'},
            {path: /node_modules[\\/]react-strict-dom[\\/]/},
          ],
        },
        loaders: [{loader: 'babel-loader', options: babelConfig}],
      },
    },
  },
};

export default nextConfig;
