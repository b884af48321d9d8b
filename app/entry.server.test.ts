import { afterEach, expect, it, vi } from 'vitest'
import { handleError, logger } from './entry.server'

afterEach(() => {
  vi.restoreAllMocks()
})

it('logs a failed request by its path: a search in the query string stays out of the logs', () => {
  const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
  handleError(new Error('boom'), {
    request: new Request('http://localhost/admin/contacts?q=asha%40example.com&status=new'),
  })
  expect(error).toHaveBeenCalledTimes(1)
  expect(JSON.stringify(error.mock.calls)).toContain('http://localhost/admin/contacts')
  expect(JSON.stringify(error.mock.calls)).not.toMatch(/asha|q=/)
})
