import { expect, it } from 'vitest'
import { listAdminSessions } from '~/server/auth/sessions.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { describeSignIn, isLive, signedIn } from './sign-in-test-support'
import { signOutOtherSessions } from './sign-out-other-sessions.server'

describeSignIn('signing out everywhere else', () => {
  it('lists the sessions, marks this one, and signs out everywhere else', async () => {
    const { jar, session } = await signedIn()
    const other = (await signedIn('198.51.100.50')).jar
    const listed = await listAdminSessions(session.userId, session.sessionId)
    expect(listed).toHaveLength(2)
    expect(listed.filter((s) => s.current)).toEqual([expect.objectContaining({ id: session.sessionId })])
    expect(await signOutOtherSessions(session)).toBe(1)
    expect(await listAdminSessions(session.userId, session.sessionId)).toHaveLength(1)
    expect(await isLive(jar)).toBe(true)
    expect(await isLive(other)).toBe(false)
    const [entry] = (await listAuditLog({ action: 'sessions.ended' })).items
    expect(entry).toMatchObject({ actor: 'ops-admin', target: '1 other session' })
  })
})
