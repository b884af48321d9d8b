import { afterEach, beforeEach, expect, it } from 'vitest'
import { FORM_MESSAGES } from '~/contracts/messages'
import { PROBLEM_MESSAGES } from '~/contracts/problems'
import { action as applyAction, loader as applyLoader } from '~/routes/_site/apply'
import { action as contactAction, loader as contactLoader } from '~/routes/_site/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedOpenings } from '~/features/openings/index.server'
import { checkFormToken, issueFormToken } from '../security/form-token.server'
import { samplePdf } from '../../../tests/sample-files'
import {
  formRequest,
  multipart,
  NOTHING_STORED,
  routeArgs,
  storedCounts,
} from '../../../tests/submission-support'

const fields = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi there' }
const applicant = { fullName: 'Ravi Kumar', email: 'ravi@example.com' }
/** A token handed out with the page a little over the minimum fill time ago, as a person's form carries. */
const aged = (form: 'contact' | 'application') => issueFormToken(form, Date.now() - 3_100)

interface Settled {
  status: number
  body: Record<string, unknown> | null
  location: string | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** An action's answer as status + body, whether it returned data(), a plain object or threw a redirect. */
async function settle(run: () => Promise<unknown>): Promise<Settled> {
  try {
    const result = await run()
    if (isRecord(result) && result.type === 'DataWithResponseInit' && isRecord(result.data)) {
      const init = isRecord(result.init) && typeof result.init.status === 'number' ? result.init.status : 200
      return { status: init, body: result.data, location: null }
    }
    return { status: 200, body: isRecord(result) ? result : null, location: null }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null, location: thrown.headers.get('location') }
    throw thrown
  }
}

