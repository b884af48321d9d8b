import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  raw: string
}

/** An SMTP server on loopback that keeps every message; it can be stopped and started again. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = []
  private server: SMTPServer | undefined

  /** Port 0 takes a free port: `port` reads the one taken once started. */
  constructor(public port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? ''
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject,
            raw,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(this.port, '127.0.0.1', () => {
        const address = this.server!.server.address()
        if (address && typeof address === 'object') this.port = address.port
        resolve()
      })
    })
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()))
  }
}
