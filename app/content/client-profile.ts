/** The words of a shared candidate's profile (/shortlist/<token>/candidates/<entry>) and of its PDF. */
export const clientProfileCopy = {
  kicker: 'Candidate profile',
  /** The line above the name: who the profile was prepared for. */
  preparedFor: (company: string, reference: string) => `Prepared for ${company} · brief ${reference}`,
  viewProfile: 'View profile',
  backToShortlist: 'Back to the shortlist',
  downloadPdf: 'Download PDF',
  printHint: 'Prints on one A4 page.',
  facts: {
    rate: 'Rate',
    availability: 'Available',
    experience: 'Experience',
  },
  sections: {
    skills: 'Skills',
    summary: 'Summary of experience',
    education: 'Education',
    languages: 'Languages',
  },
  privacy:
    'To protect the candidate we show their first name and last initial, and no contact details. We arrange every interview ourselves: ask for one from the shortlist.',
  notOnList: {
    title: 'This candidate is no longer on your shortlist',
    text: 'We may have withdrawn them, or they asked us to. The shortlist shows everyone we are proposing to you now.',
  },
  pdfTitle: (name: string) => `${name}: candidate profile`,
  pdfHeader: (company: string, reference: string) => `Candidate profile for ${company} · ${reference}`,
  pdfFooter: {
    presentedBy: (company: string, phone: string, email: string) =>
      `Presented by ${company} · ${phone} · ${email}`,
    note: (company: string, reference: string) =>
      `Prepared for ${company} (brief ${reference}) and confidential. To protect the candidate we withhold their contact details; we arrange every interview.`,
  },
} as const
