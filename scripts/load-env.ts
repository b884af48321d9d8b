import { existsSync } from 'node:fs'

/** CLI scripts read .env like the server does. */
if (existsSync('.env')) process.loadEnvFile('.env')
