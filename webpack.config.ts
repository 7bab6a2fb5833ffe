import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

const root = __dirname;

export default function webpackConfig(
  _env: Record<string, string>,
  argv: { mode?: Configuration['mode'] },
): Configuration {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  return {
    mode,
    context: root,
    entry: { shell: './src/main.tsx' },
    output: {
      path: path.join(root, 'dist/app'),
      filename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@shell': path.join(root, 'src'),
        '@flags': path.join(root, 'flags'),
        '@modules': path.join(root, 'modules'),
      },
    },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProduction } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        minify: isProduction,
      }),
    ],
  };
}
