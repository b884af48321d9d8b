/*
 * Who may do what in the admin: the one table of it. Every admin loader, action, export and API
 * route asks it on the server (requirePermission); the navigation reads it to show only what a
 * role may open. A new capability gets a permission here and a line in each role that has it.
 *
 * What staff see of a candidate is one rule below it (CANDIDATE_VIEWS): which candidates each role
 * sees and which of their fields. A permission whose pages show candidates says what they show
 * (CANDIDATES_SHOWN), and roleCan refuses it to a role that may not see all of that, so no page,
 * export or API route can show a field its reader's role may not see.
 */

export const STAFF_ROLES = ['owner', 'recruiter', 'sales', 'marketing'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  sales: 'Sales',
  marketing: 'Marketing',
}

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including the team, privacy requests, the audit log and the outbox.',
  recruiter: 'Applications, candidates, openings and shortlists; reads hiring briefs and adds notes to them.',
  sales:
    'Hiring briefs and their shortlists, contact messages; a shortlisted candidate as the client sees them, never an application.',
  marketing:
    'The traffic report and its export; nothing of applications, candidates, contacts or hiring briefs.',
}

export const PERMISSIONS = [
  /** The dashboard, and one's own settings and sign-out. */
  'dashboard.view',
  'account.manage',
  'contacts.read',
  'contacts.update',
  'contacts.export',
  'applications.read',
  'applications.update',
  'applications.export',
  /** A candidate on a hiring brief's shortlist, with what CANDIDATE_VIEWS lets the role see of them. */
  'shortlisted-candidates.read',
  'resumes.download',
  'candidates.read',
  'candidates.update',
  'candidates.merge',
  'openings.manage',
  'briefs.read',
  'briefs.update',
  /**
   * A note on a brief's timeline: whoever reads briefs, so a Recruiter (who reads them but does not
   * move or assign them, 'briefs.update') can say what they found for the client.
   */
  'briefs.note',
  'briefs.export',
  'shortlists.manage',
  'shortlists.share',
  'templates.manage',
  /** E-mailing the person behind a record, together with that record's update permission (canEmailRecord). */
  'email.send',
  'outbox.manage',
  'privacy.manage',
  'audit.read',
  'team.manage',
  /** The traffic report (/admin/traffic) and its CSV: Owners, Sales and Marketing. */
  'traffic.read',
  /**
   * Insights and case studies: writing, previewing, publishing, scheduling and unpublishing them,
   * their revisions and the images uploaded for them (/admin/publishing); the team page and the
   * client quotes (/admin/team-page, /admin/client-quotes): Owners and Marketing.
   */
  'publishing.manage',
  /** The subscribers page (/admin/subscribers): counts by kind, removing one address. Owners and Marketing. */
  'subscribers.manage',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/** What every member has: their home and their own account. */
const EVERYONE: readonly Permission[] = ['dashboard.view', 'account.manage']

/**
 * What every member who works on the records has besides: every brief and a note on it, and
 * e-mailing the person behind a record they may update ('email.send' means nothing without one).
 */
const RECORD_WORK: readonly Permission[] = [...EVERYONE, 'email.send', 'briefs.read', 'briefs.note']

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  recruiter: [
    ...RECORD_WORK,
    'applications.read',
    'applications.update',
    'applications.export',
    'shortlisted-candidates.read',
    'resumes.download',
    'candidates.read',
    'candidates.update',
    'candidates.merge',
    'openings.manage',
    'shortlists.manage',
    // Recruiters build the shortlists they share (issue 38): sharing gives an unowned brief its owner.
    'shortlists.share',
  ],
  sales: [
    ...RECORD_WORK,
    'contacts.read',
    'contacts.update',
    'contacts.export',
    'shortlisted-candidates.read',
    'briefs.update',
    'briefs.export',
    'shortlists.manage',
    'shortlists.share',
    'traffic.read',
  ],
  /*
   * Marketing (issue 41) reads the traffic report and exports it, publishes (insights, case
   * studies, the team page and the client quotes) and keeps the subscribers; nothing
   * of applications, candidates, contact messages or briefs (no record, so no e-mail from one either).
   */
  marketing: [...EVERYONE, 'traffic.read', 'publishing.manage', 'subscribers.manage'],
}

/**
 * Everything a staff page, export or API route can show of a candidate: who they are as the
 * client's page shows them, what staff write about them for the client, and what they sent us.
 */
export const CANDIDATE_FIELDS = [
  // The client's page shows these of a shared candidate (the name as a first name and an initial).
  'name',
  'headline',
  'skills',
  'experience',
  // Staff write these for the client on a shortlist entry; the client sees them once it is shared.
  'rate',
  'availability',
  'pitch',
  /** The one-page profile staff write for clients: the summary, education and languages. */
  'profile',
  /** Which briefs' shortlists they are on, at which stage, and what each client answered. */
  'shortlists',
  // What they sent with their applications, and what staff did with it.
  'email',
  'phone',
  'address',
  'idNumber',
  'currentPay',
  'expectedPay',
  'resume',
  'education',
  /** GitHub and LinkedIn. */
  'links',
  'coverLetter',
  /** Their answers to an opening's screening questions. */
  'answers',
  /** Their applications: which openings, when, at which stage, with whom. */
  'applications',
  /** The notes, stage changes and e-mails on their record and applications. */
  'timeline',
] as const
export type CandidateField = (typeof CANDIDATE_FIELDS)[number]

/** Whose records: every candidate, or only those on some hiring brief's shortlist. */
export type CandidateScope = 'every' | 'shortlisted'

export interface CandidateView {
  candidates: CandidateScope
  fields: readonly CandidateField[]
}

