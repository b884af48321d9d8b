import type { ServerBuild } from 'react-router'

/** What app/entry.server.tsx exports beside the renderer: the server reaches app code through the build. */
export interface ServerEntryExtras {
  startServices: () => Promise<{
    config: { PORT: number; HOSTNAME: string; SITE_URL: string; TRUST_PROXY: string }
    adminStatus: 'created' | 'exists' | 'not-configured'
    stop: () => Promise<void>
  }>
  logger: { info: (obj: object, msg: string) => void }
}

export function loadServerEntry(build: ServerBuild): ServerEntryExtras {
  const module = build.entry.module as unknown as Partial<ServerEntryExtras>
  if (typeof module.startServices !== 'function' || !module.logger) {
    throw new Error(
      'The server build lacks what server/ needs from app/entry.server.tsx: rebuild with `npm run build`.',
    )
  }
  return module as ServerEntryExtras
}
