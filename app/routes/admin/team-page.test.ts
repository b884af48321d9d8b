import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { invalidateTeamPage, listShownClientQuotes, listTeamPage } from '~/features/team-page/index.server'
import { action as quoteAction } from './client-quote-edit'
import { action as editAction } from './team-page-edit'

/** A member's form as the browser sends it: multipart, the file last. */
function memberForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string },
) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ intent: 'save', ...fields })) body.append(name, value)
  if (file) body.append('image', new Blob([file.bytes], { type: file.type }), file.name)
  return { method: 'POST', body }
}

const post = (jar: CookieJar, path: string, init: RequestInit) => adminRequest(path, jar, init)

/** The Conform reply a refused post answered with, and its status. */
function reply(result: unknown): { status: number; errors: Record<string, string[] | null> } {
  const { data, init } = result as {
    data: { result: { error?: Record<string, string[] | null> } }
    init: { status: number }
  }
  return { status: init.status, errors: data.result.error ?? {} }
}

describeEachDatabase('the team page and client quote forms', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    invalidateTeamPage()
    jar = await signedInJar('marketing')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('answers a bad field with a 400 and its message at the field, and stores nothing', async () => {
    const [first] = await listTeamPage()
    const path = `/admin/team-page/${first!.id}`
    const result = await settle(() =>
      editAction(
        routeArgs(post(jar, path, memberForm({ name: 'Arjun Mehta', title: '', photoAlt: '' })), {
          id: String(first!.id),
        }),
      ),
    )
    expect(reply(result)).toEqual({
      status: 400,
      errors: { title: ['Title is required.'], photoAlt: ['Photo alt text is required.'] },
    })
    const notImage = await settle(() =>
      editAction(
        routeArgs(
          post(
            jar,
            path,
            memberForm(
              { name: 'Arjun Mehta', title: 'Founder', photoAlt: 'Arjun' },
              { name: 'cv.png', bytes: new TextEncoder().encode('%PDF-1.4'), type: 'image/png' },
            ),
          ),
          { id: String(first!.id) },
        ),
      ),
    )
    expect(reply(notImage)).toEqual({
      status: 400,
      errors: { image: ['That file is not a JPEG, PNG, WebP or AVIF image.'] },
    })
    expect((await listTeamPage())[0]?.title).toBe('CEO & Founder')
  })

  it('refuses a new member without a photo at the photo field, and a taken slug at the slug field', async () => {
    const fields = { slug: 'ravi-menon', name: 'Ravi Menon', title: 'Data Engineer', photoAlt: 'Ravi' }
    const noPhoto = await settle(() =>
      editAction(routeArgs(post(jar, '/admin/team-page/new', memberForm(fields)), {})),
    )
    expect(reply(noPhoto)).toEqual({
      status: 400,
      errors: { image: ['Choose a photo: a new member has no portrait yet.'] },
    })
    const badSlug = await settle(() =>
      editAction(
        routeArgs(post(jar, '/admin/team-page/new', memberForm({ ...fields, slug: 'Ravi Menon' })), {}),
      ),
    )
    expect(reply(badSlug).errors.slug).toEqual([
      'Slug: lowercase letters, digits and single dashes, like priya-nair.',
    ])
  })

  it('saves a quote and sends the browser back to it', async () => {
    const [first] = await listShownClientQuotes()
    const path = `/admin/client-quotes/${first!.id}`
    const saved = await settle(() =>
      quoteAction(
        routeArgs(
          post(
            jar,
            path,
            memberForm({
              quote: 'Fast, and right the first time.',
              text: first!.text,
              personName: first!.personName,
              personRole: first!.personRole,
              companyName: first!.companyName,
              rating: '5',
              position: '1',
            }),
          ),
          { id: String(first!.id) },
        ),
      ),
    )
    expect(saved instanceof Response && saved.headers.get('location')).toBe(`${path}?saved=saved`)
    expect((await listShownClientQuotes())[0]?.quote).toBe('Fast, and right the first time.')
    const bad = await settle(() =>
      quoteAction(
        routeArgs(post(jar, path, memberForm({ quote: 'x', rating: '9' })), { id: String(first!.id) }),
      ),
    )
    expect(reply(bad).status).toBe(400)
    expect(reply(bad).errors.rating).toEqual(['Rating: choose 1 to 5 stars.'])
    expect(reply(bad).errors.text).toEqual(['What they said is required.'])
  })
})
