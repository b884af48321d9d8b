import { generateKeyPairSync } from 'node:crypto'
// mailauth 4.13 (7.x needs Node 22; the project runs on 20): a verifier apart from nodemailer's signer.
import { dkimVerify } from 'mailauth'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { SmtpSink } from '../../../scripts/lib/smtp-sink'
import { parseConfig, setConfig } from '../config.server'
import { resetMailTransport, sendEmail } from './transport.server'

const DOMAIN = 'brightpath-it.example'
const SELECTOR = 'mail2026'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
// The record docs/email.md has the operator publish: `openssl rsa -pubout -outform der | base64`.
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`

/** DNS as a receiver would see it: only the selector's TXT record, in 255-character strings. */
async function resolver(name: string, rrtype: string): Promise<string[][]> {
  if (rrtype === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) {
    return [dkimRecord.match(/.{1,255}/g) ?? []]
  }
  throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' })
}

async function dkimResults(raw: string) {
  const { results } = await dkimVerify(raw, { resolver })
  return results
}

const sink = new SmtpSink(0)
beforeAll(() => sink.start())
afterAll(() => sink.stop())
afterEach(() => resetMailTransport())

/** Sends one e-mail through the outbox's sendEmail over SMTP and returns it as the sink received it. */
async function sentOverSmtp(env: Record<string, string>): Promise<string> {
  setConfig(
    parseConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: `Brightpath IT Solutions <no-reply@${DOMAIN}>`,
      ...env,
    }),
  )
  const to = `applicant-${sink.messages.length}@example.com`
  const result = await sendEmail({
    id: 7,
    to,
    replyTo: `recruiter@${DOMAIN}`,
    subject: 'Your application to Brightpath: Backend Developer',
    text: 'Thank you, Meera. We read every application.\n\nLine two, with “quotes” and ünïcode.',
    html: '<p>Thank you, Meera. We read every application.</p>',
  })
  expect(result).toEqual({ status: 'success' })
  const [message] = sink.to(to)
  expect(message).toBeDefined()
  return message!.raw
}

const DKIM_ENV = { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR }

it('signs what the outbox sends, and a maintained verifier finds the signature good', async () => {
  // As a one-line .env value writes the key: `\n` for each line break.
  const raw = await sentOverSmtp({ ...DKIM_ENV, DKIM_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n') })
  const [result, ...others] = await dkimResults(raw)
  expect(others).toEqual([])
  expect(result?.status.result).toBe('pass')
  expect(result?.signingDomain).toBe(DOMAIN)
  expect(result?.selector).toBe(SELECTOR)
  expect(raw).toMatch(/^DKIM-Signature:[^\r\n]*\ba=rsa-sha256;/im)
  expect(result?.status.aligned).toBeTruthy()
  // nodemailer's default header list: what a receiver shows the reader is covered (the h= tag).
  const signed = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/im
    .exec(raw)?.[1]
    ?.replace(/\s+/g, '')
    .toLowerCase()
    .split(':')
  expect(signed).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'reply-to', 'date', 'message-id']))
})

it('fails verification once the body or a signed header is changed on the way', async () => {
  const raw = await sentOverSmtp({ ...DKIM_ENV, DKIM_PRIVATE_KEY: privatePem })
  const bodyStart = raw.indexOf('Thank you, Meera')
  expect(bodyStart).toBeGreaterThan(raw.indexOf('\r\n\r\n'))
  const body = await dkimResults(raw.replace('Thank you, Meera', 'Thank you, Mallory'))
  // mailauth 4 answers a changed body 'neutral' with this comment; either way, not 'pass'.
  expect(body[0]?.status.result).not.toBe('pass')
  expect(body[0]?.status.comment).toBe('body hash did not verify')
  const subject = await dkimResults(raw.replace('Subject: Your application', 'Subject: Our application'))
  expect(subject[0]?.status.result).toBe('fail')
})

it('sends unsigned, as before, without DKIM settings', async () => {
  const raw = await sentOverSmtp({})
  expect(raw).not.toMatch(/^DKIM-Signature:/im)
  expect((await dkimResults(raw)).map((result) => result.status.result)).toEqual(['none'])
})
