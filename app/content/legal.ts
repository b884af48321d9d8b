import { retention } from './retention'
import { site } from './site'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '~/lib/constants'

export type LegalBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  path: '/terms' | '/privacy-policy'
  title: string
  /** ISO date shown as 'Last updated'. */
  lastUpdated: `${number}-${number}-${number}`
  intro: readonly string[]
  tocLabel: string
  sections: readonly LegalSection[]
}

const LAST_UPDATED = '2026-11-20'
const postalAddress = `${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.country}`

function describeDuration(seconds: number): string {
  const days = Math.round(seconds / 86_400)
  return days === 365 ? 'One year' : `${days} days`
}

export const terms = {
  path: '/terms',
  title: 'Terms and Conditions',
  lastUpdated: LAST_UPDATED,
  intro: [
    `These terms govern your use of the ${site.name} website and of the services we describe on it. By using the website you agree to them. If you do not agree, please do not use the website.`,
    `In these terms, “we”, “us” and “our” mean ${site.name}, ${site.city}, ${site.country}; “you” means anyone who visits the website or contacts us through it.`,
  ],
  tocLabel: 'On this page',
  sections: [
    {
      id: 'services-overview',
      heading: '1. Services overview',
      blocks: [
        {
          type: 'paragraph',
          text: 'We provide IT consulting, software development, cloud and cybersecurity services, staffing (permanent, contract, staff augmentation, remote and executive search), digital strategy, digital marketing, career guidance, and resume and job-search support.',
        },
        {
          type: 'paragraph',
          text: 'The website describes these services for information only. Any engagement is governed by a separate written agreement that sets out its scope, fees and terms; where that agreement differs from these terms, the agreement prevails. Nothing on the website is an offer of employment or a guarantee of placement.',
        },
      ],
    },
    {
      id: 'user-responsibilities',
      heading: '2. User responsibilities',
      blocks: [
        { type: 'paragraph', text: 'When you use the website or send us information, you agree to:' },
        {
          type: 'list',
          items: [
            'give accurate, current and complete information in our contact and application forms;',
            'send only documents you have the right to share, such as your own resume;',
            'not upload files that contain malware or content that is unlawful, offensive or infringes anyone’s rights;',
            'not attempt to gain unauthorised access to the website, its admin area or the systems behind it, or disrupt its operation;',
            'not use automated tools to scrape, copy or overload the website.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may refuse or delete submissions that break these rules and limit access for anyone who misuses the website.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '3. Intellectual property',
      blocks: [
        {
          type: 'paragraph',
          text: `The website and its content, including text, graphics, logos, illustrations, videos and code, belong to ${site.name} or its licensors and are protected by copyright and trade mark law. You may view and print pages for your own personal, non-commercial use. Any other copying, distribution or adaptation needs our written permission.`,
        },
        {
          type: 'paragraph',
          text: 'Client names and logos appear with permission and remain the property of their owners. Ownership of work we create for clients is set out in each client agreement.',
        },
      ],
    },
    {
      id: 'confidentiality',
      heading: '4. Confidentiality',
      blocks: [
        {
          type: 'paragraph',
          text: 'We treat the business information you share with us in an enquiry, and the personal information in your application, as confidential. We use it only to respond to you and to provide the services you ask for, and we share it only as described in our Privacy Policy.',
        },
        {
          type: 'paragraph',
          text: 'Please do not send us trade secrets or highly sensitive information through the contact form. If an engagement needs them, we will sign a non-disclosure agreement first.',
        },
      ],
    },
    {
      id: 'disclaimer-of-warranties',
      heading: '5. Disclaimer of warranties',
      blocks: [
        {
          type: 'paragraph',
          text: 'We work hard to keep the website accurate and available, but we provide it “as is” and “as available”. To the extent the law allows, we make no warranty that the website will be uninterrupted or error-free, or that its content is complete or current. Articles and insights are general information, not professional advice for your particular situation.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '6. Limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the extent the law allows, we are not liable for any indirect, incidental or consequential loss, or for loss of profit, revenue, data or goodwill, arising from your use of, or inability to use, the website. Our liability for services is limited as set out in the agreement for those services.',
        },
        {
          type: 'paragraph',
          text: 'Nothing in these terms limits liability that cannot be limited by law, including liability for fraud or for death or personal injury caused by negligence.',
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: '7. Third-party links',
      blocks: [
        {
          type: 'paragraph',
          text: 'The website links to websites we do not control, such as social networks, job portals and map services. We are not responsible for their content, availability or privacy practices; please read their own terms before using them.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: '8. Modifications',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms from time to time, for example when our services or the law change. The date at the top of this page shows when they last changed. Continuing to use the website after a change means you accept the updated terms.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '9. Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: `These terms are governed by the laws of ${site.country}. Any dispute arising from them or from your use of the website is subject to the exclusive jurisdiction of the courts of ${site.city}, ${site.address.region}.`,
        },
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      blocks: [
        {
          type: 'paragraph',
          text: `Questions about these terms? Write to ${site.email.general}, call ${site.phone.display} (${site.hours}), or send a letter to ${postalAddress}.`,
        },
      ],
    },
  ] as const satisfies readonly LegalSection[],
} as const satisfies LegalDocument

export const privacyPolicy = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: [
    `This policy explains what personal data ${site.name} collects through this website, why, how long we keep it, and the choices and rights you have. We process personal data in line with India’s Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
    'The short version: we collect only what you choose to send us, we set one cookie and only after you accept it, we use no analytics or advertising trackers, and we never sell or rent your data.',
  ],
  tocLabel: 'On this page',
  sections: [
    {
      id: 'information-we-collect',
      heading: '1. Information we collect',
      blocks: [
        {
          type: 'paragraph',
          text: 'We collect personal data only when you give it to us, through our forms, by e-mail or by phone:',
        },
        {
          type: 'list',
          items: [
            'Contact form: your name, e-mail address, phone number (optional), the subject and your message, which may include your company details and the services you are interested in.',
            'Job application form: your full name, e-mail address, phone number, address, the position you are applying for, skills, years of experience, current and expected pay (CTC), recent education, college name, ID number, percentage, GitHub and LinkedIn profiles, cover letter, and the resume file you upload.',
            'Subscriptions: your e-mail address and what you chose to receive (new openings, optionally of one department, location, workplace or employment type, and new insights; each at once or in a weekly digest, with its time zone), and when you confirmed. Nothing is sent until you confirm from the e-mail we send, and every update lets you unsubscribe in one click.',
            'For every form submission: the date and time, and a salted hash of your IP address (see below).',
          ],
        },
        {
          type: 'paragraph',
          text: 'All application fields except your name and e-mail address are optional; please leave out anything you prefer not to share. We do not ask for sensitive information such as health, religion or caste, and ask you not to include it in your resume or messages.',
        },
        {
          type: 'paragraph',
          text: 'IP addresses: to block spam and abuse, we record the IP address of each form submission only as a salted hash, a one-way code from which the address cannot be read back. We use it solely to limit repeated submissions and to spot abuse, never to identify or track you.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: '2. How we use your information',
      blocks: [
        {
          type: 'list',
          items: [
            'To answer your enquiry and, if you ask, to prepare a proposal for our services.',
            `To assess your application for a role at ${site.shortName} or, with your agreement, for roles with our clients.`,
            'To send you e-mails you expect, such as a confirmation that we received your message or application.',
            'To keep the website secure and prevent spam and abuse.',
            'To meet our legal obligations.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use your data for automated decision-making, and we do not send marketing e-mails unless you ask us to.',
        },
      ],
    },
    {
      id: 'retention',
      heading: '3. How long we keep it',
      blocks: [
        {
          type: 'table',
          caption: 'Retention periods for the data the website collects',
          columns: ['What', 'How long', 'Why'],
          rows: [
            [
              'Contact form messages',
              `${retention.contactMonths} months from receipt`,
              'To follow up on your enquiry and any engagement that results from it.',
            ],
            [
              'Job applications, including resumes and our notes on them',
              `${retention.applicationsMonths} months from receipt`,
              'To consider you for the role you applied for and for suitable roles that open later.',
            ],
            [
              'Hiring briefs, including our notes on them and the e-mails about them',
              `${retention.briefsMonths} months from receipt`,
              'To propose candidates for the brief and to follow up when the same need comes back.',
            ],
            [
              'Subscriptions to our updates',
              'While you are subscribed; an unconfirmed request two days, an ended subscription 30 days. After that only a one-way code of the address is kept, so that no update reaches it again unless you subscribe and confirm anew.',
              'To send the updates you asked for, and to honour an unsubscribe.',
            ],
            [
              'Salted IP hashes',
              'As long as the submission they belong to',
              'To prevent spam and abuse of the forms.',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'When a period ends, we delete the data. If you become a client or join us as an employee, the relevant records are kept under the contract or employment terms instead. You can ask us to delete your data sooner at any time (see “Your rights”).',
        },
      ],
    },
    {
      id: 'cookies',
      heading: '4. Cookies and tracking',
      blocks: [
        {
          type: 'paragraph',
          text: 'We set a single cookie for visitors, and only after you choose Accept on the cookie notice. It is a first-party cookie: it is set by this website, is never shared, and is not used for analytics, advertising or tracking of any kind.',
        },
        {
          type: 'table',
          caption: 'The cookie this website sets',
          columns: ['Name', 'Value', 'Duration', 'Purpose', 'Set by'],
          rows: [
            [
              CONSENT_COOKIE,
              '1',
              describeDuration(CONSENT_MAX_AGE_SECONDS),
              'Remembers that you accepted the cookie notice, so it is not shown again.',
              `${site.shortName} (first-party)`,
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Staff who sign in to our admin area also receive a session cookie that keeps them signed in; visitors never do. You can delete cookies at any time in your browser settings; the only effect is that the cookie notice appears again.',
        },
        {
          type: 'paragraph',
          text: 'To know which pages are read and where our visitors and enquiries come from, our own server counts page views as it answers them. No cookie, script, pixel or third-party service is involved, and nothing is added to the pages, so there is nothing to accept or refuse. For each view we count:',
        },
        {
          type: 'list',
          items: [
            'the page’s address (without anything you typed into a form);',
            'the website that linked to it, by its name only (for example “google.com”), and the campaign tags of the link (utm_source, utm_medium, utm_campaign or ref);',
            'the kind of device: mobile, tablet or desktop;',
            'a visitor key: a one-way keyed hash of your IP address (its network part for IPv6) and your browser’s user agent, made with a random salt that changes every day and is deleted when the day ends. The key cannot be turned back into your address, and no key links one day’s visits to another’s. Your IP address and user agent themselves are never stored.',
          ],
        },
        {
          type: 'paragraph',
          text: 'When you send a form, the message, application or brief keeps where that day’s visit came from (the first page, the referring site and the campaign), so we know which channels bring enquiries. Individual page views are kept for 30 days and then only daily totals remain. If your browser sends “Do Not Track” (DNT) or “Global Privacy Control” (Sec-GPC), your visits are not counted at all; automated visitors (search engine crawlers and other bots) are not counted either. This counting needs no cookie and no consent under our legitimate interest in running and improving the website, because it cannot identify you.',
        },
      ],
    },
    {
      id: 'data-protection',
      heading: '5. How we protect your data',
      blocks: [
        {
          type: 'list',
          items: [
            'All traffic to and from the website is encrypted with HTTPS.',
            'Submissions and resumes are stored in our own database, never in public file storage, and only signed-in staff with individual accounts can read or download them.',
            'Staff passwords are stored as strong one-way hashes, sign-in attempts are rate-limited, and staff actions are recorded in an audit log.',
            'Access is limited to the people who need it to answer you or to assess your application.',
          ],
        },
        {
          type: 'paragraph',
          text: 'No system is perfectly secure. If a breach ever affects your personal data, we will tell you and the relevant authorities as the law requires.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: '6. Sharing your information',
      blocks: [
        {
          type: 'paragraph',
          text: 'We never sell or rent your personal data. We share it only:',
        },
        {
          type: 'list',
          items: [
            'with the service providers that host our website and deliver our e-mail, under contracts that allow them to use it only on our instructions;',
            'with a client company considering you for a role, and only after we have told you the client and the role and you have agreed;',
            'when the law requires it, for example in response to a valid request from a court or regulator.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      blocks: [
        { type: 'paragraph', text: 'You have the right to:' },
        {
          type: 'list',
          items: [
            'access: receive a copy of the personal data we hold about you;',
            'correction: have inaccurate or incomplete data corrected;',
            'erasure: have your data deleted, including your resume and application;',
            'withdraw your consent at any time, without affecting what we did before.',
          ],
        },
        {
          type: 'paragraph',
          text: `To use any of these rights, e-mail ${site.email.privacy} from the address you used with us, or tell us how else we can confirm it is you. We handle every request within ${retention.rightsResponseDays} days and never charge for it. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        },
      ],
    },
    {
      id: 'external-links',
      heading: '8. External links',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our website links to other sites, including social networks, a job portal and an image-sharing site, and the map on our About page loads from OpenStreetMap, which receives your IP address when the map is shown. These services have their own privacy policies, and we are not responsible for how they handle your data.',
        },
      ],
    },
    {
      id: 'policy-updates',
      heading: '9. Updates to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We review this policy at least once a year and whenever we change how we handle personal data. The date at the top shows the latest version. If a change materially affects data we already hold, we will tell the people concerned by e-mail.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact us',
      blocks: [
        {
          type: 'paragraph',
          text: `For anything about your privacy, write to ${site.email.privacy}. You can also reach us by post at ${postalAddress}, or by phone on ${site.phone.display} (${site.hours}).`,
        },
      ],
    },
  ] as const satisfies readonly LegalSection[],
} as const satisfies LegalDocument

/** The table of contents of a legal page: its section anchors and headings, in order. */
export function tableOfContents(doc: LegalDocument): readonly { id: string; heading: string }[] {
  return doc.sections.map(({ id, heading }) => ({ id, heading }))
}
