import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import { moduleDescriptors } from './build/moduleDescriptors';
import { LAB_ENTRIES, labDistDirFor } from './lab/assets/labEntries';
import { RegistryPlugin } from './build/RegistryPlugin';
import { StartHintsPlugin } from './build/StartHintsPlugin';
import packageJson from './package.json';
import {
  MODULES_GLOBAL,
  SHARED_GLOBAL,
  SHARED_MODULE_NAMES,
} from './src/microfrontend/sharedModuleNames';

const root = __dirname;
// A private output folder (EXPENSE_DIST) lets parallel builds and e2e runs not clobber each other.
const distRoot = process.env.EXPENSE_DIST
  ? path.resolve(process.env.EXPENSE_DIST)
  : path.join(root, 'dist/app');
const MODULES_PUBLIC_PATH = '/modules/';
/** The async script index.html loads first: it preloads the host's and device's start chunks. */
const START_HINTS = 'start-hints';
/** The script start-hints adds: the sign-in chain's first calls, made before vendor has run. */
const START_CALLS = 'start-calls';
/** Entries that run before, and without, any other bundle: no shared chunks, no vendor. */
const STANDALONE = new Set([START_HINTS, START_CALLS]);
/** Chunk groups every start asks for, whatever the host (src/startChunks.ts, startSignedInApp). */
const START_CHUNKS = {
  first: ['sign-in'],
  later: ['home', 'home-store'],
  runtime: ['flag-store', 'micro-runtime'],
};

function swcRule(isProduction: boolean): RuleSetRule {
  return {
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
  };
}

/**
 * swc's minifier instead of terser, webpack's default: the build's minifying took 60 of its 72 s
 * of CPU with terser, and the build runs beside lint and the other checks on two cores.
 */
const minimizer = [
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 } },
  }),
];

const alias = {
  '@shell': path.join(root, 'src'),
  '@flags': path.join(root, 'flags'),
  '@modules': path.join(root, 'modules'),
  '@contracts': path.join(root, 'contracts'),
};

const CONTRACTS_PREFIX = '@contracts/';

/**
 * A module's `@contracts/<path>` import reads the shell's copy (src/microfrontend/sharedContracts.ts):
 * the schemas and valibot then exist once, in the shared-surface chunk, not in every module bundle.
 */
function sharedContractExternal(
  { request }: { request?: string },
  callback: (error?: Error, result?: string[]) => void,
): void {
  if (!request?.startsWith(CONTRACTS_PREFIX)) return callback();
  callback(undefined, [SHARED_GLOBAL, '@contracts', request.slice(CONTRACTS_PREFIX.length)]);
}

/** Each domain module as its own bundle, taking shared libraries from the shell at runtime. */
function modulesConfig(mode: Configuration['mode'], isProduction: boolean): Configuration {
  return {
    name: 'modules',
    mode,
    context: root,
    // The window library is each module entry's own: a worker the modules start (MD5, invoice
    // decoding) is an entry too, and has no window to assign itself to.
    entry: Object.fromEntries(
      moduleDescriptors.map((d) => [
        d.id,
        {
          import: `./modules/${d.id}/index.ts`,
          library: { type: 'window', name: [MODULES_GLOBAL, d.id] },
        },
      ]),
    ),
    output: {
      path: path.join(distRoot, 'modules'),
      publicPath: MODULES_PUBLIC_PATH,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkLoadingGlobal: 'webpackChunkExpenseModules',
      clean: true,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    externalsType: 'window',
    externals: [
      Object.fromEntries(SHARED_MODULE_NAMES.map((name) => [name, [SHARED_GLOBAL, name]])),
      sharedContractExternal,
    ],
    module: { rules: [swcRule(isProduction)] },
    optimization: { splitChunks: false, runtimeChunk: false, minimizer },
    performance: { hints: false },
    plugins: [
      new RegistryPlugin({
        descriptors: moduleDescriptors,
        version: packageJson.version,
        publicPath: MODULES_PUBLIC_PATH,
      }),
    ],
  };
}

export default function webpackConfig(
  _env: Record<string, string>,
  argv: { mode?: Configuration['mode'] },
): Configuration[] {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';
  return [
    shellConfig(mode, isProduction),
    modulesConfig(mode, isProduction),
    labConfig(mode, isProduction),
  ];
}

/**
 * The lab's browser programs (consoles, fake host SDKs, embedded browser, Teams client): one
 * self-contained file each, beside the SPA's folder so they never ship with it. Stable names,
 * since the lab's pages link them by name.
 */
function labConfig(mode: Configuration['mode'], isProduction: boolean): Configuration {
  return {
    name: 'lab',
    mode,
    context: root,
    entry: LAB_ENTRIES,
    output: { path: labDistDirFor(distRoot), filename: '[name].js', clean: true },
    devtool: 'source-map',
    resolve: { extensions: ['.ts', '.js'], alias },
    module: { rules: [swcRule(isProduction)] },
    optimization: { splitChunks: false, runtimeChunk: false, minimizer },
    performance: { hints: false },
  };
}

function shellConfig(mode: Configuration['mode'], isProduction: boolean): Configuration {
  return {
    name: 'shell',
    mode,
    context: root,
    entry: {
      [START_HINTS]: './src/startHints/startHintsEntry.ts',
      [START_CALLS]: './src/startCalls/startCallsEntry.ts',
      shell: './src/main.tsx',
      // The chat app's mobile SSO lands on a standalone page that only forwards into the app.
      qyweixin: './src/hosts/applet/qyweixinEntry.ts',
    },
    output: {
      path: distRoot,
      filename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: { keep: /^modules\// },
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias,
    },
    module: {
      rules: [swcRule(isProduction), { test: /\.(png|svg|jpe?g|gif)$/, type: 'asset/resource' }],
    },
    optimization: {
      minimizer,
      splitChunks: {
        // The start scripts stand alone: they must run before, and without, any other bundle.
        chunks: (chunk) => !STANDALONE.has(chunk.name ?? ''),
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            chunks: (chunk) => chunk.canBeInitial() && !STANDALONE.has(chunk.name ?? ''),
            priority: 10,
          },
          // valibot and the contract blocks: sign-in, which every start loads, and each host's
          // adapter read answers with them, so one chunk for all instead of a copy per host.
          contracts: {
            test: /[\\/](node_modules[\\/]valibot|contracts[\\/]core)[\\/]/,
            name: 'contracts',
            chunks: 'async',
            minSize: 0,
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        chunks: [START_HINTS, 'shell'],
        scriptLoading: 'defer',
        minify: isProduction,
      }),
      new StartHintsPlugin({
        hintsEntry: START_HINTS,
        callsEntry: START_CALLS,
        vendorChunk: 'vendor',
        ...START_CHUNKS,
      }),
      new HtmlWebpackPlugin({
        template: './src/hosts/applet/qyweixin.html',
        filename: 'applet/qyweixin.html',
        chunks: ['qyweixin'],
        scriptLoading: 'defer',
        minify: isProduction,
      }),
    ],
  };
}
