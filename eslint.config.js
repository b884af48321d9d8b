import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
    // Only the entity modules in app/server/db talk to the database.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/server/db/**',
      'app/server/auth/**',
      'app/server/security/**',
      'app/server/services.server.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'Query the database through an entity module in app/server/db.' },
            { name: 'better-sqlite3', message: 'Only app/server/db/client.server.ts opens the database.' },
            { name: 'pg', message: 'Only app/server/db/client.server.ts opens the database.' },
          ],
          patterns: [
            {
              group: ['**/db/client.server', '~/server/db/client.server'],
              importNames: ['getDb'],
              message: 'Use an entity module.',
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
