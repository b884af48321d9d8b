import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { z } from 'zod'
import { site } from '~/content/site'
import { ADMIN_USERNAME_PATTERN } from '~/lib/constants'
import { stripTrailing } from '~/lib/strip'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** The names Express's 'trust proxy' knows for whole address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An address, a subnet in CIDR (`10.0.0.0/8`, `fd00::/8`) or netmask form (`10.0.0.0/255.0.0.0`), or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', range, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (range === undefined) return true
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128)
  return family === 4 && isIP(range) === 4
}

/**
 * TRUST_PROXY as Express's 'trust proxy' setting wants it: `true`/`false`, a hop count as a
 * number (Express reads the string "1" as an address, so a proxy would become every visitor),
 * or a list of addresses, subnets and range names.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase()
    if (lower === 'true') return true
    if (lower === '') return ['loopback']
    if (lower === 'false') return false
    if (/^\d+$/.test(lower)) return Number(lower)
    const entries = lower.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !isProxyAddress(entry))
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `true, false, a hop count, or addresses, subnets and loopback/linklocal/uniquelocal separated by commas (not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')})`,
      })
      return z.NEVER
    }
    return entries
  })

const DURATION_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const
/** The longest a status e-mail may wait: a week. */
const MAX_DELAY_MS = 7 * 24 * 3_600_000

/** A delay written as a number and a unit (`90s`, `30m`, `24h`), in milliseconds. */
export const DurationSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{1,6})(s|m|h)$/.exec(value)
    const ms = match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS] : NaN
    if (!(ms <= MAX_DELAY_MS)) {
      ctx.addIssue({
        code: 'custom',
        message: `a number and s, m or h, up to a week (90s, 30m, 24h), not ${JSON.stringify(value)}`,
      })
      return z.NEVER
    }
    return ms
  })

const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ message: 'must be an e-mail address' }))

const DNS_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'

// Checked strictly because nodemailer writes both as they are into the DKIM-Signature header's tags.
const dkimDomain = z
  .string()
  .regex(
    new RegExp(`^(?=.{1,253}$)${DNS_LABEL}(?:\\.${DNS_LABEL})+$`, 'i'),
    'a domain name such as brightpath-it.example',
  )
  .transform((v) => v.toLowerCase())
const dkimSelector = z
  .string()
  .regex(
    new RegExp(`^${DNS_LABEL}(?:\\.${DNS_LABEL})*$`, 'i'),
    'letters, digits and dashes, such as mail2026',
  )

/**
 * Why a PEM private key cannot sign DKIM, or undefined when it can. The messages never quote the
 * key. nodemailer would not say either: with a key it cannot use, it sends the mail unsigned.
 */
function dkimKeyProblem(pem: string): string | undefined {
  let key
  try {
    key = createPrivateKey(pem)
  } catch {
    return 'is not a PEM private key (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----, unencrypted)'
  }
  if (key.asymmetricKeyType !== 'rsa') {
    return `must be an RSA key (nodemailer signs rsa-sha256), not ${key.asymmetricKeyType ?? 'another kind'}`
  }
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
    return 'must be 1024 bits or longer (receivers ignore shorter keys; 2048 is usual)'
  }
  return undefined
}

/** A PEM key in a variable; `\n` stands for a line break, as one-line .env values write it. */
const dkimKeyText = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined
  const pem = value.replace(/\\n/g, '\n').trim()
  const problem = dkimKeyProblem(pem)
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem })
    return z.NEVER
  }
  return pem
})

/** A PEM key file, read once when the configuration is parsed: the setting becomes the key itself. */
const dkimKeyFile = optionalString.transform((path, ctx) => {
  if (path === undefined) return undefined
  let pem
  try {
    pem = readFileSync(path, 'utf8').trim()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    ctx.addIssue({ code: 'custom', message: `cannot read ${path} (${code})` })
    return z.NEVER
  }
  const problem = dkimKeyProblem(pem)
  if (problem) {
    ctx.addIssue({ code: 'custom', message: `${path} ${problem}` })
    return z.NEVER
  }
  return pem
})

