// `npm run admin:create`: adds an owner. Asks for the username, e-mail address and password (not
// echoed). Non-interactive use: ADMIN_CREATE_USERNAME, ADMIN_CREATE_EMAIL and ADMIN_CREATE_PASSWORD.
import './load-env'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { STAFF_PASSWORD_MIN_LENGTH } from '~/contracts/staff'
import { createStaffMember, StaffInputError } from '~/server/auth/staff.server'
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
  if (done) throw new StaffInputError('No answer given.')
  return String(value)
}

async function main() {
  await migrateToLatest()
  const username = process.env.ADMIN_CREATE_USERNAME ?? (await ask('Username: '))
  const email =
    process.env.ADMIN_CREATE_EMAIL ?? (await ask('E-mail address (for sign-in and password resets): '))
  let password = process.env.ADMIN_CREATE_PASSWORD
  if (password === undefined) {
    password = await ask(`Password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess): `, true)
    const again = await ask('Password again: ', true)
    if (again !== password) throw new StaffInputError('The passwords do not match.')
  }
  const owner = await createStaffMember({ username, email: email.trim() || null, password, role: 'owner' })
  console.log(
    `Owner "${owner.username}" created. Sign in at /admin-login; the first sign-in asks for your name and sets up two-factor sign-in.`,
  )
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
