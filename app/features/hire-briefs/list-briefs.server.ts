import { withOwnerNames } from '~/features/team/index.server'
import { searchHireBriefs } from '~/server/db/hire-briefs.server'
import { parseHireBriefQuery } from './contract'

/**
 * The admin list of `url`'s filters ("mine": assigned to `staff`), each brief with its age in hours
 * and its owner by name.
 */
export async function listBriefs(url: string, staff: string, now = Date.now()) {
  const query = parseHireBriefQuery(url)
  const list = await searchHireBriefs({ ...query, assignedTo: query.mine ? staff : undefined })
  const items = (await withOwnerNames(list.items)).map((row) => ({
    ...row,
    ageHours: Math.floor((now - Date.parse(row.createdAt)) / 3_600_000),
  }))
  return { query, list: { ...list, items } }
}
