// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faq } from './faq'
import { retention } from './retention'

describe('the FAQ', () => {
  it('states how long each kind of message is kept, from the one place the purge reads it', () => {
    const answer = faq.items.find((item) => item.id === 'data-privacy')?.answer.join(' ') ?? ''
    expect(answer).toContain(`contact messages for ${retention.contactMonths} months`)
    expect(answer).toContain(`resumes, for ${retention.applicationsMonths} months`)
    expect(answer).toContain(`hiring briefs for ${retention.briefsMonths} months`)
  })
})
