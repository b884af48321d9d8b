import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { clients, testimonials } from '~/content/clients'
import { teamMembers } from '~/content/team'
import {
  createPost,
  findPublished,
  invalidatePublishedPosts,
  listAuthorChoices,
  listPublished,
  publishPost,
} from '~/features/publishing/index.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getDatabase } from '~/server/db/client.server'
import type { NewTeamMemberInput, TeamMemberInput } from './contract'
import {
  getTeamMemberForEditing,
  listClientQuotesForAdmin,
  listTeamMembersForAdmin,
} from './list-for-admin.server'
import { moveClientQuote } from './move-client-quote.server'
import { moveTeamMember } from './move-team-member.server'
import {
  invalidateTeamPage,
  listShownClientQuotes,
  listTeamPage,
  teamPageVersion,
} from './published-team-page.server'
import { removeClientQuote } from './remove-client-quote.server'
import { removeTeamMember } from './remove-team-member.server'
import { updateClientQuoteContent } from './save-client-quote.server'
import { addTeamMember, updateTeamMember } from './save-team-member.server'

const square = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer()

const NEW_MEMBER: NewTeamMemberInput = {
  slug: 'ravi-menon',
  name: 'Ravi Menon',
  title: 'Data Engineer',
  quote: 'Pipelines should be boring.',
  photoAlt: 'Ravi Menon at his desk',
  usePortrait: false,
}

const editOf = async (slug: string): Promise<{ id: number; input: TeamMemberInput }> => {
  const member = (await listTeamMembersForAdmin()).find((m) => m.slug === slug)
  if (!member) throw new Error(`no ${slug}`)
  const editing = await getTeamMemberForEditing(member.id)
  return {
    id: member.id,
    input: {
      name: member.name,
      title: member.title,
      quote: member.quote ?? undefined,
      photoAlt: editing?.photoAlt ?? '',
      usePortrait: false,
    },
  }
}

