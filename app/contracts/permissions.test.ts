import { describe, expect, it } from 'vitest'
import { ADMIN_AREAS, adminHome, navigationFor } from './admin-areas'
import {
  CANDIDATE_FIELDS,
  CANDIDATE_VIEWS,
  CANDIDATES_SHOWN,
  candidateView,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  roleCan,
  seesAllOf,
  seesCandidateField,
  STAFF_ROLES,
  type CandidateField,
} from './permissions'

/** What only the application holds: the fields the issue names, which Sales never see. */
const APPLICATION_ONLY: readonly CandidateField[] = [
  'email',
  'phone',
  'address',
  'idNumber',
  'currentPay',
  'expectedPay',
  'resume',
]

describe('who sees which candidate, and what of them', () => {
  it('lets owners and recruiters see every field of every candidate', () => {
    for (const role of ['owner', 'recruiter'] as const) {
      expect(candidateView(role).candidates).toBe('every')
      expect([...candidateView(role).fields].sort()).toEqual([...CANDIDATE_FIELDS].sort())
    }
  })

  it('shows Sales a shortlisted candidate as the client sees them, with the rate, availability and pitch', () => {
    expect(candidateView('sales')).toEqual({
      candidates: 'shortlisted',
      fields: [
        'name',
        'headline',
        'skills',
        'experience',
        'rate',
        'availability',
        'pitch',
        'profile',
        'shortlists',
      ],
    })
    for (const field of [...APPLICATION_ONLY, 'answers', 'applications', 'timeline'] as const) {
      expect(seesCandidateField('sales', field), field).toBe(false)
    }
  })

  it('refuses Sales every permission whose pages show the phone, pay or resume, and gives them the shortlisted view', () => {
    const refused = [
      'applications.read',
      'applications.update',
      'applications.export',
      'resumes.download',
      'candidates.read',
      'candidates.update',
      'candidates.merge',
      'privacy.manage',
    ] as const
    for (const permission of refused) expect(roleCan('sales', permission), permission).toBe(false)
    for (const permission of [
      'shortlisted-candidates.read',
      'shortlists.manage',
      'shortlists.share',
      'briefs.read',
    ] as const) {
      expect(roleCan('sales', permission), permission).toBe(true)
    }
  })

  it('refuses a permission to a role listed for it when its pages show more than the role may see', () => {
    // Were Sales listed for the applications, what those pages show would still refuse it.
    expect(seesAllOf('sales', CANDIDATES_SHOWN['applications.read']!)).toBe(false)
    expect(seesAllOf('sales', CANDIDATES_SHOWN['resumes.download']!)).toBe(false)
    expect(seesAllOf('recruiter', CANDIDATES_SHOWN['applications.read']!)).toBe(true)
    expect(seesAllOf('sales', { candidates: 'every', fields: ['name'] })).toBe(false)
    expect(seesAllOf('sales', { candidates: 'shortlisted', fields: ['name', 'pitch'] })).toBe(true)
    expect(seesAllOf('sales', { candidates: 'shortlisted', fields: ['name', 'phone'] })).toBe(false)
  })

  it('keeps every role’s list truthful: no permission listed that the candidate rule refuses', () => {
    for (const role of STAFF_ROLES) {
      const refused = ROLE_PERMISSIONS[role].filter((permission) => !roleCan(role, permission))
      expect(refused, role).toEqual([])
    }
  })

  it('names only real fields, and every page that shows the application’s fields shows them to every candidate’s reader', () => {
    for (const [permission, shown] of Object.entries(CANDIDATES_SHOWN)) {
      expect(PERMISSIONS, permission).toContain(permission)
      for (const field of shown.fields) expect(CANDIDATE_FIELDS, `${permission}: ${field}`).toContain(field)
      // A page that shows what only the application holds is one for roles that see every candidate.
      if (shown.fields.some((field) => APPLICATION_ONLY.includes(field))) {
        expect(shown.candidates, permission).toBe('every')
      }
    }
    for (const role of STAFF_ROLES) {
      for (const field of CANDIDATE_VIEWS[role].fields) expect(CANDIDATE_FIELDS).toContain(field)
    }
  })
})

describe('the Marketing role', () => {
  it('reads and exports the traffic report, publishes, and sees nothing of applications, candidates, contacts or briefs', () => {
    expect(PERMISSIONS.filter((permission) => roleCan('marketing', permission))).toEqual([
      'dashboard.view',
      'account.manage',
      'traffic.read',
      'publishing.manage',
      'subscribers.manage',
    ])
    expect(CANDIDATE_VIEWS.marketing.fields).toEqual([])
    // E-mail goes from a record to the person behind it: without a record it means nothing.
    expect(roleCan('marketing', 'email.send')).toBe(false)
  })

  it('is one of the roles that read the traffic report, with owners and Sales', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'traffic.read'))).toEqual([
      'owner',
      'sales',
      'marketing',
    ])
  })

  it('starts at the traffic report, and its navigation lists only what it may open and has use for', () => {
    expect(adminHome('marketing')).toBe('/admin/traffic')
    expect(navigationFor('marketing').map((area) => area.label)).toEqual([
      'Traffic',
      'Publishing',
      'Team page',
      'Client quotes',
      'Subscribers',
      'Settings',
    ])
    // Every other role starts at My work, and its navigation lists every area it may open.
    for (const role of ['owner', 'recruiter', 'sales'] as const) {
      expect(adminHome(role)).toBe('/admin/my-work')
      expect(navigationFor(role)).toEqual(ADMIN_AREAS.filter((area) => roleCan(role, area.permission)))
    }
  })
})
