import SQLite from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../tests/db-utils'
import { applicantDetails } from '../tests/seed'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { countContactSubmissions, listContactSubmissions } from '~/server/db/contact-submissions.server'
import { createContactSubmission } from '~/features/contacts/index.server'
import { countJobApplications, listJobApplications } from '~/server/db/job-applications.server'
import { createJobApplication } from '~/features/applications/index.server'
import { countResumes, getResumeFile } from '~/server/db/resumes.server'

interface ScriptResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `npm run db:backup|db:restore` as an operator would, without blocking this process's writers. */
function runScript(
  script: 'db-backup' | 'db-restore',
  args: string[],
  databaseUrl: string,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', `scripts/${script}.ts`, ...args],
      { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

type Acknowledged =
  | { kind: 'contact'; id: number; email: string; message: string }
  | { kind: 'application'; id: number; email: string; fileName: string; bytes: Buffer }

/** Submissions as the forms store them, each pushed to `acknowledged` once its transaction committed. */
async function submitUntil(stop: () => boolean, writer: number, acknowledged: Acknowledged[]) {
  for (let n = 0; !stop(); n++) {
    const email = `writer${writer}-${String(n).padStart(5, '0')}@example.com`
    const emails = ({ reference }: { reference: string }) => [
      { to: email, subject: `Reference ${reference}`, text: `Reference ${reference}` },
    ]
    if (n % 3 === 2) {
      const message = `Message ${n} from writer ${writer}: ${randomBytes(24).toString('hex')}`
      const base = { name: 'Asha Rao', email, phone: null, subject: 'A project', message, ipHash: null }
      const { id } = await createContactSubmission(base, emails)
      acknowledged.push({ kind: 'contact', id, email, message })
    } else {
      const bytes = randomBytes(randomInt(4_000, 60_000))
      const fileName = `${randomBytes(16).toString('hex')}.pdf`
      const { id } = await createJobApplication(
        applicantDetails({ email, position: 'Frontend Developer', skills: 'React', yearsOfExperience: '3' }),
        {
          fileName,
          originalName: 'cv.pdf',
          contentType: 'application/pdf',
          size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          data: bytes,
        },
        emails,
      )
      acknowledged.push({ kind: 'application', id, email, fileName, bytes })
    }
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

/** Whether the database the process now points at holds this submission, complete. */
async function holds(ack: Acknowledged): Promise<boolean> {
  if (ack.kind === 'contact') {
    const { items } = await listContactSubmissions({ q: ack.email })
    return items.length === 1 && items[0]!.id === ack.id && items[0]!.message === ack.message
  }
  const { items } = await listJobApplications({ q: ack.email })
  const resume = await getResumeFile(ack.fileName)
  return (
    items.length === 1 &&
    items[0]!.id === ack.id &&
    resume?.applicationId === ack.id &&
    Buffer.compare(resume.data, ack.bytes) === 0
  )
}

// Each step runs the scripts as an operator would, a Node process each: seconds apiece on a busy machine.
describe('db:backup and db:restore (SQLite)', { timeout: 120_000 }, () => {
  let database: TestDatabase
  let dir: string
  let backupFile: string
  let backup: ScriptResult
  const acknowledged: Acknowledged[] = []
  let ackedBefore = 0
  let ackedDuring = 0

  // One backup, made while three writers store submissions the way the forms do.
  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    dir = mkdtempSync(join(tmpdir(), 'brightpath-backup-'))
    let writing = true
    const writers = [0, 1, 2].map((writer) => submitUntil(() => !writing, writer, acknowledged))
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10))
    ackedBefore = acknowledged.length
    backupFile = join(dir, 'backups', 'app-under-load.db')
    backup = await runScript('db-backup', [backupFile], database.url)
    ackedDuring = acknowledged.length - ackedBefore
    writing = false
    await Promise.all(writers)
  }, 180_000)
  afterAll(async () => {
    await database.cleanup()
    rmSync(dir, { recursive: true, force: true })
  })

  it('backs up under write load; the restore holds every submission acknowledged before, resumes byte for byte', async () => {
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/^Backed up .+ to .+app-under-load\.db \(\d+(\.\d)? (KB|MB)\)\.\n$/)
    // The site kept writing while the copy was made.
    expect(ackedDuring).toBeGreaterThan(0)
    // A backup holds every lead and resume: the owner's alone, like the database.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)

    const restoredUrl = `file:${join(dir, 'fresh', 'app.db')}`
    const restore = await runScript('db-restore', [backupFile], restoredUrl)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(statSync(restoredUrl.slice('file:'.length)).mode & 0o777).toBe(0o600)

    const restored = openDatabase(restoredUrl)
    const original = setDatabase(restored)
    try {
      for (const ack of acknowledged.slice(0, ackedBefore)) expect(await holds(ack), ack.email).toBe(true)
      // What came in during the copy is there whole or not at all: no application without its resume.
      const applications = await countJobApplications()
      expect(await countResumes()).toBe(applications)
      const present = applications + (await countContactSubmissions())
      expect(present).toBeGreaterThanOrEqual(ackedBefore)
      expect(present).toBeLessThanOrEqual(acknowledged.length)
      for (const ack of acknowledged.slice(ackedBefore, present))
        expect(await holds(ack), ack.email).toBe(true)
    } finally {
      setDatabase(original)
      await restored.db.destroy()
    }
  })

  it('refuses while the database is in use, and keeps the database it replaces aside', async () => {
    // This process holds the database open, as the running server does.
    const refused = await runScript('db-restore', [backupFile], database.url)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/is in use: stop the server/)

    const site = join(dir, 'site')
    mkdirSync(site)
    const previous = join(site, 'app.db')
    new SQLite(previous).exec('create table marker (note text)').close()
    const restore = await runScript('db-restore', [backupFile], `file:${previous}`)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    const [aside] = readdirSync(site).filter((name) => name.startsWith('app.db.before-restore-'))
    expect(restore.stdout).toContain(`kept as ${join(site, aside!)}`)
    const kept = new SQLite(join(site, aside!), { readonly: true })
    expect(kept.prepare(`select name from sqlite_master where name = 'marker'`).get()).toBeTruthy()
    kept.close()
  })

  it('refuses a file that is not a database of ours, or one a newer version made', async () => {
    const target = join(dir, 'refused', 'app.db')

    const foreign = join(dir, 'other.db')
    new SQLite(foreign).exec('create table notes (body text)').close()
    const notOurs = await runScript('db-restore', [foreign], `file:${target}`)
    expect(notOurs.code).toBe(1)
    expect(notOurs.stderr).toMatch(/not one of this site/)

    const newer = join(dir, 'newer.db')
    copyFileSync(backupFile, newer)
    new SQLite(newer)
      .exec(
        `insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2030-01-01T00:00:00Z')`,
      )
      .close()
    const fromNewer = await runScript('db-restore', [newer], `file:${target}`)
    expect(fromNewer.code).toBe(1)
    expect(fromNewer.stderr).toMatch(/newer version .*9999-from-the-future/)

    const text = join(dir, 'notes.txt')
    copyFileSync('package.json', text)
    const notSqlite = await runScript('db-restore', [text], `file:${target}`)
    expect(notSqlite.code).toBe(1)
    expect(notSqlite.stderr).toMatch(/is not an SQLite database/)
    expect(existsSync(target)).toBe(false)
  })
})
