import { afterEach, beforeEach, expect, it } from 'vitest'
import type { StaffRole } from '~/contracts/permissions'
import { changeStaffKeepingAnOwner, createStaffMember } from '~/server/auth/staff.server'
import { setSetting } from '~/server/db/app-settings.server'
import { inTransaction, startTransaction } from '~/server/db/transaction.server'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { DEFAULT_OWNER_RULE, type OwnerRule } from './contract'
import { getOwnerRule, OWNER_RULE_KEY } from './get-owner-rule.server'
import { pickApplicationOwner, pickBriefOwner } from './pick-owner.server'

const PASSWORD = 'harbour-violet-spindle-42'

async function member(username: string, role: StaffRole, name?: string) {
  return createStaffMember({ username, name, email: `${username}@staff.example`, password: PASSWORD, role })
}

async function change(id: string, change: { role: StaffRole } | { status: 'active' | 'deactivated' }) {
  await inTransaction((trx) => changeStaffKeepingAnOwner(trx, id, change))
}

const setRule = (rule: OwnerRule) => setSetting(OWNER_RULE_KEY, JSON.stringify(rule))

async function picks(n: number, pick: () => Promise<string | null>): Promise<(string | null)[]> {
  const given: (string | null)[] = []
  for (let i = 0; i < n; i++) given.push(await pick())
  return given
}

describeEachDatabase('picking the owner of new work', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await member('boss', 'owner', 'Asha Owner')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('goes round the active Sales members in turn, owners and other roles left out', async () => {
    await member('sam', 'sales')
    await member('rita', 'recruiter')
    await member('lena', 'sales')
    await member('omar', 'sales')
    expect(await getOwnerRule()).toEqual(DEFAULT_OWNER_RULE)
    expect(await picks(6, () => pickBriefOwner())).toEqual(['lena', 'omar', 'sam', 'lena', 'omar', 'sam'])
  })

  it('skips a deactivated member, and gives the next turn to one who comes back', async () => {
    await member('lena', 'sales')
    const omar = await member('omar', 'sales')
    await member('sam', 'sales')
    expect(await pickBriefOwner()).toBe('lena')
    await change(omar.id, { status: 'deactivated' })
    expect(await picks(3, () => pickBriefOwner())).toEqual(['sam', 'lena', 'sam'])
    // Omar was given work longest ago, so he is next once he is back.
    await change(omar.id, { status: 'active' })
    expect(await picks(3, () => pickBriefOwner())).toEqual(['omar', 'lena', 'sam'])
  })

  it('gives everything to the named member, an owner too, and goes round-robin once they cannot own it', async () => {
    await member('lena', 'sales')
    await member('omar', 'sales')
    const boss = (await member('boss2', 'owner')).id
    await setRule({ ...DEFAULT_OWNER_RULE, briefs: { mode: 'member', member: 'boss2' } })
    expect(await picks(3, () => pickBriefOwner())).toEqual(['boss2', 'boss2', 'boss2'])
    await change(boss, { status: 'deactivated' })
    expect(await picks(2, () => pickBriefOwner())).toEqual(['lena', 'omar'])
  })

  it('leaves the work unowned when nobody of the role is active', async () => {
    const lena = await member('lena', 'sales')
    await change(lena.id, { status: 'deactivated' })
    await member('rita', 'recruiter')
    expect(await pickBriefOwner()).toBeNull()
    await setRule({ ...DEFAULT_OWNER_RULE, briefs: { mode: 'member', member: 'lena' } })
    expect(await pickBriefOwner()).toBeNull()
    expect(await pickApplicationOwner(null)).toBe('rita')
  })

  it("gives an application to its opening's recruiter while they are active, else by the rule", async () => {
    await member('rita', 'recruiter')
    const tom = await member('tom', 'recruiter')
    await member('lena', 'sales')
    expect(await pickApplicationOwner('tom')).toBe('tom')
    expect(await pickApplicationOwner('tom')).toBe('tom')
    // Round-robin counts what the opening gave Tom: Rita is next, then Tom.
    expect(await picks(2, () => pickApplicationOwner(null))).toEqual(['rita', 'tom'])
    // An owner may be an opening's recruiter; a Sales member may not (they cannot act on applications).
    expect(await pickApplicationOwner('boss')).toBe('boss')
    expect(await pickApplicationOwner('lena')).toBe('rita')
    expect(await pickApplicationOwner('nobody-here')).toBe('tom')
    await change(tom.id, { status: 'deactivated' })
    await setRule({ ...DEFAULT_OWNER_RULE, applications: { mode: 'member', member: 'boss' } })
    expect(await pickApplicationOwner('tom')).toBe('boss')
    expect(await pickApplicationOwner('rita')).toBe('rita')
  })

  it('gives two picks at the same moment to two members, not the same one twice', async () => {
    await member('lena', 'sales')
    await member('omar', 'sales')
    await member('sam', 'sales')
    const together = await Promise.all([pickBriefOwner(), pickBriefOwner(), pickBriefOwner()])
    expect([...together].sort()).toEqual(['lena', 'omar', 'sam'])
    const again = await Promise.all([pickBriefOwner(), pickBriefOwner()])
    expect(new Set(again).size).toBe(2)
  })

  it('picks inside the caller’s transaction: the second of two open transactions waits, then takes the next member', async () => {
    await member('lena', 'sales')
    await member('omar', 'sales')
    const first = await startTransaction()
    const firstPick = await pickBriefOwner({ db: first })
    const secondPick = (async () => {
      const second = await startTransaction()
      const pick = await pickBriefOwner({ db: second })
      await second.commit().execute()
      return pick
    })()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await first.commit().execute()
    expect([firstPick, await secondPick].sort()).toEqual(['lena', 'omar'])
  })

  it('undoes a pick with the transaction it was made in', async () => {
    await member('lena', 'sales')
    await member('omar', 'sales')
    await expect(
      inTransaction(async (trx) => {
        expect(await pickBriefOwner({ db: trx })).toBe('lena')
        throw new Error('the brief could not be stored')
      }),
    ).rejects.toThrow('the brief could not be stored')
    expect(await pickBriefOwner()).toBe('lena')
  })

  it('reads an unreadable stored rule as round-robin', async () => {
    await member('lena', 'sales')
    await setSetting(OWNER_RULE_KEY, '{"briefs":')
    expect(await getOwnerRule()).toEqual(DEFAULT_OWNER_RULE)
    await setSetting(OWNER_RULE_KEY, JSON.stringify({ briefs: { mode: 'member' } }))
    expect(await pickBriefOwner()).toBe('lena')
  })
})
