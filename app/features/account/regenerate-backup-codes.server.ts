import { z } from 'zod'
import { getAuth } from '~/server/auth/auth.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { callAccountApi, type AccountResult } from './account-api.server'
import { withPasswordThrottle } from './password-check.server'

const BackupCodesAnswer = z.object({ backupCodes: z.array(z.string()) })

/** Settings: new backup codes, with the password again; the old ones stop working. Shown once. */
export async function regenerateBackupCodes(
  request: Request,
  staff: Pick<StaffSession, 'userId' | 'username'>,
  password: string,
): Promise<AccountResult<{ backupCodes: string[] }>> {
  const auth = await getAuth()
  const result = await withPasswordThrottle(staff.userId, () =>
    callAccountApi(
      () => auth.api.generateBackupCodes({ body: { password }, headers: request.headers, asResponse: true }),
      (body) => ({ backupCodes: BackupCodesAnswer.parse(body).backupCodes }),
    ),
  )
  if (!result.ok) return result
  await recordAudit({
    actor: staff.username,
    action: 'two-factor.backup-codes',
    target: 'the old codes stop working',
  })
  return result
}
