import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '../config.server'
import type { OutgoingEmail } from '../db/email-outbox.server'
import { logger } from '../logger.server'
import { addressRef } from '../security/address-ref.server'

export type SendResult = { status: 'success' } | { status: 'error'; error: string }

type TransportKind = 'smtp' | 'log' | 'file'

function transportKind(): TransportKind {
  const { MAIL_TRANSPORT, SMTP_URL } = getConfig()
  if (MAIL_TRANSPORT !== 'auto') return MAIL_TRANSPORT
  return SMTP_URL ? 'smtp' : 'log'
}

const TRANSPORT_KEY = Symbol.for('brightpath.smtp')
type TransportHolder = { [TRANSPORT_KEY]?: Transporter }

function smtpTransport(): Transporter {
  const holder = globalThis as TransportHolder
  const { SMTP_URL: url, dkim } = getConfig()
  if (!url) throw new Error('SMTP_URL is not set')
  const timeouts = '&connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000'
  holder[TRANSPORT_KEY] ??= nodemailer.createTransport({
    url: url.includes('?') ? url + timeouts : `${url}?${timeouts.slice(1)}`,
    // With DKIM set, nodemailer signs every message this transport sends, over nodemailer's
    // default header list (From, To, Subject, Date, Message-ID, Reply-To, MIME and List-* headers,
    // List-Unsubscribe among them) and the whole body.
    ...(dkim && { dkim }),
  })
  return holder[TRANSPORT_KEY]
}

/** Tests that restart their SMTP server drop the pooled connection with this. */
export function resetMailTransport(): void {
  const holder = globalThis as TransportHolder
  holder[TRANSPORT_KEY]?.close()
  holder[TRANSPORT_KEY] = undefined
}

/** An e-mail of the outbox on its way: its row's id names it in the logs. */
export interface SendingEmail extends OutgoingEmail {
  id: number
}

/**
 * What the log transport prints: in development the whole e-mail (handy while working on the
 * templates); elsewhere only the outbox id and a salted hash of the recipient, because e-mails
 * carry what visitors typed (names in subjects, messages, cover letters, ID numbers) and logs are
 * beyond the reach of an erasure. The admin's Outbox page shows the rest.
 */
export async function logTransportEntry(
  email: SendingEmail,
): Promise<{ mail: { id: number; to: string; subject?: string }; text?: string }> {
  if (getConfig().NODE_ENV === 'development') {
    return { mail: { id: email.id, to: email.to, subject: email.subject }, text: email.text }
  }
  return { mail: { id: email.id, to: await addressRef(email.to) } }
}

/** Sends one e-mail. Provider errors come back as { status: 'error' }; it never throws. */
export async function sendEmail({ id, ...email }: SendingEmail): Promise<SendResult> {
  const { MAIL_FROM, MAIL_FILE_DIR } = getConfig()
  const kind = transportKind()
  try {
    if (kind === 'smtp') {
      const { attachments, ...rest } = email
      // A calendar invitation goes as a file nodemailer attaches as it is (text/calendar; method=…).
      await smtpTransport().sendMail({
        from: MAIL_FROM,
        ...rest,
        attachments: attachments?.map((a) => ({ ...a })),
      })
    } else if (kind === 'file') {
      // One JSON file per message, named after the recipient: read back by e2e tests.
      const dir = resolve(MAIL_FILE_DIR)
      await mkdir(dir, { recursive: true })
      const name = `${email.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`
      // Written aside and renamed: a reader never meets a half-written message.
      await writeFile(join(dir, `.${name}.partial`), JSON.stringify({ from: MAIL_FROM, ...email }, null, 2))
      await rename(join(dir, `.${name}.partial`), join(dir, name))
    } else if (logger.isLevelEnabled('info')) {
      logger.info(await logTransportEntry({ id, ...email }), 'mail (log transport)')
    }
    return { status: 'success' }
  } catch (error) {
    return { status: 'error', error: error instanceof Error ? error.message : String(error) }
  }
}

export function describeMailTransport(): string {
  const kind = transportKind()
  if (kind === 'smtp') return `smtp ${new URL(getConfig().SMTP_URL ?? 'smtp://unset').host}`
  if (kind === 'file') return `file ${resolve(getConfig().MAIL_FILE_DIR)}`
  return getConfig().NODE_ENV === 'development'
    ? 'log (no SMTP_URL: e-mails are printed, not sent)'
    : 'log (no SMTP_URL: e-mails are not sent; their outbox id and a hash of the recipient are logged)'
}
