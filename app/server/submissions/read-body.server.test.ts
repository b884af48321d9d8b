import { describe, expect, it } from 'vitest'
import { jsonFields, readContactBody, urlEncodedFields } from './read-body.server'

const post = (type: string, body: BodyInit) =>
  new Request('http://localhost/api/contact', { method: 'POST', headers: { 'Content-Type': type }, body })

describe('reading a form body strictly', () => {
  it('refuses bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const body = new Uint8Array([...new TextEncoder().encode('name='), 0xff, 0xfe])
    const read = await readContactBody(post('application/x-www-form-urlencoded', body))
    expect(read.ok ? null : read.problem.code).toBe('malformed')
    const json = await readContactBody(post('application/json', new Uint8Array([0x7b, 0x22, 0xff, 0x22])))
    expect(json.ok ? null : json.problem.code).toBe('malformed')
  })

  it('refuses broken percent-escapes and escaped bytes that are not UTF-8', () => {
    for (const text of ['name=%ZZ', 'name=%E0%A4%A', 'name=%', 'name=%FF']) {
      const read = urlEncodedFields(text)
      expect(read.ok, text).toBe(false)
    }
    const fine = urlEncodedFields('name=A+B%20C&email=a%40b.c')
    expect(fine.ok && fine.fields.get('name')).toBe('A B C')
  })

  it('refuses a field sent twice, in form data and in multipart', async () => {
    const read = urlEncodedFields('name=a&email=x%40y.z&name=b')
    expect(read.ok ? '' : read.problem.message).toMatch(/name came more than once/)
    const form = new FormData()
    form.append('name', 'a')
    form.append('name', 'b')
    const multipart = await readContactBody(
      new Request('http://localhost/api/contact', { method: 'POST', body: form }),
    )
    expect(multipart.ok ? null : multipart.problem.code).toBe('malformed')
  })

  it('takes JSON values only as text: numbers, lists and objects are refused', () => {
    const read = jsonFields(
      JSON.stringify({ name: 'A', phone: 5550100, email: ['a@b.c'], subject: { a: 1 } }),
    )
    expect(read.ok ? null : read.problem.fields).toEqual({
      phone: ['Must be text.'],
      email: ['Must be text.'],
      subject: ['Must be text.'],
    })
    for (const text of ['[1]', '42', '"text"', 'null']) expect(jsonFields(text).ok, text).toBe(false)
    const fine = jsonFields(JSON.stringify({ name: 'A', phone: null }))
    expect(fine.ok && [...fine.fields.keys()]).toEqual(['name'])
  })
})

describe('the field cap', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=`).join('&')

  it('takes 100 fields and refuses 101 with 413, in form data, multipart and JSON', async () => {
    expect(urlEncodedFields(many(100)).ok).toBe(true)
    const over = urlEncodedFields(many(101))
    expect(over.ok ? null : over.problem.code).toBe('too_many_fields')

    const form = new FormData()
    for (let i = 0; i < 101; i++) form.append(`f${i}`, '')
    const multipart = await readContactBody(
      new Request('http://localhost/api/contact', { method: 'POST', body: form }),
    )
    expect(multipart.ok ? null : multipart.problem.code).toBe('too_many_fields')

    const json = jsonFields(
      JSON.stringify(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, '']))),
    )
    expect(json.ok ? null : json.problem.code).toBe('too_many_fields')
  })

  it('refuses a flood of 60 KB of empty fields without reading it all', async () => {
    const body = many(10_000).slice(0, 60 * 1024)
    const read = await readContactBody(post('application/x-www-form-urlencoded', body))
    expect(read.ok ? null : read.problem.code).toBe('too_many_fields')
  })
})
