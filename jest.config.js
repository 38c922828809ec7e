// One Jest run for every service and lib: `unit` holds the *.spec.ts files beside the code,
// `integration` the *.e2e-spec.ts files that talk to the real PostgreSQL, RabbitMQ, S3 and ffmpeg.
const { readFileSync } = require('node:fs');

const swcrc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const swcTransform = ['@swc/jest', { ...swcrc, exclude: [], swcrc: false, sourceMaps: 'inline' }];

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // The mail templates are the only .tsx a service has (React Email components).
  transform: { '^.+\\.ts$': swcTransform, '/services/mail/.+\\.tsx$': swcTransform },
  moduleNameMapper: { '^@reelmix/contracts/browser$': '<rootDir>/libs/contracts/src/browser.ts', '^@reelmix/(.*)$': '<rootDir>/libs/$1/src/index.ts' },
  roots: ['<rootDir>/services', '<rootDir>/libs', '<rootDir>/deploy', '<rootDir>/tools', '<rootDir>/e2e'],
  modulePathIgnorePatterns: ['<rootDir>/dist'],
};

module.exports = {
  // Integration tests wait on real brokers and databases; the limit only catches real hangs.
  testTimeout: 60000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
  ],
};
