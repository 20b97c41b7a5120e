import type {NextConfig} from 'next';
import babelConfig from './babel-loader.config.cjs';

const webExtensions = ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'];

const nextConfig: NextConfig = {
  // Bundle and compile both packages wherever they run, on the server too.
  transpilePackages: ['react-strict-dom', '@acme/ui'],
  webpack(config) {
    config.module.rules.push({
      test: /\.[cm]?[jt]sx?$/,
      // Skip node_modules, except the two packages.
      exclude: /node_modules[\\/](?!(react-strict-dom|@acme[\\/]ui)[\\/])/,
      use: [{loader: 'babel-loader', options: babelConfig}],
    });
    config.resolve.extensions = [...webExtensions, ...config.resolve.extensions];
    return config;
  },
};

export default nextConfig;
