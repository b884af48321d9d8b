import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // App modules most pages share (primitives, blocks, site content) travel as one file
            // instead of two dozen sub-kilobyte ones, each paying a request and its headers.
            {
              name: 'shared',
              test: /[\\/]app[\\/](components|content|lib)[\\/]/,
              minShareCount: 12,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
})
