// One jest run, four projects: unit (beside the code), web (jsdom), integration (real Postgres + NATS)
// and e2e (the launcher + a real chromium). See README "Tests".
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads its config as CommonJS
const { vendorModuleNameMapper } = require('./test-support/web-vendor.cjs');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic' },
        optimizer: {
          globals: {
            vars: {
              'import.meta.env.DEV': 'false',
              'import.meta.env.PROD': 'true',
              'import.meta.env.MODE': '"test"',
            },
          },
        },
      },
    },
    module: { type: 'es6' },
  },
];
const moduleNameMapper = {
  '^@tryon/kit$': '<rootDir>/services/kit/src/index.ts',
  '^@tryon/kit/(.*)$': '<rootDir>/services/kit/src/$1',
  '^@tryon/proto-events$': '<rootDir>/proto-events/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  rootDir: __dirname,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/', '<rootDir>/.test-data/'],
};
module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{proto-events,services,gateway,deploy}/**/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/test-support/setup-timeout.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{services,gateway,deploy}/**/test/**/*.int.test.ts'],
      globalSetup: '<rootDir>/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test-support/setup-timeout.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      // One system for the whole run, shared by the files that need none of their own (e2e/support/scenario.ts:
      // sharedRig); the others still start their own (startRig).
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test-support/setup-e2e-timeout.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.tsx?$': swcWeb },
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test-utils/setup.ts'],
      // Mantine, Apollo, React Router, graphql and rxjs from one bundle (test-support/web-vendor.cjs).
      globalSetup: '<rootDir>/test-support/web-global-setup.ts',
      moduleNameMapper: {
        ...vendorModuleNameMapper(),
        ...moduleNameMapper,
        '\\.(css)$': 'identity-obj-proxy',
      },
    },
  ],
};
