import { recordAudit } from '~/features/audit/index.server'
import type { StaffRole } from '~/contracts/permissions'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { listStaff } from '~/server/auth/staff.server'
import { setSetting } from '~/server/db/app-settings.server'
import {
  canOwn,
  OWNED_WORK,
  OWNER_POOLS,
  OWNER_RULE_FIELDS,
  type OwnerRule,
  type OwnerRuleOutcome,
  type WorkOwnerRule,
} from './contract'
import { getOwnerRule, OWNER_RULE_KEY } from './get-owner-rule.server'
import { displayName } from './staff-names.server'

const WORK_NAMES = { briefs: 'hiring briefs', applications: 'applications' } as const
const ROLE_NAMES = {
  owner: 'owners',
  recruiter: 'Recruiters',
  sales: 'Sales',
  marketing: 'Marketing',
} as const satisfies Record<StaffRole, string>

const sameRule = (a: WorkOwnerRule, b: WorkOwnerRule) =>
  a.mode === b.mode && (a.mode === 'round-robin' || (b.mode === 'member' && a.member === b.member))

/**
 * An owner sets who owns new work: round-robin in a role, or one named member, who must be active
 * and allowed to act on that work's records. Audited with the members' names.
 */
export async function setOwnerRule(actor: StaffSession, rule: OwnerRule): Promise<OwnerRuleOutcome> {
  const staff = await listStaff()
  const described: string[] = []
  for (const work of OWNED_WORK) {
    const chosen = rule[work]
    if (chosen.mode === 'round-robin') {
      described.push(`${WORK_NAMES[work]}: round-robin among ${ROLE_NAMES[OWNER_POOLS[work].role]}`)
      continue
    }
    const member = staff.find((m) => m.username === chosen.member)
    if (!member || !canOwn(member, work)) {
      return { ok: false, problem: 'member-not-eligible', field: OWNER_RULE_FIELDS[work].member }
    }
    described.push(`${WORK_NAMES[work]}: ${displayName(member)}`)
  }
  const before = await getOwnerRule()
  if (OWNED_WORK.every((work) => sameRule(before[work], rule[work]))) return { ok: true }
  await setSetting(OWNER_RULE_KEY, JSON.stringify(rule))
  await recordAudit({ actor: actor.username, action: 'team.owner-rule', target: described.join('; ') })
  return { ok: true }
}
