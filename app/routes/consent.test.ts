import { describe, expect, it } from 'vitest'
import { action, consentRedirectTarget } from './consent'

async function postConsent(redirectTo: string) {
  const request = new Request('http://localhost/consent', {
    method: 'POST',
    body: new URLSearchParams({ redirectTo }),
  })
  const response = (await action({ request, params: {}, context: {} } as Parameters<
    typeof action
  >[0])) as Response
  return response
}

describe('POST /consent', () => {
  it('goes back to the page the notice was on, with its query', async () => {
    const response = await postConsent('/careers/apply?position=React%20Developer')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/careers/apply?position=React+Developer')
    expect(response.headers.get('set-cookie')).toMatch(/^cookie_consent=1;/)
  })

  it.each([
    ['/\t/evil.example', 'a tab'],
    ['/\n/evil.example', 'a line feed'],
    ['/\r\n/evil.example', 'CR/LF'],
    ['//evil.example', 'a protocol-relative path'],
    ['/\\evil.example', 'a backslash'],
    ['/%2Fevil.example', 'an encoded slash'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['https://evil.example/', 'an absolute URL'],
    ['/about/../..//evil.example', 'dot-segments'],
    ['/no-such-page', 'a path we do not serve'],
    ['/%E0%A4%A', 'a broken escape'],
  ])('sends %j (%s) home instead', async (redirectTo) => {
    expect((await postConsent(redirectTo)).headers.get('location')).toBe('/')
  })

  it('re-encodes a query so it cannot carry a header or a second URL', () => {
    expect(consentRedirectTarget('/about?x=%0d%0aLocation:%20//evil.example')).toBe(
      '/about?x=%0D%0ALocation%3A+%2F%2Fevil.example',
    )
  })
})