describeEachDatabase('page actions', (kind) => {
  let database: TestDatabase
  let contact: Record<string, string>
  let application: Record<string, string>
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    contact = { ...fields, form_token: await aged('contact') }
    application = { ...applicant, form_token: await aged('application') }
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('contact without JavaScript: 303 to ?sent=1, so a reload cannot post again', async () => {
    const answer = await settle(() =>
      contactAction(routeArgs(formRequest('/contact', new URLSearchParams(contact)))),
    )
    expect(answer).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/contact\?sent=1&ref=CT-\w{6}$/),
    })
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, contacts: 1, emails: 2 })
  })

  it('contact errors come back with status, field errors and what was typed, hidden fields dropped', async () => {
    const answer = await settle(() =>
      contactAction(
        routeArgs(formRequest('/contact', new URLSearchParams({ ...contact, email: 'nope', hp_verify: '' }))),
      ),
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 'invalid',
      message: PROBLEM_MESSAGES.invalid,
      result: {
        status: 'error',
        initialValue: { name: 'Asha', email: 'nope', subject: 'Hello', message: 'Hi there' },
        error: { email: ['Enter a valid email address, like name@example.com.'] },
      },
    })
    const result = answer.body?.result
    const initial = isRecord(result) && isRecord(result.initialValue) ? result.initialValue : {}
    expect(Object.keys(initial)).not.toContain('hp_verify')
    expect(Object.keys(initial)).not.toContain('form_token')
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('each form page renders with a freshly signed token, not yet old enough to send', async () => {
    const { formToken: contactToken } = await contactLoader(
      routeArgs(new Request('http://localhost:3000/contact')),
    )
    const { formToken: applyToken } = await applyLoader(
      routeArgs(new Request('http://localhost:3000/careers/apply')),
    )
    expect(await checkFormToken('contact', contactToken)).toMatchObject({ status: 'too-fast' })
    expect(await checkFormToken('contact', contactToken, Date.now() + 3_100)).toEqual({ status: 'valid' })
    expect(await checkFormToken('application', applyToken, Date.now() + 3_100)).toEqual({ status: 'valid' })
    expect(await checkFormToken('application', contactToken, Date.now() + 3_100)).toEqual({
      status: 'invalid',
    })
  })

  it('a page post without its token, or sent too soon after the page loaded, is asked to send again', async () => {
    const tokenless = { ...contact, form_token: '' }
    const fresh = { ...contact, form_token: await issueFormToken('contact') }
    for (const sent of [tokenless, fresh]) {
      const answer = await settle(() =>
        contactAction(routeArgs(formRequest('/contact', new URLSearchParams(sent)))),
      )
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        code: 'too_fast',
        message: 'That was quicker than we expected. Please check your details and send again.',
        result: { initialValue: { name: 'Asha', message: 'Hi there' } },
      })
    }
    const form = multipart(applicant, { bytes: samplePdf(), name: 'cv.pdf' })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer).toMatchObject({ status: 400, body: { code: 'too_fast' } })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it("application without JavaScript: 'Show this role's questions' draws the form again, sending nothing", async () => {
    await seedOpenings()
    const form = multipart({ ...application, position: 'ui-ux-designer', intent: 'show-questions' })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      redraw: true,
      result: { initialValue: { fullName: 'Ravi Kumar', position: 'ui-ux-designer' } },
    })
    const result = answer.body?.result
    expect(isRecord(result) && result.error).toBeFalsy()
    const initial = isRecord(result) && isRecord(result.initialValue) ? result.initialValue : {}
    expect(Object.keys(initial)).not.toContain('form_token')
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('the apply page offers the open openings and says so when a link names one that is not open', async () => {
    await seedOpenings()
    const load = (search: string) =>
      applyLoader(routeArgs(new Request(`http://localhost:3000/careers/apply${search}`)))
    const open = await load('?position=ui-ux-designer')
    expect(open).toMatchObject({ position: 'ui-ux-designer', positionClosed: false })
    expect(open.positions.map((p) => p.slug)).toContain('backend-developer')
    expect(await load('?position=astronaut')).toMatchObject({ position: undefined, positionClosed: true })
    expect(await load('')).toMatchObject({ position: undefined, positionClosed: false })
    expect(await load('?position=general')).toMatchObject({ position: undefined, positionClosed: false })
  })

  it('application without JavaScript: a multipart post with a resume, then 303 to ?sent=1', async () => {
    const form = multipart(application, { bytes: samplePdf(), name: 'cv.pdf' })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/careers\/apply\?sent=1&ref=AP-\w{6}$/),
    })
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, applications: 1, resumes: 1, emails: 2 })
  })

  it('application errors keep the typed values and put the cover-letter message in the status', async () => {
    const form = multipart({ ...application, coverLetter: 'x'.repeat(1001) })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 'invalid',
      message: FORM_MESSAGES.coverLetterTooLong,
      result: {
        initialValue: { fullName: 'Ravi Kumar' },
        error: { coverLetter: [FORM_MESSAGES.coverLetterTooLong] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('application with a 6 MB resume: 413, the message beside the file field, everything typed kept', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(samplePdf())
    const form = multipart(
      { ...application, coverLetter: 'Ten years of Go.' },
      { bytes: big, name: 'cv.pdf' },
    )
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({
      code: 'too_large',
      message: 'The resume must be 5 MB or smaller.',
      result: {
        initialValue: { fullName: 'Ravi Kumar', email: 'ravi@example.com', coverLetter: 'Ten years of Go.' },
        error: { resume: ['The resume must be 5 MB or smaller.'] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('application with an executable for a resume: 415 with the message beside the file field', async () => {
    const form = multipart(application, { bytes: new TextEncoder().encode('MZ\x90\x00'), name: 'cv.pdf' })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer.status).toBe(415)
    expect(answer.body).toMatchObject({
      code: 'unsupported_type',
      result: { error: { resume: ['The resume must be a PDF, DOC or DOCX file.'] } },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('application with a resume named as no PDF, DOC or DOCX: 415 by the schema rule, everything typed kept', async () => {
    const form = multipart(application, { bytes: samplePdf(), name: 'cv.exe' })
    const answer = await settle(() => applyAction(routeArgs(formRequest('/careers/apply', form))))
    expect(answer.status).toBe(415)
    expect(answer.body).toMatchObject({
      code: 'unsupported_type',
      result: { initialValue: { fullName: 'Ravi Kumar' } },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })
})
