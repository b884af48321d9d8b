// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from './legal'
import { retention } from './retention'
import { site } from './site'
import { CONSENT_COOKIE } from '~/lib/constants'

describe('the privacy policy', () => {
  const text = JSON.stringify(privacyPolicy)

  it('names the one cookie the site sets and where to write about your data', () => {
    expect(text).toContain(CONSENT_COOKIE)
    expect(text).toContain(site.email.privacy)
  })

  it('states how long hiring briefs are kept, from the one place the purge reads it', () => {
    expect(text).toMatch(new RegExp(`Hiring briefs[^\\]]*"${retention.briefsMonths} months from receipt"`))
  })
})
