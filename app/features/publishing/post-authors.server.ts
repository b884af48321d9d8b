import type { ArticleAuthor } from '~/content/sectors'
import { site } from '~/content/site'
import { personPhoto } from '~/contracts/team-page'
import { getImages } from '~/server/db/images.server'
import {
  listCurrentTeamPageMembers,
  listTeamPageMembersBySlug,
  type TeamPageMemberRow,
} from '~/server/db/team-page-members.server'
import type { AuthorChoice } from './contract'
import { toImageView } from './post-view.server'

/*
 * A post names its author by a team page member's slug (the admin's Team page, migration 0038). A
 * member taken off the page while posts name them keeps their row (marked removed), so those posts
 * still show their name; a slug nobody has is signed by the company.
 */

/** The byline of a slug nobody on the team page has. */
export const companyAuthor = (slug: string): ArticleAuthor => ({
  slug,
  name: site.name,
  jobTitle: 'Editorial team',
})

async function authorsFrom(rows: readonly TeamPageMemberRow[]): Promise<Map<string, ArticleAuthor>> {
  const ids = rows.map((row) => row.photoImageId).filter((id): id is number => id !== null)
  const images = new Map((await getImages(ids)).map((image) => [image.id, toImageView(image)]))
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        slug: row.slug,
        name: row.name,
        jobTitle: row.title,
        photo: personPhoto(row, row.photoImageId === null ? undefined : images.get(row.photoImageId)),
      },
    ]),
  )
}

/** The authors of these slugs, removed members among them, as a lookup that always answers. */
export async function authorLookup(slugs: readonly string[]): Promise<(slug: string) => ArticleAuthor> {
  const authors = await authorsFrom(await listTeamPageMembersBySlug([...new Set(slugs)]))
  return (slug) => authors.get(slug) ?? companyAuthor(slug)
}

/**
 * Whom a post may be signed by: the people on the team page, in its order, and the post's own
 * author if they have left it since (so saving an older post keeps its byline).
 */
export async function listAuthorChoices(currentSlug?: string): Promise<AuthorChoice[]> {
  const choices = (await listCurrentTeamPageMembers()).map((member) => ({
    value: member.slug,
    label: member.name,
  }))
  if (currentSlug && !choices.some((choice) => choice.value === currentSlug)) {
    const [former] = await listTeamPageMembersBySlug([currentSlug])
    if (former) choices.push({ value: former.slug, label: `${former.name} (no longer on the team page)` })
  }
  return choices
}

/** Whether a post may be signed by `slug`: someone on the team page, or the post's own author already. */
export async function mayAuthor(slug: string, currentSlug?: string): Promise<boolean> {
  if (slug === currentSlug) return true
  const [member] = await listTeamPageMembersBySlug([slug])
  return member !== undefined && member.removedAt === null
}
