import { describe, expect, it } from 'vitest'
import type { ContactSubmission } from '~/features/contacts'
import { CONTACT_CSV_COLUMNS } from '~/features/contacts/index.server'
import { neutralizeCell, toCsv } from './csv.server'

const contact = (over: Partial<ContactSubmission>): ContactSubmission => ({
  id: 1,
  reference: 'CT-7KQ2XM',
  name: 'Asha',
  email: 'asha@example.com',
  phone: null,
  subject: 'Hello',
  message: 'Hi',
  status: 'new',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
})

describe('CSV export', () => {
  it.each(['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises %j with a leading quote',
    (cell) => {
      expect(neutralizeCell(cell)).toBe(`'${cell}`)
    },
  )

  it('leaves ordinary text alone', () => {
    expect(neutralizeCell('Asha = engineer')).toBe('Asha = engineer')
    expect(neutralizeCell('')).toBe('')
  })

  it('writes a header row, quotes what needs it and neutralises every visitor cell', () => {
    const csv = toCsv(
      [
        contact({
          name: '=cmd|"/c calc"!A1',
          subject: 'a, "b"',
          message: 'line 1\nline 2',
          phone: '+91 80000 00000',
        }),
      ],
      CONTACT_CSV_COLUMNS,
    )
    expect(csv.startsWith('\uFEFFID,Received,Status,Name,Email,Phone,Subject,Message\r\n')).toBe(true)
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`)
    expect(csv).toContain(`'+91 80000 00000`)
    expect(csv).toContain('"a, ""b"""')
    expect(csv).toContain('"line 1\nline 2"')
  })
})
