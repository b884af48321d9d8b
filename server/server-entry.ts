import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerBuild } from 'react-router'

/** What app/entry.server.tsx exports beside the renderer: the server reaches app code through the build. */
export interface ServerEntryExtras {
  startServices: () => Promise<{
    config: { PORT: number; HOSTNAME: string; SITE_URL: string; TRUST_PROXY: string }
    adminStatus: 'created' | 'exists' | 'not-configured'
    stop: () => Promise<void>
  }>
  logger: { info: (obj: object, msg: string) => void }
  /** JSON posts to /api/contact, answered without the router (app/server/submissions/contact-api.server.ts). */
  isContactJson: (req: IncomingMessage) => boolean
  answerContactJson: (req: IncomingMessage, res: ServerResponse, ip: string | null) => Promise<void>
}

export function loadServerEntry(build: ServerBuild): ServerEntryExtras {
  const module = build.entry.module as unknown as Partial<ServerEntryExtras>
  if (
    typeof module.startServices !== 'function' ||
    !module.logger ||
    typeof module.answerContactJson !== 'function'
  ) {
    throw new Error(
      'The server build lacks what server/ needs from app/entry.server.tsx: rebuild with `npm run build`.',
    )
  }
  return module as ServerEntryExtras
}
