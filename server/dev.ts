// `npm run dev`: the same Express app logic with Vite's dev middleware and hot reload.
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { existsSync } from 'node:fs'
import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { findRedirect } from '../app/lib/routes'
import { loadServerEntry } from './server-entry'

if (existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV = 'development'

const vite = await createServer({ server: { middlewareMode: true } })
const loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
const services = await loadServerEntry(await loadBuild()).startServices({})
const { PORT, HOSTNAME, SITE_URL } = services.config

const app = express()
app.disable('x-powered-by')
app.use((req, res, next) => {
  const target = findRedirect(req.path)
  if (target && req.method === 'GET') return res.redirect(308, target)
  next()
})
app.use(vite.middlewares)
app.use(
  createRequestHandler({
    build: loadBuild,
    mode: 'development',
    getLoadContext: (req) => ({ clientIp: req.ip }),
  }),
)
app.listen(PORT, HOSTNAME, () => console.log(`\n  Dev server: ${SITE_URL}\n`))
