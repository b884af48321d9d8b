import { logger } from '~/server/logger.server'
import { getSetting } from '~/server/db/app-settings.server'
import type { DbExecutor } from '~/server/db/transaction.server'
import { DEFAULT_OWNER_RULE, OwnerRuleSchema, type OwnerRule } from './contract'

/** Where the team's rule for who owns new work is kept (app_settings). */
export const OWNER_RULE_KEY = 'team.owner-rule'

/** The team's rule for who owns new work: round-robin for both until an owner chose otherwise. */
export async function getOwnerRule(executor?: DbExecutor): Promise<OwnerRule> {
  const stored = await getSetting(OWNER_RULE_KEY, executor)
  if (stored === undefined) return DEFAULT_OWNER_RULE
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    value = undefined
  }
  const parsed = OwnerRuleSchema.safeParse(value)
  if (parsed.success) return parsed.data
  // Only this code writes the key; a value it cannot read must not stop work from arriving.
  logger.warn('the stored owner rule is not readable; using round-robin')
  return DEFAULT_OWNER_RULE
}
