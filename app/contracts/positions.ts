import { roles } from '~/content/careers'

export interface PositionOption {
  slug: string
  title: string
}

/** The open roles of app/content/careers.ts, in the order the careers page lists them. */
export const POSITIONS: readonly PositionOption[] = roles.map(({ slug, title }) => ({ slug, title }))

const byKey = new Map<string, PositionOption>(
  POSITIONS.flatMap((p) => [
    [p.slug, p],
    [p.title.toLowerCase(), p],
  ]),
)

/** A role by its slug (`?position=` links) or its title, in any case. */
export function findPosition(value: string | null | undefined): PositionOption | undefined {
  return value ? byKey.get(value.trim().toLowerCase()) : undefined
}
