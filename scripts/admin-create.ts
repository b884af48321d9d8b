// `npm run admin:create`: adds an admin. Asks for the username and the password (not echoed).
// Non-interactive use: ADMIN_CREATE_USERNAME and ADMIN_CREATE_PASSWORD.
import './load-env'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { AdminInputError, createAdmin, MIN_PASSWORD_LENGTH } from '~/server/auth/admins.server'
import { closeDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'

let muted = false
const output = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    if (!muted) process.stdout.write(chunk)
    callback()
  },
})
// One interface for every question, so piped answers are not lost between prompts.
const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) })
const lines = rl[Symbol.asyncIterator]()

async function ask(question: string, hidden = false): Promise<string> {
  process.stdout.write(question)
  muted = hidden
  const { value, done } = await lines.next()
  muted = false
  if (hidden) process.stdout.write('\n')
  if (done) throw new AdminInputError('No answer given.')
  return String(value)
}

async function main() {
  await migrateToLatest()
  const username = process.env.ADMIN_CREATE_USERNAME ?? (await ask('Username: '))
  let password = process.env.ADMIN_CREATE_PASSWORD
  if (password === undefined) {
    password = await ask(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `, true)
    const again = await ask('Password again: ', true)
    if (again !== password) throw new AdminInputError('The passwords do not match.')
  }
  const admin = await createAdmin(username, password)
  console.log(`Admin "${admin.username}" created. Sign in at /admin-login.`)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  rl.close()
  await closeDatabase()
}
