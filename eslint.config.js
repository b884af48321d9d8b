import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import tseslint from 'typescript-eslint'

const DB_MODULES = [
  'app/server/db/**',
  'app/server/auth/**',
  'app/server/security/**',
  'app/server/services.server.ts',
]
const NO_UI_FILES = [
  'app/server/**/*.{ts,tsx}',
  'app/contracts/**/*.{ts,tsx}',
  'app/routes/api/**/*.{ts,tsx}',
]
const DATABASE_PATHS = [
  { name: 'kysely', message: 'Query the database through an entity module in app/server/db.' },
  { name: 'better-sqlite3', message: 'Only app/server/db/client.server.ts opens the database.' },
  { name: 'pg', message: 'Only app/server/db/client.server.ts opens the database.' },
]
const DB_CLIENT_PATTERN = {
  group: ['**/db/client.server', '~/server/db/client.server'],
  importNames: ['getDb'],
  message: 'Use an entity module.',
}
const UI_PATTERN = {
  group: ['~/components/*', '**/components/*', '~/islands/*', '**/islands/*'],
  message: 'Server code and contracts do not import UI: move what both need to app/contracts.',
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'screenshots/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A pattern that backtracks more than linearly lets one request cost seconds of CPU (16,000
    // slashes in a path did): none anywhere, so none can meet what a visitor sends.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Only the entity modules in app/server/db talk to the database.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [...DB_MODULES, ...NO_UI_FILES],
    rules: { 'no-restricted-imports': ['error', { paths: DATABASE_PATHS, patterns: [DB_CLIENT_PATTERN] }] },
  },
  {
    // Server code and the contracts both sides share never reach into the UI.
    files: NO_UI_FILES,
    ignores: DB_MODULES,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: DATABASE_PATHS, patterns: [DB_CLIENT_PATTERN, UI_PATTERN] },
      ],
    },
  },
  {
    // The modules that may open the database still never import UI.
    files: DB_MODULES,
    rules: { 'no-restricted-imports': ['error', { patterns: [UI_PATTERN] }] },
  },
  {
    // Shared code (app/lib) stays below the content: content may use it, never the other way.
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['app/lib/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: DATABASE_PATHS,
          patterns: [
            DB_CLIENT_PATTERN,
            UI_PATTERN,
            {
              group: ['~/content/*', '**/content/*'],
              message: 'app/lib is below app/content: pass content in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
