// Candidate search at scale: 50,000 candidates (one application each) and 20,000 resumes' text,
// seeded in one transaction, then the production server answers a signed-in owner: searches of
// several kinds, the candidates list and a brief's page with its shortlist. Prints the median and
// 95th percentile of each answer's time on the server's machine and the server process's CPU time
// per answer. SQLite always; PostgreSQL too with BENCH_DATABASE_URL (a server URL such as
// postgres://postgres:postgres@localhost:5432/: a database is made for the run and dropped after).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signedInJar } from '../tests/admin-session'
import { applicantDetails } from '../tests/seed'
import { closeDatabase, getDb } from '~/server/db/client.server'
import { rebuildSearchIndex } from '~/server/db/candidate-search.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { onBenchPostgres, seededRandom, openBenchDatabase } from './bench-support'
import { startProductionServer } from './lib/server'

const PORT = Number(process.env.BENCH_PORT ?? 3352)
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 50_000)
const RESUMES = Number(process.env.BENCH_RESUMES ?? 20_000)
const RESUME_WORDS = 420
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25)
const AUTH_SECRET = randomBytes(32).toString('base64url')
const TARGETS = { searchMs: 150, pageMs: 100 }

// ── Realistic data from a seeded generator: the same people on every run ──────────────────────
const { random, pick } = seededRandom(20_261_126)
const pickSome = <T>(list: readonly T[], n: number): T[] => {
  const chosen = new Set<T>()
  while (chosen.size < n) chosen.add(pick(list))
  return [...chosen]
}

const FIRST = [
  'Asha',
  'Ravi',
  'Kiran',
  'Meera',
  'Arjun',
  'Divya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Priya',
  'Anil',
  'Kavya',
  'Rohan',
  'Nisha',
  'Sanjay',
  'Pooja',
  'Aditya',
  'Lakshmi',
  'Farhan',
  'Neha',
  'Suresh',
  'Ananya',
  'Manoj',
  'Isha',
  'Deepak',
  'Tara',
  'Nikhil',
  'Zoya',
  'Harish',
  'Aarti',
  'Karthik',
  'Swati',
  'Imran',
  'Ritu',
  'Gaurav',
  'Shreya',
  'Vivek',
  'Anjali',
  'Prakash',
  'Sara',
]
const LAST = [
  'Rao',
  'Kumar',
  'Mehta',
  'Shah',
  'Iyer',
  'Nair',
  'Verma',
  'Sharma',
  'Reddy',
  'Patel',
  'Gupta',
  'Menon',
  'Das',
  'Khan',
  'Joshi',
  'Pillai',
  'Bose',
  'Singh',
  'Kapoor',
  'Chatterjee',
  'Mishra',
  'Hegde',
  'Kulkarni',
  'Banerjee',
  'Naidu',
  'Thomas',
  'Fernandes',
  'Ali',
  'Agarwal',
  'Sinha',
]
const SKILLS = [
  'Go',
  'Rust',
  'Java',
  'Kotlin',
  'Python',
  'Django',
  'FastAPI',
  'TypeScript',
  'JavaScript',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'NestJS',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'RabbitMQ',
  'Kubernetes',
  'Docker',
  'Terraform',
  'AWS',
  'GCP',
  'Azure',
  'Spark',
  'Airflow',
  'dbt',
  'Snowflake',
  'Figma',
  'SEO',
  'Google Ads',
  'Flutter',
  'Swift',
  'Android',
  'C#',
  '.NET',
  'PHP',
  'Laravel',
  'Ruby',
  'Rails',
  'GraphQL',
  'gRPC',
  'Elasticsearch',
  'Jenkins',
  'GitHub Actions',
  'Linux',
  'Scala',
  'Hadoop',
]
const ROLES = [
  'Backend Developer',
  'Frontend Developer',
  'Full-stack Developer',
  'Data Engineer',
  'DevOps Engineer',
  'Mobile Developer',
  'QA Engineer',
  'Product Manager',
  'Project Manager',
  'UI Designer',
  'Digital Marketer',
]
const PROSE =
  `built maintained designed migrated automated scaled reduced improved led mentored shipped delivered
  payments ledger settlement reconciliation checkout catalogue inventory search recommendations analytics pipeline
  warehouse dashboard reporting billing invoicing onboarding identity authentication authorization notifications
  messaging streaming batch realtime latency throughput availability reliability observability monitoring alerting
  incident postmortem oncall rotation sprint backlog roadmap stakeholders customers clients partners vendors team
  squad chapter guild architecture microservices monolith modules services endpoints schemas migrations indexes
  queries caching sharding replication backups recovery security compliance audit encryption tokens secrets keys
  infrastructure cloud cluster nodes containers images deployments releases rollbacks canary blue green feature flags
  experiments testing unit integration contract endtoend performance load stress profiling tuning refactoring
  documentation reviews pairing hiring interviews training workshops conferences talks open source contributions
  bank insurer retailer marketplace logistics healthcare education travel media telecom energy manufacturing startup
  enterprise government nonprofit fintech edtech healthtech proptech agritech insurtech regtech`.split(/\s+/)

