import type { ReactNode } from 'react'

/** The frame of the subscription pages: one heading, a card under it. Dark, as the footer's form. */
export function SubscriptionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-16 md:py-24">
      <div className="container-page max-w-2xl space-y-6">
        <h1 className="text-h2 font-semibold text-paper">{title}</h1>
        <div className="space-y-5 rounded-card border border-line bg-navy-900/70 p-4 text-mist sm:p-6">
          {children}
        </div>
      </div>
    </section>
  )
}

export const subscriptionMeta = (title: string) => [
  { title },
  { name: 'robots', content: 'noindex, nofollow' },
  // The address may carry a subscriber's link: a Referer from here says only the origin.
  { name: 'referrer', content: 'strict-origin' },
]
