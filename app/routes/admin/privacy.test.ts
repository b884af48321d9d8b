import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedContact } from '../../../tests/seed'
import { findPersonalData } from '~/features/privacy/index.server'
import type { PrivacyReply } from '~/features/privacy'
import { action } from './privacy'
import { action as exportAction } from './privacy-export'

const TARGET = 'ann@example.com'

interface Answer {
  status: number
  reply?: PrivacyReply
  location?: string | null
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const result = await settle(run)
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
  const { data, init } = result as { data: PrivacyReply; init: { status?: number } | null }
  return { status: init?.status ?? 200, reply: data }
}

describeEachDatabase('the privacy page’s forms', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar('owner')
    await seedContact(TARGET, { name: 'Ann Target', message: 'Call me' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const request = (path: string, fields: Record<string, string>) =>
    adminRequest(path, jar, { method: 'POST', body: new URLSearchParams(fields) })
  const post = (fields: Record<string, string>) =>
    answerOf(() => action(routeArgs(request('/admin/privacy', fields), {})))

  it('answers a bad address with 400 and its error under the field', async () => {
    for (const email of ['not an address', '']) {
      const answer = await post({ intent: 'find', email })
      expect(answer.status).toBe(400)
      expect(answer.reply?.result.error).toEqual({
        email: ['Enter an e-mail address, like name@example.com.'],
      })
      expect(answer.reply?.found).toBeUndefined()
    }
    const unknown = await post({ intent: 'purge', email: TARGET })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.reply?.result.error ?? {})).toEqual(['intent'])
  })

  it('finds what is stored for an address, in any case', async () => {
    const answer = await post({ intent: 'find', email: ' Ann@Example.com ' })
    expect(answer.status).toBe(200)
    expect(answer.reply?.result.error).toBeUndefined()
    expect(answer.reply?.found).toMatchObject({ email: TARGET, contacts: [{ subject: expect.any(String) }] })
  })

  it('erases only when the address typed to confirm is the one found', async () => {
    const refused = await post({ intent: 'erase', email: TARGET, confirm: 'someone-else@example.com' })
    expect(refused.status).toBe(400)
    expect(refused.reply?.result.error).toEqual({
      confirm: ['The address typed does not match. Nothing was erased.'],
    })
    expect(refused.reply?.found?.email).toBe(TARGET)
    expect((await findPersonalData(TARGET)).contacts).toHaveLength(1)

    const erased = await post({ intent: 'erase', email: TARGET, confirm: ' ANN@example.com ' })
    expect(erased.status).toBe(302)
    expect(erased.location).toMatch(/^\/admin\/privacy\?erased=[1-9]\d*$/)
    expect((await findPersonalData(TARGET)).contacts).toEqual([])
  })

  it('downloads what is stored; a bad address is a 400 with its error under the field', async () => {
    const bad = await settle(() =>
      exportAction(routeArgs(request('/admin/privacy/export.json', { email: 'nope' }), {})),
    )
    if (!(bad instanceof Response)) throw new Error('expected a Response')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as PrivacyReply['result']).error).toEqual({
      email: ['Enter an e-mail address, like name@example.com.'],
    })
    const file = await exportAction(routeArgs(request('/admin/privacy/export.json', { email: TARGET }), {}))
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-/)
    expect(((await file.json()) as { email: string }).email).toBe(TARGET)
  })
})
