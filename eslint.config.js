// ESLint: typescript-eslint's recommended rules and React's hooks rules for the page. Import cycles
// are madge's to find (npm run lint): it follows type-only imports too, in a sixth of the time.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'web-dist/',
      'coverage/',
      'test-results/',
      '.bench/',
      'node_modules/',
      // Solution files the judge's tests run: LeetCode's globals, as users write them.
      'fixtures/judge/',
      // Made by the build (scripts/build-wasm.mjs).
      'src/puzzles/tokens/bit-search/tokens-kernels.wasm.ts',
      'src/puzzles/maze/board/maze-kernels.wasm.ts',
      'src/puzzles/snakes/snakes-kernels.wasm.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The command's entry is CommonJS (it starts sooner): it loads Node's modules with require.
    files: ['bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The command is thin: it reaches the library through its entries (index.ts, engine.ts,
    // node.ts) and the one internal entry that lists what else it takes (internal.ts).
    files: ['src/cli/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-util.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../index.js', '!../engine.js', '!../node.js', '!../internal.js'],
              message: 'The command imports the library through index.js, engine.js, node.js or internal.js.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file over 400 lines holds more than one idea: split it by idea.
    files: ['src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'assembly/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-util.ts',
      // Made by scripts/generate-transposes.mjs (npm run generate): one unrolled function each.
      'src/search/transpose-block.generated.ts',
      'assembly/tokens-kernels/transpose.generated.ts',
      // Made by scripts/exact-ranges.mjs: tables, a line for each size searched.
      'src/puzzles/maze/generate/exact-mazes.generated.ts',
      'src/puzzles/tokens/generate/exact-tokens.generated.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hooks rules; the React Compiler's stricter rules would only matter with the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
