// ESLint for the whole tree (`npm run check` runs it with --max-warnings 0): typescript-eslint's
// recommended rules, the rules of hooks, jsx-a11y in the islands and the Astro plugin in .astro files.
// Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '**/.wrangler/',
      '.tools/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a binding kept for its position (an ignored argument, a destructured-away field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read loose JSON answers and reach into internals on purpose.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.tsx'],
    // The jsx-a11y plugin itself is registered by the Astro plugin's a11y config, for every file.
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    plugins: { 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
