import type {NextConfig} from 'next';
import babelConfig from './babel-loader.config.cjs';

const webExtensions = ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'];

const nextConfig: NextConfig = {
  // Bundle and compile the package wherever it runs, on the server too.
  transpilePackages: ['react-strict-dom'],
  webpack(config) {
    config.module.rules.push({
      test: /\.[cm]?[jt]sx?$/,
      // Skip node_modules, except the react-strict-dom package.
      exclude: /node_modules[\\/](?!react-strict-dom[\\/])/,
      use: [{loader: 'babel-loader', options: babelConfig}],
    });
    config.resolve.extensions = [...webExtensions, ...config.resolve.extensions];
    return config;
  },
};

export default nextConfig;
