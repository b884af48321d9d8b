/**
 * How long we keep what the forms send us, and how soon we answer a privacy request: stated once
 * for the privacy policy and the FAQ (in a module of its own, so the FAQ's bundle stays small).
 */
export const retention = {
  contactMonths: 12,
  applicationsMonths: 24,
  /**
   * A company's hiring brief: two years, because hiring needs recur (a second team, a replacement,
   * the next phase) and the brief is what a later proposal starts from; longer would keep a
   * contact's details past any likely follow-up.
   */
  briefsMonths: 24,
  rightsResponseDays: 30,
} as const
