/**
 * How long we keep what the forms send us, and how soon we answer a privacy request: stated once
 * for the privacy policy and the FAQ (in a module of its own, so the FAQ's bundle stays small).
 */
export const retention = {
  contactMonths: 12,
  applicationsMonths: 24,
  rightsResponseDays: 30,
} as const
