// The workspace's lint rules, as an ESLint flat config each package re-exports.
// typescript-eslint for TypeScript; eslint-plugin-lit checks Lit templates (bindings, attribute
// names, event listeners) and eslint-plugin-wc the custom-element lifecycle, which Biome cannot.
import js from '@eslint/js';
import globals from 'globals';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

export const ignores = {
  ignores: [
    '**/dist/**',
    '**/storybook-static/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/node_modules/**',
    '**/custom-elements.json',
    // Made from the manifest by cem analyze (tooling/framework-types.mjs).
    '**/src/generated/**',
    '**/data/**',
  ],
};

export default tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
);

/** An extra block forbidding imports of the given packages (keeps pencil-kit puzzle-agnostic). */
export function forbidImports(names, reason) {
  return {
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: names.map((group) => ({ group: [group, `${group}/*`], message: reason })) },
      ],
    },
  };
}
