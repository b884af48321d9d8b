import type { ServerBuild } from 'react-router'
import type { EarlyRefusal } from '../app/contracts/problems'

/** What app/entry.server.tsx exports beside the renderer: the server reaches app code through the build. */
export interface ServerEntryExtras {
  startServices: (options: { resumeTextWorkerFile?: string }) => Promise<{
    config: {
      PORT: number
      HOSTNAME: string
      SITE_URL: string
      TRUST_PROXY: boolean | number | string[]
      HSTS_PRELOAD: boolean
      /** Where uploaded images are kept (served at /uploads); optional, so an older build still starts. */
      MEDIA_DIR?: string
    }
    adminStatus: 'created' | 'exists' | 'not-configured'
    stop: () => Promise<void>
  }>
  logger: { info: (obj: object, msg: string) => void }
  /** Whether an address has a form submission left this hour, without counting one. */
  peekSubmissionAllowanceFor: (
    ip: string | null,
  ) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
  /** Who an address is for per-address limits: an IPv4 address, or an IPv6 address's /64. */
  clientBucket: (ip: string) => string
  /**
   * Page views (app/features/traffic): whether a request is a view to count, and what counts it once
   * answered. Optional, so an older build still starts (and counts nothing).
   */
  startPageView?: (request: {
    path: string
    url: string
    headers: Record<string, string | string[] | undefined>
    ip: string | null | undefined
  }) => ((status: number, contentType: string) => void) | null
  /**
   * The pages made from published posts (app/features/publishing): which paths they are, and the
   * version of what they are made from. Optional, so an older build still starts (and renders them
   * per request).
   */
  isPublishedPagePath?: (path: string) => boolean
  publishedPagesVersion?: () => Promise<string>
  /** The JSON answer to an API request refused before its body was read. */
  earlyRefusalReply: (refusal: EarlyRefusal) => {
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
    typeof module.clientBucket !== 'function'
  ) {
    throw new Error(
      'The server build lacks what server/ needs from app/entry.server.tsx: rebuild with `npm run build`.',
    )
  }
  return module as ServerEntryExtras
}