function resumeText(name: string, skills: string[], role: string, i: number): string {
  const words: string[] = [name, role, ...skills]
  for (let w = 0; w < RESUME_WORDS; w++) words.push(random() < 0.08 ? pick(SKILLS) : pick(PROSE))
  // One resume in a thousand holds a rare word: what a recruiter searching a niche would type.
  if (i % 1000 === 7) words.push('zanzibarite')
  return words.join(' ')
}

// ── Seeding ───────────────────────────────────────────────────────────────────────────────────
/** A unique application reference per seeded person (the form draws them at random: references.server.ts). */
function benchReference(i: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ'
  let code = ''
  for (let n = i, k = 0; k < 6; k++, n = Math.floor(n / alphabet.length)) {
    code = `${alphabet[n % alphabet.length]}${code}`
  }
  return `AP-${code}`
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

async function seedDatabase(url: string): Promise<{ briefId: number }> {
  // The server started after seeding signs sessions with the same secret as the cookie made here.
  openBenchDatabase(url, { AUTH_SECRET })
  await migrateToLatest()
  const started = performance.now()
  const now = Date.now()
  const db = getDb()
  const briefId = await db.transaction().execute(async (trx) => {
    const people = Array.from({ length: CANDIDATES }, (_, i) => {
      const first = pick(FIRST)
      const last = pick(LAST)
      const skills = pickSome(SKILLS, 3 + Math.floor(random() * 4))
      return {
        i,
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@candidates.example`.toLowerCase(),
        skills,
        role: pick(ROLES),
        years: Math.floor(random() * 20),
        at: new Date(now - Math.floor(random() * 700) * 86_400_000).toISOString(),
      }
    })
    await insertBatches(people, 1000, (batch) =>
      trx
        .insertInto('candidates')
        .values(
          batch.map((p) => ({
            id: p.i + 1,
            emailNormalized: p.email,
            fullName: p.name,
            headline: null,
            skills: p.skills.join(', '),
            yearsOfExperience: p.years,
            lastAppliedAt: p.at,
            createdAt: p.at,
            mergedInto: null,
          })),
        )
        .execute(),
    )
    await insertBatches(people, 500, (batch) =>
      trx
        .insertInto('job_applications')
        .values(
          batch.map((p) => ({
            id: p.i + 1,
            reference: benchReference(p.i),
            candidateId: p.i + 1,
            ...applicantDetails({
              fullName: p.name,
              email: p.email,
              phone: '+91 98450 00000',
              position: p.role,
              skills: p.skills.join(', '),
              yearsOfExperience: String(p.years),
              coverLetter: `I am a ${p.role.toLowerCase()} who ${pick(PROSE)} ${pick(PROSE)} for a ${pick(PROSE)} ${pick(PROSE)}.`,
            }),
            status: pick(['new', 'reviewing', 'shortlisted', 'interview', 'rejected'] as const),
            createdAt: p.at,
          })),
        )
        .execute(),
    )
    const texts = new Map<number, string>()
    const withResume = people.slice(0, RESUMES)
    await insertBatches(withResume, 500, async (batch) => {
      await trx
        .insertInto('resumes')
        .values(
          batch.map((p) => ({
            id: p.i + 1,
            applicationId: p.i + 1,
            fileName: `${(p.i + 1).toString(16).padStart(32, '0')}.pdf`,
            originalName: 'cv.pdf',
            contentType: 'application/pdf',
            size: 4,
            sha256: 'x',
            data: Buffer.from('%PDF'),
          })),
        )
        .execute()
      for (const p of batch) texts.set(p.i, resumeText(p.name, p.skills, p.role, p.i))
      await trx
        .insertInto('resume_texts')
        .values(
          batch.map((p) => ({
            resumeId: p.i + 1,
            status: 'done' as const,
            text: texts.get(p.i) ?? null,
            attempts: 1,
            claimedUntil: null,
            queuedAt: p.at,
            extractedAt: p.at,
          })),
        )
        .execute()
    })
    // Each candidate's search document, as refreshCandidateSearch writes it.
    await insertBatches(people, 250, (batch) =>
      trx
        .insertInto('candidate_search')
        .values(
          batch.map((p) => ({
            candidateId: p.i + 1,
            fullName: p.name,
            emails: p.email,
            headline: p.role,
            skills: p.skills.join(', '),
            coverLetters: null,
            notes: null,
            resumeText: texts.get(p.i) ?? null,
            updatedAt: p.at,
          })),
        )
        .execute(),
    )
    // A brief with a shortlist of eight, shared, and its timeline.
    const brief = await trx
      .insertInto('hire_briefs')
      .values({
        reference: 'HB-BENCH2',
        role: 'developer',
        skills: JSON.stringify(['Go', 'Kubernetes', 'PostgreSQL']),
        seniority: 'senior',
        headcount: 3,
        engagement: 'full-time',
        duration: '6-12-months',
        start: 'within-a-month',
        startDate: null,
        arrangement: 'remote',
        city: null,
        overlapHours: null,
        timezone: null,
        budgetFrom: null,
        budgetTo: null,
        budgetCurrency: null,
        budgetPeriod: null,
        name: 'Meera Shah',
        email: 'meera@acme.example',
        company: 'Acme Retail',
        jobTitle: null,
        phone: null,
        country: 'Germany',
        details: null,
        status: 'proposal',
        lostReason: null,
        assignedTo: 'bench-owner',
        createdAt: new Date(now - 3 * 86_400_000).toISOString(),
        ipHash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('shortlist_entries')
      .values(
        Array.from({ length: 8 }, (_, k) => ({
          briefId: brief.id,
          candidateId: ((k * 997) % CANDIDATES) + 1,
          position: k + 1,
          rateAmount: 40 + k,
          rateCurrency: 'USD',
          ratePeriod: 'hour' as const,
          availableOn: null,
          noticeWeeks: 2,
          pitch: 'Six years of Go in payments; led a ledger migration.',
          stage: 'shared' as const,
          clientNote: null,
          answeredAt: null,
          placedOn: null,
          placedRateAmount: null,
          placedRateCurrency: null,
          placedRatePeriod: null,
          addedBy: 'bench-owner',
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
        })),
      )
      .execute()
    return brief.id
  })
  await rebuildSearchIndex()
  console.log(
    `  seeded ${CANDIDATES.toLocaleString('en')} candidates and applications, ${RESUMES.toLocaleString('en')} resumes' text in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  if (url.startsWith('postgres')) {
    await (await import('kysely')).sql`analyze`.execute(db)
  }
  return { briefId }
}

// ── Measuring ─────────────────────────────────────────────────────────────────────────────────
/** The server process's CPU time so far (user + system), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0

async function measure(url: string, cookie: string, pid: number) {
  // Warm: the first answer pays for caches and prepared statements.
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { cookie } })).text()
  const times: number[] = []
  const cpuBefore = cpuMs(pid)
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now()
    const response = await fetch(url, { headers: { cookie } })
    await response.text()
    times.push(performance.now() - start)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  }
  const cpu = (cpuMs(pid) - cpuBefore) / ROUNDS
  times.sort((a, b) => a - b)
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), cpu }
}

const PAGES = (briefId: number) =>
  [
    ['search: a first name', '/admin/candidates?q=kiran', 'searchMs'],
    ['search: a skill', '/admin/candidates?q=kubernetes', 'searchMs'],
    ['search: two words', '/admin/candidates?q=payments+ledger', 'searchMs'],
    ['search: a rare resume word', '/admin/candidates?q=zanzibarite', 'searchMs'],
    ['search: words + filters', '/admin/candidates?q=postgresql&skill=Go&years=5', 'searchMs'],
    ['search: page 20 of a skill', '/admin/candidates?q=react&page=20', 'searchMs'],
    ['candidates list', '/admin/candidates', 'pageMs'],
    ['candidates list, filtered', '/admin/candidates?skill=Kafka&stage=interview', 'pageMs'],
    ["a brief's page", `/admin/hire-briefs/${briefId}`, 'pageMs'],
  ] as const

async function benchOne(label: string, url: string): Promise<boolean> {
  console.log(`\n${label}`)
  const { briefId } = await seedDatabase(url)
  const cookie = (await signedInJar('owner', 'bench-owner')).header()
  await closeDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'brightpath-bench-'))
  const server = await startProductionServer(PORT, {
    DATABASE_URL: url,
    AUTH_SECRET,
    RESUME_TEXT_WORKER: 'off',
    OUTBOX_WORKER: 'off',
    MAIL_FILE_DIR: dataDir,
  })
  const pid = server.process.pid ?? 0
  let met = true
  try {
    console.log(
      `  ${'answer'.padEnd(30)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'server CPU ms'.padStart(14)}  target`,
    )
    for (const [name, path, target] of PAGES(briefId)) {
      const m = await measure(`${server.url}${path}`, cookie, pid)
      const ok = m.median < TARGETS[target]
      met &&= ok
      console.log(
        `  ${name.padEnd(30)} ${m.median.toFixed(1).padStart(10)} ${m.p95.toFixed(1).padStart(8)} ${m.cpu.toFixed(1).padStart(14)}  < ${TARGETS[target]} ${ok ? 'met' : 'MISSED'}`,
      )
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return met
}

console.log(
  `Candidate search: ${CANDIDATES.toLocaleString('en')} candidates, ${RESUMES.toLocaleString('en')} resumes' text (about ${RESUME_WORDS} words each), ${ROUNDS} answers each, one at a time, signed in as an owner`,
)
const sqliteDir = mkdtempSync(join(tmpdir(), 'brightpath-bench-db-'))
let allMet = await benchOne('SQLite', `file:${join(sqliteDir, 'app.db')}`)
rmSync(sqliteDir, { recursive: true, force: true })

allMet = (await onBenchPostgres((url) => benchOne('PostgreSQL', url))) && allMet
console.log(allMet ? '\nEvery answer met its target.' : '\nSome answers MISSED their target.')
