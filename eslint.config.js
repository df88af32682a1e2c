import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.test-data/**',
      'coverage/**',
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  // Web: the rules of hooks (eslint-plugin-react-hooks' classic recommended pair).
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Web: GraphQL documents live only in `*.graphql.ts` files (web/README.md, "Data").
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.graphql.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/__generated__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='graphql']",
          message: 'Write GraphQL documents in the feature\'s *.graphql.ts file (web/README.md, "Data").',
        },
      ],
    },
  },
  // Web: lib/ is infrastructure; it knows no feature.
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'lib/ holds infrastructure only: move feature code into its feature folder.',
            },
          ],
        },
      ],
    },
  },
);
