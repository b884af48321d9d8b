import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StaffRole } from '~/contracts/permissions'
import { changeStaffKeepingAnOwner, createStaffMember, setStaffName } from '~/server/auth/staff.server'
import { inTransaction } from '~/server/db/transaction.server'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import {
  displayName,
  getOwnerPanel,
  listActiveMemberNames,
  listStaffNames,
  withOwnerNames,
} from './staff-names.server'

const PASSWORD = 'harbour-violet-spindle-42'

const member = (username: string, role: StaffRole, name?: string) =>
  createStaffMember({ username, name, email: `${username}@staff.example`, password: PASSWORD, role })

describe('a display name', () => {
  it('is the name a member gave, or their username when they gave none', () => {
    expect(displayName({ name: ' Leela Tandon ', username: 'leela' })).toBe('Leela Tandon')
    expect(displayName({ name: '', username: 'ops-bot' })).toBe('ops-bot')
  })
})

describeEachDatabase('members by name', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await member('leela', 'owner', 'Leela Tandon')
    await member('zoya', 'sales', 'Zoya Mirza')
    await member('vivek', 'recruiter', 'Vivek Bhatt')
    const gone = await member('arjun', 'recruiter', 'Arjun Rao')
    await inTransaction((trx) => changeStaffKeepingAnOwner(trx, gone.id, { status: 'deactivated' }))
    // A member who gave no name is shown by their username.
    const nameless = await member('ops-bot', 'sales')
    await setStaffName(nameless.id, '  ')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('lists every member’s name by username, those deactivated too', async () => {
    expect(await listStaffNames()).toEqual({
      leela: 'Leela Tandon',
      zoya: 'Zoya Mirza',
      vivek: 'Vivek Bhatt',
      arjun: 'Arjun Rao',
      'ops-bot': 'ops-bot',
    })
  })

  it('offers the active members by name, the deactivated left out', async () => {
    expect(await listActiveMemberNames()).toEqual([
      { username: 'leela', name: 'Leela Tandon' },
      { username: 'ops-bot', name: 'ops-bot' },
      { username: 'vivek', name: 'Vivek Bhatt' },
      { username: 'zoya', name: 'Zoya Mirza' },
    ])
  })

  it('shows a record’s owner by name, one deactivated since too, and nobody as null', async () => {
    const panel = await getOwnerPanel('arjun')
    expect(panel.owner).toEqual({ username: 'arjun', name: 'Arjun Rao' })
    expect(panel.members.map((m) => m.username)).not.toContain('arjun')
    expect((await getOwnerPanel('vivek')).owner).toEqual({ username: 'vivek', name: 'Vivek Bhatt' })
    expect((await getOwnerPanel(null)).owner).toBeNull()
    // A username the team no longer has is shown as it is.
    expect((await getOwnerPanel('someone-gone')).owner).toEqual({
      username: 'someone-gone',
      name: 'someone-gone',
    })
  })

  it('gives each row its owner’s name beside the username it keeps', async () => {
    const rows = await withOwnerNames([
      { id: 1, assignedTo: 'zoya' },
      { id: 2, assignedTo: null },
      { id: 3, assignedTo: 'ops-bot' },
    ])
    expect(rows).toEqual([
      { id: 1, assignedTo: 'zoya', ownerName: 'Zoya Mirza' },
      { id: 2, assignedTo: null, ownerName: null },
      { id: 3, assignedTo: 'ops-bot', ownerName: 'ops-bot' },
    ])
  })
})