/** What the client's page shows of a candidate, with the rate, availability and pitch staff write for it. */
const AS_THE_CLIENT_SEES: readonly CandidateField[] = [
  'name',
  'headline',
  'skills',
  'experience',
  'rate',
  'availability',
  'pitch',
  'profile',
  'shortlists',
]

/**
 * Who sees which candidates, and what of them: the one rule every page, export and API route
 * follows (through roleCan and seesCandidateField).
 */
export const CANDIDATE_VIEWS: Record<StaffRole, CandidateView> = {
  owner: { candidates: 'every', fields: CANDIDATE_FIELDS },
  recruiter: { candidates: 'every', fields: CANDIDATE_FIELDS },
  /*
   * Sales sell candidates to clients: they see a shortlisted candidate as the client does (with the
   * full name, which every brief's shortlist shows staff), and the rate, availability and pitch they
   * write for the client; never how to reach them, where they live, their ID, their pay or resume.
   *
   * Of every brief's shortlist, not only of briefs assigned to them: every member reads every brief
   * and its shortlist ('briefs.read'); a Sales member takes over a colleague's brief with one
   * audited assignment ('briefs.update'); an unowned brief is shared by whoever picks it up (sharing
   * makes them its owner); and what they see is what was written to be sent to a client. Narrowing
   * it to their own briefs would hide nothing an assignment could not show, and would keep Sales
   * from covering a colleague's client.
   */
  sales: { candidates: 'shortlisted', fields: AS_THE_CLIENT_SEES },
  // Marketing sees no candidate: the traffic report counts visits, never people.
  marketing: { candidates: 'shortlisted', fields: [] },
}

/** The fields an application's page, its list, its CSV and the API's list show. */
const AS_THEY_APPLIED: readonly CandidateField[] = [
  'name',
  'email',
  'phone',
  'address',
  'idNumber',
  'currentPay',
  'expectedPay',
  'resume',
  'education',
  'links',
  'coverLetter',
  'answers',
  'skills',
  'experience',
  'applications',
  'timeline',
]

/** A candidate's page and the candidates' search: their profile, addresses, applications, resumes, shortlists, timeline. */
const CANDIDATE_RECORD: readonly CandidateField[] = [
  'name',
  'headline',
  'skills',
  'experience',
  'email',
  'resume',
  'applications',
  'shortlists',
  'rate',
  'availability',
  'pitch',
  'timeline',
]

/**
 * What the pages, exports and API routes of a permission show of candidates, and of which ones. A
 * role that may not see all of it (CANDIDATE_VIEWS) is refused the permission, whatever its list
 * in ROLE_PERMISSIONS says (and a test keeps those lists from saying otherwise).
 */
export const CANDIDATES_SHOWN: Partial<Record<Permission, CandidateView>> = {
  'applications.read': { candidates: 'every', fields: AS_THEY_APPLIED },
  'applications.update': { candidates: 'every', fields: AS_THEY_APPLIED },
  'applications.export': { candidates: 'every', fields: AS_THEY_APPLIED },
  'resumes.download': { candidates: 'every', fields: ['resume'] },
  'candidates.read': { candidates: 'every', fields: CANDIDATE_RECORD },
  'candidates.update': { candidates: 'every', fields: CANDIDATE_RECORD },
  'candidates.merge': { candidates: 'every', fields: CANDIDATE_RECORD },
  // The export and the erasure hold everything stored about a person.
  'privacy.manage': { candidates: 'every', fields: CANDIDATE_FIELDS },
  // The e-mails sent to candidates, with their addresses and text.
  'outbox.manage': { candidates: 'every', fields: ['name', 'email', 'timeline'] },
  // A shortlisted candidate's page, the brief's shortlist, an entry's page and the share preview.
  'shortlisted-candidates.read': { candidates: 'shortlisted', fields: AS_THE_CLIENT_SEES },
  'shortlists.manage': { candidates: 'shortlisted', fields: AS_THE_CLIENT_SEES },
  'shortlists.share': { candidates: 'shortlisted', fields: AS_THE_CLIENT_SEES },
  'briefs.read': { candidates: 'shortlisted', fields: AS_THE_CLIENT_SEES },
}

/** What a role sees of candidates: which ones, and which fields. */
export function candidateView(role: StaffRole): CandidateView {
  return CANDIDATE_VIEWS[role]
}

/** Whether a role sees this field of the candidates it sees. */
export function seesCandidateField(role: StaffRole, field: CandidateField): boolean {
  return CANDIDATE_VIEWS[role].fields.includes(field)
}

/** Whether a role may see all that `shown` shows: of the candidates it shows, and every field. */
export function seesAllOf(role: StaffRole, shown: CandidateView): boolean {
  const view = CANDIDATE_VIEWS[role]
  const whose = view.candidates === 'every' || shown.candidates === 'shortlisted'
  return whose && shown.fields.every((field) => view.fields.includes(field))
}

/** Whether a role has a permission: its list says so, and it may see what the permission's pages show of candidates. */
export function roleCan(role: StaffRole, permission: Permission): boolean {
  if (!ROLE_PERMISSIONS[role].includes(permission)) return false
  const shown = CANDIDATES_SHOWN[permission]
  return shown === undefined || seesAllOf(role, shown)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Whether a member is active; invitations not yet accepted have no account and show as "invited". */
export const STAFF_STATUSES = ['active', 'deactivated'] as const
export type StaffStatus = (typeof STAFF_STATUSES)[number]

/** What a denied page says; the JSON API answers the same words with the code `forbidden`. */
export const ACCESS_DENIED_MESSAGE = "You don't have access to this area"
