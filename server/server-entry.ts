import type { ServerBuild } from 'react-router'

/** What app/entry.server.tsx exports beside the renderer: the server reaches app code through the build. */
export interface ServerEntryExtras {
  startServices: (options: { resumeTextWorkerFile?: string }) => Promise<{
    config: { PORT: number; HOSTNAME: string; SITE_URL: string; TRUST_PROXY: boolean | number | string[] }
    adminStatus: 'created' | 'exists' | 'not-configured'
    stop: () => Promise<void>
  }>
  logger: { info: (obj: object, msg: string) => void }
  /** Body limits of the contact form (and every other form post) and of the application upload. */
  CONTACT_BODY_LIMIT: number
  APPLICATION_BODY_LIMIT: number
  /** Whether an address has a form submission left this hour, without counting one. */
  peekSubmissionAllowanceFor: (
    ip: string | null,
  ) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
  /** The JSON answer to an API request refused before its body was read. */
  earlyRefusalReply: (refusal: { status: 413 | 415 } | { status: 429 | 503; retryAfterSeconds: number }) => {
    status: number
    headers: Record<string, string>
    body: unknown
  }
}

export function loadServerEntry(build: ServerBuild): ServerEntryExtras {
  const module = build.entry.module as unknown as Partial<ServerEntryExtras>
  if (
    typeof module.startServices !== 'function' ||
    !module.logger ||
    typeof module.peekSubmissionAllowanceFor !== 'function' ||
    typeof module.earlyRefusalReply !== 'function' ||
    typeof module.APPLICATION_BODY_LIMIT !== 'number'
  ) {
    throw new Error(
      'The server build lacks what server/ needs from app/entry.server.tsx: rebuild with `npm run build`.',
    )
  }
  return module as ServerEntryExtras
}
