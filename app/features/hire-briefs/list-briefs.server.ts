import { withOwnerNames } from '~/features/team/index.server'
import { searchHireBriefs } from '~/server/db/hire-briefs.server'
import { parseHireBriefQuery } from './contract'
import { briefPace } from './pace'

/**
 * The admin list of `url`'s filters ("mine": assigned to `staff`) in its order, each brief with
 * its age in hours, the step it waits in and for how long, and its owner by name.
 */
export async function listBriefs(url: string, staff: string, now = Date.now()) {
  const query = parseHireBriefQuery(url)
  const list = await searchHireBriefs({ ...query, assignedTo: query.mine ? staff : undefined })
  const items = (await withOwnerNames(list.items)).map(
    ({ firstActionAt, shortlistAt, interviewAt, placedAt, ...row }) => {
      const pace = briefPace(
        { createdAt: row.createdAt, firstActionAt, shortlistAt, interviewAt, placedAt },
        row.status,
        now,
      )
      return {
        ...row,
        ageHours: Math.floor((now - Date.parse(row.createdAt)) / 3_600_000),
        waiting: pace.current ? { step: pace.current, ms: pace.waitingMs ?? 0 } : null,
      }
    },
  )
  return { query, list: { ...list, items } }
}