const DKIM_KEY_NAMES = 'DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE'

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOSTNAME: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/app.db')
      .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v) || v === ':memory:', {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    SITE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    ADMIN_USERNAME: optionalString.pipe(
      z
        .string()
        .regex(ADMIN_USERNAME_PATTERN, '3 to 32 letters, digits, dots, dashes or underscores')
        .optional(),
    ),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'at least 12 characters').max(128).optional()),
    // The first owner's e-mail: where their password-reset links go, and how they can sign in.
    ADMIN_EMAIL: optionalString.pipe(emailAddress.optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'at least 32 characters').optional()),
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.string().trim().default(`${site.name} <no-reply@brightpath-it.example>`),
    CONTACT_INBOX: emailAddress.default(site.email.general),
    CAREERS_INBOX: emailAddress.default(site.email.careers),
    // Where hiring briefs go; unset, they go to CONTACT_INBOX like any other enquiry.
    SALES_INBOX: optionalString.pipe(emailAddress.optional()),
    MAIL_TRANSPORT: z.enum(['auto', 'smtp', 'log', 'file']).default('auto'),
    MAIL_FILE_DIR: z.string().default('./data/mail'),
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(0).default(20),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    // An admin session ends this long after its last use (and 12 hours after sign-in in any case).
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(720).default(30),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
    OUTBOX_BACKOFF_MS: z.coerce.number().int().min(10).default(30_000),
    // How long a rejection e-mail waits before it leaves, cancellable on the application's timeline.
    REJECTION_EMAIL_DELAY: DurationSchema.default(24 * 3_600_000),
    OUTBOX_WORKER: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    // My work's e-mails to members (at once, or their 09:00 digest): on/off for this instance (two
    // instances tell each item once), and how often it reads the queues for what entered them.
    MY_WORK_NOTIFIER: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    MY_WORK_NOTIFY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    // Subscriptions (docs/email.md): how often the weekly digests are looked for (and unconfirmed
    // requests past their 48 hours deleted), and the shared secret the SMTP provider's bounce and
    // complaint webhook sends (POST /api/mail-events); unset, the webhook answers 404.
    SUBSCRIPTION_DIGEST_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
    MAIL_EVENTS_SECRET: optionalString.pipe(z.string().min(32, 'at least 32 characters').optional()),
    // Reading resumes' text for search, off the request path: on/off for this instance, how often
    // it looks for new resumes, and how long one file may take before its reader is stopped.
    RESUME_TEXT_WORKER: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    RESUME_TEXT_POLL_MS: z.coerce.number().int().min(50).default(5000),
    RESUME_TEXT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    // Publishing: where uploaded images and their AVIF/WebP widths are kept (served at /uploads),
    // and how often an instance publishes the posts whose scheduled time has come.
    MEDIA_DIR: z.string().default('./data/media'),
    POST_SCHEDULE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    // How long a shortlist link e-mailed to a client stays valid.
    SHORTLIST_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRUST_PROXY: TrustProxySchema.default(['loopback']),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // A form sent sooner than this after its token was issued is refused as a bot (at most 3 s).
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(3000).default(3000),
    // 1: the HSTS header asks for the browsers' preload list (only once the operator commits to it).
    HSTS_PRELOAD: z
      .enum(['0', '1'], { message: '0 or 1' })
      .default('0')
      .transform((v) => v === '1'),
    // Signs every e-mail sent over SMTP (DKIM): the domain and selector of the DNS record that
    // holds the public key, and the private key (PEM) or a file holding it. All or none.
    DKIM_DOMAIN: optionalString.pipe(dkimDomain.optional()),
    DKIM_SELECTOR: optionalString.pipe(dkimSelector.optional()),
    DKIM_PRIVATE_KEY: dkimKeyText,
    DKIM_PRIVATE_KEY_FILE: dkimKeyFile,
    // Lets a monitor read /api/health's details (Authorization: Bearer …) without signing in.
    HEALTH_TOKEN: optionalString.pipe(z.string().min(32, 'at least 32 characters').optional()),
  })
  .superRefine(
    (env, ctx) => {
      if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
        ctx.addIssue({
          code: 'custom',
          path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
          message: 'ADMIN_USERNAME and ADMIN_PASSWORD go together',
        })
      }
      if (env.ADMIN_EMAIL && !env.ADMIN_USERNAME) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_EMAIL'],
          message: 'goes with ADMIN_USERNAME and ADMIN_PASSWORD',
        })
      }
      // A real deployment keeps the session secret outside the database that holds the sessions.
      if (env.SITE_URL?.startsWith('https://') && !env.AUTH_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['AUTH_SECRET'],
          message:
            'required when SITE_URL is https (at least 32 characters; make one with `openssl rand -base64 32` or `node -e "console.log(crypto.randomBytes(32).toString(\'base64url\'))"`)',
        })
      }
      if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' })
      }
      const dkimKeys = [env.DKIM_PRIVATE_KEY, env.DKIM_PRIVATE_KEY_FILE].filter(Boolean).length
      if (dkimKeys === 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['DKIM_PRIVATE_KEY_FILE'],
          message: 'set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both',
        })
      }
      const dkimParts: [string, boolean][] = [
        ['DKIM_DOMAIN', Boolean(env.DKIM_DOMAIN)],
        ['DKIM_SELECTOR', Boolean(env.DKIM_SELECTOR)],
        [DKIM_KEY_NAMES, dkimKeys > 0],
      ]
      const dkimSet = dkimParts.filter(([, set]) => set).map(([name]) => name)
      if (dkimSet.length > 0 && dkimSet.length < dkimParts.length) {
        for (const [missing] of dkimParts.filter(([, set]) => !set)) {
          ctx.addIssue({
            code: 'custom',
            path: [missing],
            message: `required with ${dkimSet.join(' and ')}: DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and ${DKIM_KEY_NAMES}`,
          })
        }
      }
    },
    { when: () => true },
  ) // also when other keys are wrong, so one run lists every problem
  .transform(({ DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE, ...env }) => {
    const privateKey = DKIM_PRIVATE_KEY ?? DKIM_PRIVATE_KEY_FILE
    return {
      ...env,
      // nodemailer's DKIM options (or none: mail leaves unsigned). The key stays here only, under
      // a name that is not a setting's.
      dkim:
        DKIM_DOMAIN && DKIM_SELECTOR && privateKey
          ? { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey }
          : undefined,
      SITE_URL: stripTrailing(env.SITE_URL ?? `http://localhost:${env.PORT}`, '/'),
      SALES_INBOX: env.SALES_INBOX ?? env.CONTACT_INBOX,
      isProduction: env.NODE_ENV === 'production',
      databaseKind: env.DATABASE_URL.startsWith('postgres') ? ('postgres' as const) : ('sqlite' as const),
    }
  })

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    )
  }
  return result.data
}

const CONFIG_KEY = Symbol.for('brightpath.config')
type ConfigHolder = { [CONFIG_KEY]?: Config }

/** The parsed environment, parsed once per process on first use. */
export function getConfig(): Config {
  const holder = globalThis as ConfigHolder
  holder[CONFIG_KEY] ??= parseConfig(process.env)
  return holder[CONFIG_KEY]
}

/** Replaces the process configuration (tests and scripts that start servers in-process). */
export function setConfig(config: Config): void {
  ;(globalThis as ConfigHolder)[CONFIG_KEY] = config
}
