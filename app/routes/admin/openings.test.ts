import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  routeArgs,
  settle,
  signedInJar,
  TEST_ADMIN,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getOpening, listOpeningsForAdmin } from '~/features/openings/index.server'
import { pickApplicationOwner } from '~/features/team/index.server'
import { changeStaffKeepingAnOwner, createStaffMember } from '~/server/auth/staff.server'
import { inTransaction } from '~/server/db/transaction.server'
import { action as editAction, loader as editLoader } from './openings-edit'
import { action as newAction } from './openings-new'
import { loader as listLoader } from './openings'
import { loader as newLoader } from './openings-new'

const VALID: Record<string, string> = {
  title: 'Data Engineer',
  department: 'Engineering',
  location: 'Hybrid, Hyderabad',
  workplace: 'hybrid',
  employmentType: 'full-time',
  experienceFrom: '2',
  experienceTo: '5',
  payFrom: '900000',
  payTo: '1800000',
  payCurrency: 'INR',
  payPeriod: 'year',
  summary: 'Build the pipelines our clients report from.',
  responsibilities: 'Build pipelines\nKeep them running',
  skills: '- SQL\n- Python',
  closesOn: '',
  'questions[0].label': '',
  'questions[0].kind': 'text',
  'questions[0].choices': '',
  'questions[1].label': 'Which cloud do you know best?',
  'questions[1].kind': 'choice',
  'questions[1].choices': 'AWS\nGCP',
  'questions[1].required': 'on',
  'questions[2].label': '',
  'questions[2].kind': 'yes-no',
}

const NEW_PASSWORD = 'harbour-violet-spindle-42'

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

function redirectOf(result: unknown): string | null {
  return result instanceof Response && result.status === 302 ? result.headers.get('location') : null
}

interface Refusal {
  data: { values: Record<string, string>; errors: Record<string, string[]> }
  init: { status: number }
}

