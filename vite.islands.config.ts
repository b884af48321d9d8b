import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { ISLAND_ENTRIES } from './app/lib/islands'

/*
 * The form pages' islands (app/lib/islands.ts): one small bundle per form, React DOM and the form
 * without the router, built after the site into its assets folder. The manifest stays within the
 * server's reach (build/client/.vite), where app/server/html/island-assets.server.ts reads it.
 */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    // In a dot folder, which the static handler never serves.
    manifest: '.vite/islands-manifest.json',
    rollupOptions: {
      input: { ...ISLAND_ENTRIES },
      output: {
        // React in a chunk of its own, named so: evaluated first, before each form's modules.
        advancedChunks: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
