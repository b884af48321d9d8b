import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ERASE_NOT_CONFIRMED, type PrivacySummary } from '../contract'
import { PrivacyFindForm } from './privacy-find-form'
import { PrivacyResults } from './privacy-results'

function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => node }])
  return renderToString(<Stub initialEntries={['/']} />)
}

const found: PrivacySummary = {
  email: 'ann@example.com',
  contacts: [
    {
      id: 1,
      reference: 'C-1',
      subject: 'Hello',
      status: 'new',
      createdAt: '2026-01-05T09:00:00.000Z',
      timeline: 1,
    },
  ],
  applications: [],
  briefs: [],
  emails: [],
  statusLinks: 0,
  subscriptions: 0,
  invitations: [],
  candidate: null,
}

describe('the privacy forms show a field’s errors at the field', () => {
  it('the address to find', () => {
    const html = render(<PrivacyFindForm errors={['Enter an e-mail address, like name@example.com.']} />)
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/)
    expect(html).toMatch(/<p id="email-error" role="alert"[^>]*>Enter an e-mail address/)
    expect(render(<PrivacyFindForm found="ann@example.com" />)).not.toContain('aria-invalid')
  })

  it('the address typed to confirm an erasure', () => {
    const html = render(<PrivacyResults data={found} confirmErrors={[ERASE_NOT_CONFIRMED]} />)
    const input = html.match(/<input[^>]*name="confirm"[^>]*>/)?.[0]
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="confirm-error"')
    expect(html).toMatch(/<p id="confirm-error" role="alert"[^>]*>The address typed does not match/)
  })
})
