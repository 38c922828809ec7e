import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'coverage/**', '.data/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      // The architecture's boundaries: apps see only contracts and ui; a service never imports
      // another service; libs never import services or apps.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Every package the code imports is declared in package.json (not merely present because
    // something else depends on it). Code that runs in a service image may use production
    // dependencies only: the images install nothing else (deploy/docker/Dockerfile).
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/internal-regex': '^@reelmix/' },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, peerDependencies: false, optionalDependencies: false }] },
  },
  {
    files: ['services/**/*.ts', 'libs/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.type-test.ts', '**/test/**', 'libs/testing/**', 'libs/ui/**'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, peerDependencies: false, optionalDependencies: false }] },
  },
  {
    // Nest's dependency injection reads constructor parameter types at run time, so a type-only
    // import of an injected class would break it.
    files: ['services/**/*.ts', 'libs/**/*.ts'],
    ignores: ['libs/ui/**', 'libs/contracts/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
