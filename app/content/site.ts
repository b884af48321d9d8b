import { formatNumber } from '~/lib/format-number'

/** Where the company keeps time (Bengaluru), and the name people there give the zone. */
const timeZone = { id: 'Asia/Kolkata', name: 'IST' } as const

/**
 * The company identity and every company-wide claim, stated once. Rebrand here.
 */
export const site = {
  name: 'Brightpath IT Solutions',
  shortName: 'Brightpath',
  tagline: 'IT consulting, staffing and digital marketing',
  description:
    'Brightpath IT Solutions connects companies with hand-selected IT talent, builds software and cloud platforms, and grows brands with data-led digital marketing, from Bengaluru to clients worldwide.',
  foundingYear: 2021,
  city: 'Bengaluru',
  country: 'India',
  address: {
    street: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli',
    locality: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560103',
    countryCode: 'IN',
  },
  geo: { latitude: 12.9352, longitude: 77.6974 },
  email: {
    general: 'hello@brightpath-it.example',
    careers: 'careers@brightpath-it.example',
    privacy: 'privacy@brightpath-it.example',
  },
  phone: { display: '+91 80 4567 8900', href: 'tel:+918045678900' },
  /** Dates and times in e-mails and on the applicant's status page are in this zone, with its name. */
  timeZone,
  hours: `Monday to Friday, 9:30 to 18:30 ${timeZone.name}`,
  /** The working week `hours` states, for code that counts business days: its days (1 Monday … 5 Friday) and zone (IST, UTC+5:30). */
  workweek: { days: [1, 2, 3, 4, 5], utcOffsetMinutes: 330 },
  social: {
    facebook: 'https://www.facebook.com/brightpathitsolutions',
    instagram: 'https://www.instagram.com/brightpathitsolutions',
    linkedin: 'https://www.linkedin.com/company/brightpath-it-solutions',
  },
  /** The external tiles of /connect: a professional network, a job portal and an image-sharing site. */
  external: {
    jobPortal: 'https://www.naukri.com/brightpath-it-solutions-jobs',
    pinterest: 'https://www.pinterest.com/brightpathitsolutions',
  },
} as const

export type SiteIdentity = typeof site

const REPLY_BUSINESS_DAYS: number = 1

/**
 * Marketing claims, each stated once: every page reads its figures from here, so no two pages can
 * quote different ones (the original site said "top 3%" on one page and "top 5%" on another).
 */
export const claims = {
  topTalentPercent: 3,
  hireWithinHours: 48,
  averageMatchHours: 24,
  trialToHirePercent: 98,
  onboardingSupportDays: 90,
  rating: { value: 4.8, best: 5, count: 1691 },
  payOnlyIfSatisfied: true,
  /** How soon a written enquiry gets a reply, in business days and in words (the dashboard counts with the number). */
  replyBusinessDays: REPLY_BUSINESS_DAYS,
  replyTime: REPLY_BUSINESS_DAYS === 1 ? 'one business day' : `${REPLY_BUSINESS_DAYS} business days`,
} as const

export const companyStats = [
  { value: 4, suffix: '+', label: 'Projects completed', decimals: 0 },
  { value: 1.0, suffix: 'M', label: 'Earned worldwide', decimals: 1 },
  { value: 200, suffix: '+', label: 'Professional members', decimals: 0 },
] as const

export type CompanyStat = (typeof companyStats)[number]

export function formatRating(): string {
  return `${claims.rating.value} out of ${claims.rating.best} based on ${formatNumber(claims.rating.count)} reviews`
}