describeEachDatabase('the admin’s openings', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const submitNew = (fields: Record<string, string>) =>
    settle(() => newAction(routeArgs(adminRequest('/admin/openings/new', jar, post(fields)), {})))
  const submitEdit = (id: number, fields: Record<string, string>) =>
    settle(() =>
      editAction(routeArgs(adminRequest(`/admin/openings/${id}`, jar, post(fields)), { id: String(id) })),
    )

  it('are refused with a message per field, nothing saved and everything typed kept', async () => {
    const result = (await submitNew({
      ...VALID,
      intent: 'publish',
      title: '',
      'questions[1].choices': 'AWS',
    })) as Refusal
    expect(result.init.status).toBe(400)
    expect(Object.keys(result.data.errors).sort()).toEqual(['questions[0].choices', 'title'])
    // The empty first slot was dropped: the choice question is now the first, with its own error.
    expect(result.data.values['questions[0].label']).toBe('Which cloud do you know best?')
    expect(result.data.values.summary).toBe(VALID.summary)
    const ranges = (await submitNew({
      ...VALID,
      intent: 'save',
      experienceFrom: '6',
      payCurrency: '',
    })) as Refusal
    expect(ranges.init.status).toBe(400)
    expect(Object.keys(ranges.data.errors).sort()).toEqual(['experienceTo', 'payCurrency'])
    expect(await listOpeningsForAdmin()).toEqual([])
    expect((await listAuditLog()).items.filter((e) => e.action.startsWith('opening.'))).toEqual([])
  })

  it('go from draft to published to closed, each step in the audit log without personal data', async () => {
    const created = redirectOf(await submitNew({ ...VALID, intent: 'save' }))
    expect(created).toMatch(/^\/admin\/openings\/\d+\?saved=saved$/)
    const id = Number(/openings\/(\d+)/.exec(created ?? '')?.[1])
    const draft = await getOpening(id)
    expect(draft).toMatchObject({ status: 'draft', slug: 'data-engineer', skills: ['SQL', 'Python'] })
    expect(draft?.questions).toEqual([
      { label: 'Which cloud do you know best?', kind: 'choice', choices: ['AWS', 'GCP'], required: true },
    ])

    const edited = await submitEdit(id, { ...VALID, title: 'Senior Data Engineer', intent: 'publish' })
    expect(redirectOf(edited)).toBe(`/admin/openings/${id}?saved=published`)
    expect(await getOpening(id)).toMatchObject({ status: 'open', slug: 'senior-data-engineer' })

    const listed = (await listLoader(
      routeArgs(adminRequest('/admin/openings?status=open&department=Engineering', jar), {}),
    )) as Awaited<ReturnType<typeof listLoader>>
    expect(listed.openings.map((o) => o.title)).toEqual(['Senior Data Engineer'])

    expect(redirectOf(await submitEdit(id, { intent: 'close' }))).toBe(`/admin/openings/${id}?saved=closed`)
    const page = (await editLoader(
      routeArgs(adminRequest(`/admin/openings/${id}`, jar), { id: String(id) }),
    )) as {
      opening: { status: string }
    }
    expect(page.opening.status).toBe('closed')

    const log = (await listAuditLog()).items.filter((e) => e.action.startsWith('opening.'))
    expect(log.map((e) => e.action).reverse()).toEqual([
      'opening.created',
      'opening.updated',
      'opening.published',
      'opening.closed',
    ])
    expect(new Set(log.map((e) => `${e.actor} ${e.target}`))).toEqual(
      new Set([`${TEST_ADMIN.username} opening #${id}`]),
    )
  })

  it('name a recruiter chosen from the active Recruiters and owners, by name, kept when they leave', async () => {
    const staff = (username: string, name: string, role: 'recruiter' | 'sales') =>
      createStaffMember({ username, name, email: `${username}@staff.example`, password: NEW_PASSWORD, role })
    const meera = await staff('meera.iyer', 'Meera Iyer', 'recruiter')
    await staff('lena', 'Lena Fischer', 'sales')
    const form = (await newLoader(routeArgs(adminRequest('/admin/openings/new', jar), {}))) as Awaited<
      ReturnType<typeof newLoader>
    >
    expect(form.recruiters).toEqual([
      { username: 'meera.iyer', label: 'Meera Iyer' },
      { username: TEST_ADMIN.username, label: `${TEST_ADMIN.name} (Owner)` },
    ])

    const refused = (await submitNew({ ...VALID, intent: 'save', recruiter: 'lena' })) as Refusal
    expect(refused.init.status).toBe(400)
    expect(refused.data.errors).toEqual({
      recruiter: [
        'That member is not an active Recruiter or owner any more: choose someone from the list, or nobody.',
      ],
    })
    expect(await listOpeningsForAdmin()).toEqual([])

    const created = redirectOf(await submitNew({ ...VALID, intent: 'publish', recruiter: 'meera.iyer' }))
    const id = Number(/openings\/(\d+)/.exec(created ?? '')?.[1])
    expect((await getOpening(id))?.recruiter).toBe('meera.iyer')
    expect(await pickApplicationOwner('meera.iyer')).toBe('meera.iyer')
    const listed = (await listLoader(routeArgs(adminRequest('/admin/openings', jar), {}))) as Awaited<
      ReturnType<typeof listLoader>
    >
    expect(listed.openings.map((o) => [o.title, o.recruiterName])).toEqual([['Data Engineer', 'Meera Iyer']])

    // Deactivated, she stays named (marked) until someone changes the field.
    await inTransaction((trx) => changeStaffKeepingAnOwner(trx, meera.id, { status: 'deactivated' }))
    const page = (await editLoader(
      routeArgs(adminRequest(`/admin/openings/${id}`, jar), { id: String(id) }),
    )) as {
      recruiters: { username: string; label: string }[]
    }
    expect(page.recruiters.at(-1)).toEqual({
      username: 'meera.iyer',
      label: 'Meera Iyer (cannot own applications now)',
    })
    await submitEdit(id, {
      ...VALID,
      summary: 'Build and run pipelines.',
      intent: 'save',
      recruiter: 'meera.iyer',
    })
    expect(await getOpening(id)).toMatchObject({
      summary: 'Build and run pipelines.',
      recruiter: 'meera.iyer',
    })
    await submitEdit(id, { ...VALID, intent: 'save', recruiter: '' })
    expect((await getOpening(id))?.recruiter).toBeNull()

    const log = (await listAuditLog()).items.filter((e) => e.action.startsWith('opening.'))
    expect(log.map((e) => e.target).reverse()).toEqual([
      `opening #${id}; recruiter: Meera Iyer`,
      `opening #${id}`,
      `opening #${id}`,
      `opening #${id}; recruiter: nobody (the team’s rule)`,
    ])
  })

  it('answer 404 for an opening that does not exist', async () => {
    const result = await submitEdit(999, { ...VALID, intent: 'save' })
    expect(result).toMatchObject({ init: { status: 404 } })
  })
})
