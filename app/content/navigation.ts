export interface NavLink {
  to: string
  label: string
  /** A different label in the mobile menu ('Our Vision' reads 'What we think' there). */
  mobileLabel?: string
}

export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'Who we are' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/sectors', label: 'Our Vision', mobileLabel: 'What we think' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
] as const satisfies readonly NavLink[]

/** The header's button: the hiring brief, the quickest way to say whom you need. */
export const hireCta = { to: '/hire/brief', label: 'Hire talent' } as const satisfies NavLink

export interface FooterColumn {
  title: string
  links: readonly NavLink[]
}

export const footerColumns = [
  {
    title: 'Services',
    links: [
      { to: '/portfolio', label: 'IT Consulting' },
      { to: '/developer', label: 'Development' },
      { to: '/staffing', label: 'Staffing' },
      { to: '/digital-marketing', label: 'Digital Marketing' },
      { to: '/cloud', label: 'Cloud Solutions' },
      { to: '/cybersecurity', label: 'Cybersecurity' },
      { to: '/digital-strategy', label: 'Digital Strategy' },
    ],
  },
  {
    title: 'Job seekers',
    links: [
      { to: '/career-guidance', label: 'Career Guidance' },
      { to: '/resume-support', label: 'Resume & Job Support' },
      { to: '/sectors', label: 'Tech Skill' },
      { to: '/careers', label: 'Careers' },
      { to: '/connect', label: 'Connect' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/team', label: 'Our Team' },
      { to: '/hire', label: 'Hire Talent' },
      { to: '/faq', label: 'FAQs' },
      { to: '/contact', label: 'Contact' },
      // The path is ADMIN_LOGIN_PATH (links.test.ts holds them equal); importing it would bring the
      // whole route table into every page's shell.
      { to: '/admin-login', label: 'Admin Login' },
    ],
  },
] as const satisfies readonly FooterColumn[]

export const legalLinks = [
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const satisfies readonly NavLink[]

export const cookieNotice = {
  /** Left out on a phone, where the notice must stay small (components/layout/cookie-notice.tsx). */
  lead: 'Your browser is moving toward browsing without third-party cookies.',
  text: 'We use cookies to improve your browsing experience, and by continuing you agree to our cookie policy.',
  policyLink: { to: '/privacy-policy#cookies', label: 'Read the cookie policy' },
  accept: 'Accept',
} as const
