/** What an erasure or the retention purge deleted, by kind: one type for both, so their audit entries say the same. */
export interface DeletedCounts {
  contacts: number
  applications: number
  resumes: number
  /** Timeline entries (received, status changes, notes, e-mails sent …) of the records deleted. */
  timeline: number
  answers: number
  briefs: number
  emails: number
  /** Sign-in links to /careers/status (the purge: those whose link and page session have both ended). */
  statusLinks: number
  /** Candidates whose last application went, with their shortlist entries (and those of briefs that went). */
  candidates: number
  shortlistEntries: number
  /** The links clients open to a brief's shortlist, gone with the brief. */
  shortlistLinks: number
  /** Invitations to the team sent to the address; the purge adds password-reset links STAFF_LINKS_KEPT_DAYS after they ended. */
  staffLinks: number
}
