import type { RecordKind } from '~/contracts/record-events'
import type { OutboxState } from '~/lib/constants'
import { z } from '~/lib/zod'

/** An e-mail as the admin's outbox page lists it (the body stays in the database). */
export interface OutboxEntry {
  id: number
  to: string
  subject: string
  attempts: number
  nextAttemptAt: string
  notBefore: string | null
  lastError: string | null
  createdAt: string
  sentAt: string | null
  /** The member who wrote it from a record; null for a system e-mail. */
  sentBy: string | null
  recordKind: RecordKind | null
  recordId: number | null
  state: OutboxState
  /** Its link's token was taken out when it failed for good: sending it again would send a dead link. */
  linkRemoved: boolean
}

/** "Send again", on a failed e-mail. */
export const RetryEmailForm = z.object({ id: z.coerce.number().int().positive() })

/** Set after a retry: whether the e-mail was queued again. */
export const Retried = z.enum(['1', '0']).optional().catch(undefined)
