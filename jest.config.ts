/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const transform = { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] };
// Some browser-only dependencies ship ESM; they must be transpiled too.
const transformIgnorePatterns = ['/node_modules/(?!(@featbit|single-spa|@faker-js)/)'];

const moduleNameMapper = {
  '^@shell/(.*)$': '<rootDir>/src/$1',
  '^@flags/(.*)$': '<rootDir>/flags/$1',
  '^@modules/(.*)$': '<rootDir>/modules/$1',
  '^@contracts/(.*)$': '<rootDir>/contracts/$1',
};

const config: Config = {
  // A bound on a hung test, not a speed goal: with two workers on a loaded two-core machine a
  // jsdom test that takes 1 s alone has taken over 5 s (Jest's default) without being stuck.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/tests/setup/jsdomEnvironment.js',
      setupFilesAfterEnv: ['<rootDir>/tests/setup/webSetup.ts'],
      testMatch: [
        '<rootDir>/src/**/*.test.ts?(x)',
        '<rootDir>/modules/**/*.test.ts?(x)',
        '<rootDir>/flags/client/**/*.test.ts?(x)',
        '<rootDir>/flags/catalog.test.ts',
        '<rootDir>/tests/integration/web/**/*.test.ts?(x)',
      ],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(png|svg|jpg)$': '<rootDir>/tests/setup/fileStub.ts',
      },
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/lab/**/*.test.ts',
        '<rootDir>/mocks-server/**/*.test.ts',
        '<rootDir>/flags/evaluation/**/*.test.ts',
        '<rootDir>/flags/definitions/**/*.test.ts',
        '<rootDir>/tests/integration/node/**/*.test.ts',
        '<rootDir>/tests/bench/**/*.test.ts',
        '<rootDir>/tests/routes/**/*.test.ts',
        '<rootDir>/tests/runner/**/*.test.ts',
        '<rootDir>/contracts/**/*.test.ts',
      ],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
};

export default config;
