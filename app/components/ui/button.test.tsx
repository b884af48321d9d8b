import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Button, LinkButton, isExternalHref } from './button'

describe('isExternalHref', () => {
  it('sends schemes and protocol-relative URLs outside the router', () => {
    expect(isExternalHref('https://example.com')).toBe(true)
    expect(isExternalHref('mailto:hr@example.com')).toBe(true)
    expect(isExternalHref('tel:+918000000000')).toBe(true)
    expect(isExternalHref('//cdn.example.com')).toBe(true)
    expect(isExternalHref('/contact')).toBe(false)
    expect(isExternalHref('#stats')).toBe(false)
  })
})

describe('Button and LinkButton (server render)', () => {
  it('is type=button unless told otherwise, so it never submits a form by accident', () => {
    expect(renderToString(<Button>Send</Button>)).toMatch(/^<button type="button"/)
  })

  it('adds an arrow to ghost buttons', () => {
    expect(renderToString(<Button variant="ghost">More</Button>)).toContain('<svg')
  })

  it('renders internal paths as router links and external ones as plain anchors', () => {
    const internal = renderToString(
      <MemoryRouter>
        <LinkButton to="/hire">Hire talent</LinkButton>
      </MemoryRouter>,
    )
    expect(internal).toContain('href="/hire"')
    expect(internal).not.toContain('target=')

    const mail = renderToString(<LinkButton to="mailto:hr@example.com">Write</LinkButton>)
    expect(mail).toContain('href="mailto:hr@example.com"')
    expect(mail).not.toContain('target=')

    const external = renderToString(
      <LinkButton to="https://example.com" external variant="secondary">
        Site
      </LinkButton>,
    )
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
    expect(external).toContain('(opens in a new tab)')
  })
})
