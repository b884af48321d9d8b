import { PUBLIC_PATHS } from '../../app/lib/routes'
import { expect, test } from '../support/fixtures'
import { conformanceErrors } from '../support/html-conformance'

// Every public page as a browser receives it (prerendered or rendered per request), and the 404
// page, checked against the HTML standard's conformance rules.
test('every public page is valid HTML', async ({ request }) => {
  test.setTimeout(120_000)
  const failures: string[] = []
  for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
    const response = await request.get(path)
    for (const error of await conformanceErrors(await response.text(), path))
      failures.push(`${path} ${error}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})