const slugs = async () => (await listTeamMembersForAdmin()).map((m) => m.slug)
const rowCount = async (table: 'team_page_members' | 'client_quotes' | 'images') =>
  (
    await getDatabase()
      .db.selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describeEachDatabase('the team page and the client quotes', (kind) => {
  let database: TestDatabase
  let media: string
  beforeEach(async () => {
    media = mkdtempSync(join(tmpdir(), 'brightpath-media-'))
    database = await createTestDatabase(kind, { MEDIA_DIR: media })
    invalidateTeamPage()
    invalidatePublishedPosts()
  })
  afterEach(async () => {
    await database.cleanup()
    rmSync(media, { recursive: true, force: true })
  })

  it('is seeded with the words, order and pictures the pages showed before (app/content)', async () => {
    expect(
      (await listTeamPage()).map(({ slug, name, title, quote, photo, position }) => ({
        slug,
        name,
        title,
        quote,
        photo,
        position,
      })),
    ).toEqual(
      teamMembers.map((member, index) => ({
        ...member,
        photo: { kind: 'portrait', slug: member.slug, alt: `Illustrated portrait of ${member.name}` },
        position: index + 1,
      })),
    )
    expect(
      (await listShownClientQuotes()).map(
        ({ quote, text, personName, personRole, companyName, logo, rating }) => ({
          quote,
          text,
          personName,
          personRole,
          companyName,
          logo,
          rating,
        }),
      ),
    ).toEqual(
      testimonials.map((t) => {
        const client = clients.find((c) => c.slug === t.company)!
        return {
          quote: t.quote,
          text: t.text,
          personName: t.name,
          personRole: t.role,
          companyName: client.name,
          logo: {
            kind: 'client',
            slug: client.slug,
            src: client.logo.light,
            width: client.logo.width,
            height: client.logo.height,
          },
          rating: t.rating,
        }
      }),
    )
  })

  it('saves a new title and an uploaded photo (stored without EXIF, in widths) and moves a member to a place', async () => {
    const before = await teamPageVersion()
    const { id, input } = await editOf('ishita-kapoor')
    const saved = await updateTeamMember(
      id,
      { ...input, title: 'Head of Content', photoAlt: 'Ishita Kapoor in the studio', position: 1 },
      await square(),
      'marketer',
    )
    expect(saved).toEqual({ ok: true, id })
    const page = await listTeamPage()
    expect(page[0]).toMatchObject({
      slug: 'ishita-kapoor',
      title: 'Head of Content',
      position: 1,
      photo: { kind: 'uploaded', alt: 'Ishita Kapoor in the studio', image: { width: 600, height: 600 } },
    })
    // Everyone else moved down a place, in their order.
    expect(page.map((m) => m.slug)).toEqual(['ishita-kapoor', ...teamMembers.slice(0, -1).map((m) => m.slug)])
    expect(page.map((m) => m.position)).toEqual(page.map((_, i) => i + 1))
    expect(await teamPageVersion()).not.toBe(before)
    expect((await listAuditLog()).items[0]).toMatchObject({ actor: 'marketer', action: 'team-page.updated' })

    // Back to the drawn portrait.
    await updateTeamMember(id, { ...input, usePortrait: true }, null, 'marketer')
    expect((await listTeamPage())[0]?.photo).toEqual({
      kind: 'portrait',
      slug: 'ishita-kapoor',
      alt: 'Illustrated portrait of Ishita Kapoor',
    })
  })

  it('refuses a file that is not an image and leaves the member as they were', async () => {
    const { id, input } = await editOf('priya-nair')
    const refused = await updateTeamMember(
      id,
      { ...input, title: 'Changed' },
      new TextEncoder().encode('%PDF-1.4 not an image'),
      'marketer',
    )
    expect(refused).toEqual({ ok: false, code: 'not_an_image' })
    expect((await listTeamPage()).find((m) => m.slug === 'priya-nair')?.title).toBe(
      'Head of Talent Acquisition',
    )
    expect(Number(await rowCount('images'))).toBe(0)
  })

  it('adds a member only with a photo and a slug nobody has had', async () => {
    expect(await addTeamMember(NEW_MEMBER, null, 'marketer')).toEqual({ ok: false, code: 'photo_needed' })
    expect(await addTeamMember({ ...NEW_MEMBER, slug: 'arjun-mehta' }, await square(), 'marketer')).toEqual({
      ok: false,
      code: 'slug_taken',
    })
    expect(Number(await rowCount('team_page_members'))).toBe(teamMembers.length)
    const added = await addTeamMember({ ...NEW_MEMBER, position: 2 }, await square(), 'marketer')
    expect(added.ok).toBe(true)
    expect((await slugs()).slice(0, 3)).toEqual(['arjun-mehta', 'ravi-menon', 'kavya-raghunathan'])
    // They may sign posts from now on.
    expect((await listAuthorChoices()).map((a) => a.value)).toContain('ravi-menon')
  })

  it('moves one place up or down with the arrows, and refuses past either end', async () => {
    const first = (await listTeamMembersForAdmin())[0]!
    expect(await moveTeamMember(first.id, 'up', 'marketer')).toEqual({ ok: false, code: 'at_the_end' })
    expect(await moveTeamMember(first.id, 'down', 'marketer')).toEqual({ ok: true })
    expect((await slugs()).slice(0, 2)).toEqual(['kavya-raghunathan', 'arjun-mehta'])
    expect(await moveTeamMember(999_999, 'up', 'marketer')).toEqual({ ok: false, code: 'not_found' })
    const quotes = await listClientQuotesForAdmin()
    expect(await moveClientQuote(quotes[2]!.id, 'up', 'marketer')).toEqual({ ok: true })
    expect((await listShownClientQuotes()).map((q) => q.personName)).toEqual([
      'Eleanor Whitfield',
      'Maya Rodriguez',
      'Daniel Tan',
    ])
  })

  it('removes a member no post names; keeps the name of one whose posts still show it', async () => {
    const { id: sneha } = await editOf('sneha-iyer')
    expect(await removeTeamMember(sneha, 'marketer')).toEqual({ ok: true, kept: false })
    expect(await slugs()).not.toContain('sneha-iyer')
    expect(Number(await rowCount('team_page_members'))).toBe(teamMembers.length - 1)
    expect((await listTeamPage()).map((m) => m.position)).toEqual(teamMembers.slice(1).map((_, i) => i + 1))

    // Arjun Mehta signs a seeded article: he leaves the page, his article keeps his name.
    const { id: arjun } = await editOf('arjun-mehta')
    expect(await removeTeamMember(arjun, 'marketer')).toEqual({ ok: true, kept: true })
    expect(await slugs()).not.toContain('arjun-mehta')
    invalidatePublishedPosts()
    const article = await findPublished('insight', 'ai-strategy')
    expect(article.state === 'found' && article.post.author).toMatchObject({
      slug: 'arjun-mehta',
      name: 'Arjun Mehta',
      jobTitle: 'CEO & Founder',
    })
    // No new post can be signed by him; an old one keeps him as a choice.
    expect((await listAuthorChoices()).map((a) => a.value)).not.toContain('arjun-mehta')
    expect((await listAuthorChoices('arjun-mehta')).at(-1)?.value).toBe('arjun-mehta')
    const signed = await createPost(
      'insight',
      {
        title: 'T',
        slug: 'by-a-former-member',
        excerpt: 'E',
        summary: 'S',
        body: 'B',
        topics: ['data'],
        author: 'arjun-mehta',
        heroArt: 'analytics',
      },
      'marketer',
    )
    expect(signed).toEqual({ ok: false, code: 'unknown_author' })
    expect(await removeTeamMember(arjun, 'marketer')).toEqual({ ok: false, code: 'not_found' })
  })

  it('a renamed author is renamed on their posts', async () => {
    const { id, input } = await editOf('kavya-raghunathan')
    await updateTeamMember(id, { ...input, name: 'Kavya R.' }, null, 'marketer')
    invalidatePublishedPosts()
    const posts = await listPublished('insight')
    expect(posts.find((p) => p.slug === 'agentic-ai')?.author.name).toBe('Kavya R.')
    const created = await createPost(
      'insight',
      {
        title: 'T',
        slug: 'new-one',
        excerpt: 'E',
        summary: 'S',
        body: 'B',
        topics: ['data'],
        author: 'kavya-raghunathan',
        heroArt: 'analytics',
      },
      'marketer',
    )
    if (!created.ok) throw new Error(created.code)
    await publishPost(created.id, 'e2e-admin')
    expect((await listPublished('insight'))[0]?.author.name).toBe('Kavya R.')
  })

  it('edits and removes a client quote; the page shows it at once', async () => {
    const [first] = await listShownClientQuotes()
    const saved = await updateClientQuoteContent(
      first!.id,
      {
        quote: 'They found our two engineers in a week.',
        text: first!.text,
        personName: first!.personName,
        personRole: first!.personRole,
        companyName: first!.companyName,
        rating: 4,
        useClientLogo: false,
      },
      null,
      'marketer',
    )
    expect(saved).toEqual({ ok: true, id: first!.id })
    expect((await listShownClientQuotes())[0]).toMatchObject({
      quote: 'They found our two engineers in a week.',
      rating: 4,
      logo: { kind: 'client', slug: 'veridian-bank' },
    })
    // An uploaded logo needs its alt text: nothing is stored without it.
    expect(
      await updateClientQuoteContent(
        first!.id,
        { ...first!, rating: 5, useClientLogo: false },
        await square(),
        'marketer',
      ),
    ).toEqual({ ok: false, code: 'logo_alt_needed' })
    expect(Number(await rowCount('images'))).toBe(0)

    expect(await removeClientQuote(first!.id, 'marketer')).toEqual({ ok: true })
    expect((await listShownClientQuotes()).map((q) => [q.personName, q.position])).toEqual([
      ['Daniel Tan', 1],
      ['Maya Rodriguez', 2],
    ])
    expect(await removeClientQuote(first!.id, 'marketer')).toEqual({ ok: false, code: 'not_found' })
  })
})
