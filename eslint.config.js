import { existsSync, readdirSync } from 'node:fs'
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

// Feature boundaries (issue 37, docs/features.md). Enforced now:
// - everywhere in app/: another feature is reached only through ~/features/<name> (index.ts, what the browser may
//   load) or ~/features/<name>/index.server (workflows and queries for loaders and actions); never a relative path
//   into app/features, and from inside a feature never a relative path out of its folder;
// - in app/features/**: no kysely, better-sqlite3, pg or getDb; workflows and contracts import no UI; components
//   import no server module (types included) and not their feature's index;
// - app/components/**: no server module (types included), but for the files in COMPONENTS_ON_SERVER_TYPES;
// - app/routes/admin/** and app/routes/api/** (the JSON API): no ~/server/db/*, but for the files in ROUTES_ON_DB
//   (the routes' tests, which seed and read the database directly).
// Import circles, type-only ones included, and a *.server module within reach of a feature's index.ts are
// app/import-graph.test.ts's to find.
const FEATURES_DIR = new URL('./app/features', import.meta.url)
const FEATURES = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []
const COMPONENTS_ON_SERVER_TYPES = []
const ROUTES_ON_DB = ['app/routes/admin/*.test.ts', 'app/routes/api/*.test.ts']
const SURFACE_MESSAGE = 'Import a feature through ~/features/<name> or ~/features/<name>/index.server.'
const LEAVE_MESSAGE = 'Leave a feature through ~/…, never a relative path.'
const featureSurface = (own) => ({
  regex: `^~/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!index\\.server$)`,
  message: SURFACE_MESSAGE,
})
const RELATIVE_INTO_FEATURES = { regex: '^(\\.\\./)+features/', message: SURFACE_MESSAGE }
// The one way out of a feature by a relative path is to the shared test helpers in tests/.
const OUT_OF_FEATURE = { regex: '^\\.\\./(?!\\.\\./\\.\\./tests/)', message: LEAVE_MESSAGE }
// A feature's test may also mount the Express server's own hooks (server/), as the site does.
const OUT_OF_FEATURE_TEST = { regex: '^\\.\\./(?!\\.\\./\\.\\./(tests|server)/)', message: LEAVE_MESSAGE }
const OUT_OF_FEATURE_NESTED = { regex: '^\\.\\./\\.\\./(?!\\.\\./\\.\\./tests/)', message: LEAVE_MESSAGE }
const SERVER_PATTERN = {
  regex: '(^~/server/|\\.server$)',
  message: 'Components import no server module, types included: move shared types to the feature contract.',
}
const FEATURE_INDEX_FROM_COMPONENT = {
  regex: '^\\.\\.(/index(\\.server)?)?$',
  message: "A component imports its feature's contract or a sibling, not the feature's index.",
}
const DB_QUERIES = {
  group: ['~/server/db/*', '**/server/db/*'],
  message: 'A route imports its feature (~/features/<name>/index.server), never app/server/db.',
}
const restrict = (patterns, paths = DATABASE_PATHS) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
})

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
    rules: restrict([DB_CLIENT_PATTERN, featureSurface(), RELATIVE_INTO_FEATURES]),
  },
  {
    // Server code and the contracts both sides share never reach into the UI.
    files: NO_UI_FILES,
    ignores: DB_MODULES,
    rules: restrict([DB_CLIENT_PATTERN, UI_PATTERN, featureSurface(), RELATIVE_INTO_FEATURES]),
  },
  {
    // The modules that may open the database still never import UI.
    files: DB_MODULES,
    rules: restrict([UI_PATTERN, featureSurface(), RELATIVE_INTO_FEATURES], []),
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
            featureSurface(),
            RELATIVE_INTO_FEATURES,
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
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: COMPONENTS_ON_SERVER_TYPES,
    rules: restrict([DB_CLIENT_PATTERN, SERVER_PATTERN, featureSurface(), RELATIVE_INTO_FEATURES]),
  },
  {
    files: ['app/routes/admin/**/*.{ts,tsx}'],
    ignores: ROUTES_ON_DB,
    rules: restrict([DB_CLIENT_PATTERN, DB_QUERIES, featureSurface(), RELATIVE_INTO_FEATURES]),
  },
  {
    // The JSON API's routes: server code (no UI, as NO_UI_FILES) that, like the admin's, reaches the
    // database only through features, app/server/submissions and app/server/health.server.ts.
    files: ['app/routes/api/**/*.{ts,tsx}'],
    ignores: ROUTES_ON_DB,
    rules: restrict([DB_CLIENT_PATTERN, UI_PATTERN, DB_QUERIES, featureSurface(), RELATIVE_INTO_FEATURES]),
  },
  ...FEATURES.flatMap((feature) => [
    {
      files: [`app/features/${feature}/*.{ts,tsx}`],
      rules: restrict([DB_CLIENT_PATTERN, featureSurface(feature), OUT_OF_FEATURE]),
    },
    {
      files: [`app/features/${feature}/*.test.ts`],
      rules: restrict([DB_CLIENT_PATTERN, featureSurface(feature), OUT_OF_FEATURE_TEST]),
    },
    {
      files: [`app/features/${feature}/{*.server,contract,*-contract}.ts`],
      rules: restrict([DB_CLIENT_PATTERN, featureSurface(feature), OUT_OF_FEATURE, UI_PATTERN]),
    },
    {
      files: [`app/features/${feature}/*/**/*.{ts,tsx}`],
      rules: restrict([
        DB_CLIENT_PATTERN,
        featureSurface(feature),
        OUT_OF_FEATURE_NESTED,
        SERVER_PATTERN,
        FEATURE_INDEX_FROM_COMPONENT,
      ]),
    },
  ]),
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
