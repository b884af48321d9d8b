// The e2e server's mail goes over real SMTP to this sink, which parses each message and writes it
// as one JSON file per recipient into a folder (the names the tests read: e2e/fixtures.ts).
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { Buffer } from 'node:buffer'
import { join } from 'node:path'

/** Starts the sink on loopback; resolves to its port and a stop function. */
export async function startMailFolderSink(folder, port = 0) {
  mkdirSync(folder, { recursive: true })
  let written = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks))
          const message = {
            from: parsed.from?.address ?? '',
            replyTo: parsed.replyTo?.map((a) => a.address).join(', ') || undefined,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || undefined,
            // Files it carries (a calendar invitation), their content as text: the tests read them.
            ...(parsed.attachments?.length
              ? {
                  attachments: parsed.attachments.map((a) => ({
                    filename: a.filename ?? '',
                    contentType: a.mimeType,
                    content:
                      typeof a.content === 'string' ? a.content : Buffer.from(a.content).toString('utf8'),
                  })),
                }
              : {}),
            // What a mailbox offers to unsubscribe with (RFC 2369, RFC 8058): e2e/subscriptions reads them.
            listUnsubscribe: parsed.headers.find((h) => h.key === 'list-unsubscribe')?.value,
            listUnsubscribePost: parsed.headers.find((h) => h.key === 'list-unsubscribe-post')?.value,
          }
          for (const { address } of session.envelope.rcptTo) {
            const to = address.toLowerCase()
            const name = `${to.replace(/[^a-zA-Z0-9@._-]/g, '_')}-${Date.now()}-${String(written++).padStart(6, '0')}.json`
            // Written aside and renamed: a reader never meets a half-written message.
            writeFileSync(join(folder, `.${name}.partial`), JSON.stringify({ ...message, to }, null, 2))
            renameSync(join(folder, `.${name}.partial`), join(folder, name))
          }
          callback()
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)))
        }
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: server.server.address().port,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
