/** What the subscription form in the footer and the subscription pages say (app/features/subscriptions). */
export const subscriptionCopy = {
  footer: {
    title: 'Subscribe to our updates',
    text: 'Our new openings and insights: career tips and international opportunities, by e-mail. We ask you to confirm first, and every e-mail lets you leave in one click.',
  },
  form: {
    // Not "Email", "Department" or "Location": those name the page's own forms' fields (the status
    // page's, the careers filters'), and the footer's must not be mistaken for them.
    email: 'Your e-mail',
    what: 'Send me',
    openings: 'New openings',
    insights: 'New insights',
    narrow: 'Only some openings, or weekly',
    department: 'Team',
    location: 'City or region',
    workplace: 'On site or remote',
    type: 'Work type',
    any: 'Any',
    frequency: 'How often',
    frequencies: { instant: 'Each as it is published', weekly: 'A weekly digest, Monday 09:00' },
    timeZone: 'Time zone of the weekly digest',
    submit: 'Subscribe',
  },
  sent: {
    title: 'Check your inbox',
    text: 'If the address can receive our updates, an e-mail with a confirmation link is on its way. Nothing is sent until you use it; it works once, within two days.',
    back: 'Back to the home page',
  },
  request: {
    title: 'Subscribe to our updates',
    text: 'New openings, and new insights from our consultants, by e-mail. We ask you to confirm your address first.',
  },
  failure: 'Your subscription could not be sent. Please try again.',
  confirm: {
    title: 'Confirm your subscription',
    text: (what: string) => `You are about to receive ${what}.`,
    button: 'Confirm my subscription',
    expiredTitle: 'This link no longer works',
    expired:
      'A confirmation link works once, within two days. Subscribe again from the form at the foot of any page to get a new one.',
  },
  preferences: {
    title: 'Your subscription',
    intro: (email: string) => `The e-mails ${email} receives from us.`,
    confirmed: 'Thank you: your subscription is confirmed.',
    saved: 'Your choices are saved.',
    left: 'You are unsubscribed. No more updates will reach you; you can subscribe again below.',
    stopped:
      'Our e-mails to this address could not be delivered, or were reported as unwanted, so we stopped them. Subscribe again from the form at the foot of any page.',
    unsubscribed: 'You are unsubscribed: no updates reach you. Choose again below to come back.',
    save: 'Save my choices',
    leaveTitle: 'Leave',
    leaveText: 'Stop every update at once. Nothing else is asked.',
    leave: 'Unsubscribe',
    unknownTitle: 'This link no longer works',
    unknown: 'The subscription it was for has ended. Subscribe again from the form at the foot of any page.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'No more updates will reach this address.',
  },
} as const
