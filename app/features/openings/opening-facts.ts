import { PAY_PERIOD_LABELS, type PayPeriod } from './contract'

export interface OpeningPay {
  payFrom: number | null
  payTo: number | null
  payCurrency: string | null
  payPeriod: PayPeriod | null
}

// Intl is fine here: the public pages call these in their loaders (on the server), the admin's
// preview in a page that hydrates anyway.
function money(amount: number, currency: string) {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  )
}

/** "₹6,00,000 – ₹14,00,000 per year", or null when no pay is given. */
export function describePay({ payFrom, payTo, payCurrency, payPeriod }: OpeningPay): string | null {
  if (!payCurrency || (payFrom === null && payTo === null)) return null
  const range =
    payFrom !== null && payTo !== null
      ? `${money(payFrom, payCurrency)} \u2013 ${money(payTo, payCurrency)}`
      : payFrom !== null
        ? `from ${money(payFrom, payCurrency)}`
        : `up to ${money(payTo ?? 0, payCurrency)}`
  return payPeriod ? `${range} ${PAY_PERIOD_LABELS[payPeriod]}` : range
}

/** "2–5 years", or null when no experience is asked. */
export function describeExperience(from: number | null, to: number | null): string | null {
  if (from === null && to === null) return null
  if (from !== null && to !== null) return from === to ? `${from} years` : `${from}\u2013${to} years`
  return from !== null ? `${from}+ years` : `up to ${to} years`
}
