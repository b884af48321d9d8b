import type { StaffMember } from '~/contracts/staff'
import { listStaff } from '~/server/auth/staff.server'
import { getSettings, replaceSetting, setSetting } from '~/server/db/app-settings.server'
import type { DbExecutor } from '~/server/db/transaction.server'
import { canOwn, takesTurns, type OwnedWork } from './contract'
import { getOwnerRule } from './get-owner-rule.server'

/*
 * Round-robin without a shared cursor. Each member has a "last given" moment of their own in
 * app_settings; a pick takes the member of the role whose moment is oldest (never given: first)
 * and moves it forward with a compare-and-set: one statement that writes only if the moment is
 * still the one read. Two picks at once, in two server instances or two transactions, both read
 * the same oldest member, but only one can move that member's moment; the other reads again and
 * takes the next member. A cursor ("whose turn is next") would need a lock around read, choose
 * and write, and goes wrong when the member it points at leaves; per-member moments need neither,
 * and a member who joins or comes back simply has the oldest moment and is next.
 */

const LAST_GIVEN_PREFIX = 'team.last-given:'
const lastGivenKey = (username: string) => `${LAST_GIVEN_PREFIX}${username}`

/** More attempts than members can ever be needed: each failed one means another pick took someone. */
const EXTRA_ATTEMPTS = 3

export interface PickOwnerOptions {
  /**
   * The caller's transaction, when the record is stored in one: the pick reads and writes through
   * it (on SQLite a read outside it would wait for it to end), and is undone with it.
   */
  db?: DbExecutor
  now?: Date
}

/**
 * A moment later than `now`'s and every moment given: ISO text, so moments order as strings, and
 * a pick never writes the value it read (the compare-and-set can tell two picks apart).
 */
function nextMoment(moments: Iterable<string>, now: Date): string {
  let at = now.getTime()
  for (const moment of moments) {
    const given = Date.parse(moment)
    if (Number.isFinite(given) && given >= at) at = given + 1
  }
  return new Date(at).toISOString()
}

async function giveTo(member: StaffMember, pool: StaffMember[], db: DbExecutor | undefined, now: Date) {
  const moments = await getSettings(
    [member, ...pool].map((m) => lastGivenKey(m.username)),
    db,
  )
  await setSetting(lastGivenKey(member.username), nextMoment(moments.values(), now), db)
  return member.username
}

async function pickOwner(
  work: OwnedWork,
  named: (string | null)[],
  { db, now = new Date() }: PickOwnerOptions,
): Promise<string | null> {
  const staff = await listStaff(db)
  const pool = staff.filter((member) => takesTurns(member, work))
  for (const username of named) {
    const member = username ? staff.find((m) => m.username === username) : undefined
    if (member && canOwn(member, work)) return giveTo(member, pool, db, now)
  }
  if (pool.length === 0) return null
  let chosen = pool[0]!
  for (let attempt = 0; attempt < pool.length + EXTRA_ATTEMPTS; attempt++) {
    const moments = await getSettings(
      pool.map((m) => lastGivenKey(m.username)),
      db,
    )
    const momentOf = (m: StaffMember) => moments.get(lastGivenKey(m.username)) ?? ''
    chosen = pool.reduce((oldest, m) => {
      const [a, b] = [momentOf(m), momentOf(oldest)]
      return a < b || (a === b && m.username < oldest.username) ? m : oldest
    })
    const moment = nextMoment(moments.values(), now)
    if (
      await replaceSetting(
        lastGivenKey(chosen.username),
        moments.get(lastGivenKey(chosen.username)),
        moment,
        db,
      )
    ) {
      return chosen.username
    }
  }
  // Every attempt lost to another pick: give it to the last one chosen rather than to nobody.
  return chosen.username
}

/**
 * The owner of a hiring brief that has just arrived, by the team's rule: its named member while
 * they are active and may act on briefs, else round-robin among the active Sales members; null
 * (unowned) when there is none. Owners take no turns; they own briefs only when the rule names them.
 */
export async function pickBriefOwner(options: PickOwnerOptions = {}): Promise<string | null> {
  const rule = await getOwnerRule(options.db)
  return pickOwner('briefs', [rule.briefs.mode === 'member' ? rule.briefs.member : null], options)
}

/**
 * The owner of an application that has just arrived: the recruiter its opening names, while they
 * are active and may act on applications; else the team's rule (a named member, or round-robin
 * among the active Recruiters); null (unowned) when nobody fits.
 */
export async function pickApplicationOwner(
  openingRecruiter: string | null,
  options: PickOwnerOptions = {},
): Promise<string | null> {
  const rule = await getOwnerRule(options.db)
  const named = rule.applications.mode === 'member' ? rule.applications.member : null
  return pickOwner('applications', [openingRecruiter, named], options)
}
