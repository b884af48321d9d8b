import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { formProps } from '~/components/forms/form-props'
import { FormStatusMessage } from '~/components/forms/form-status'
import { SpamFields } from '~/components/forms/spam-fields'
import { useFormPost } from '~/components/forms/use-form-post'
import { StatusButton } from '~/components/ui/status-button'
import { useHydrated } from '~/components/ui/use-hydrated'
import { hireBriefCopy } from '~/content/hire-brief'
import type { FormPageData } from '~/contracts/form-action-data'
import { HIRE_BRIEF_FORM } from '~/contracts/hire-brief-form'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, JS_FIELD } from '~/contracts/form-fields'
import {
  BRIEF_STEPS,
  describeBrief,
  HIRE_BRIEF_MESSAGES,
  HireBriefSchema,
  type BriefRole,
} from '~/contracts/hire-brief'
import { cn } from '~/lib/cn'
import { AboutFields, NeedFields, WorkFields, type BriefFormValues } from './hire-brief-fields'

const FORM_ID = 'hire-brief'
const DRAFT_KEY = 'brightpath.hire-brief.draft'
const REVIEW = BRIEF_STEPS.length
const NOT_DRAFTED = new Set([FORM_TOKEN_FIELD, HONEYPOT_FIELD, JS_FIELD])
const CONSTRAINT = getZodConstraint(HireBriefSchema)

type Draft = BriefFormValues

function readDraft(): { values: Draft; step: number } | null {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
      values?: Draft
      step?: number
    } | null
    return saved?.values
      ? { values: saved.values, step: Math.min(Math.max(saved.step ?? 0, 0), REVIEW - 1) }
      : null
  } catch {
    return null
  }
}

function saveDraft(form: HTMLFormElement, step: number) {
  const values: Record<string, string | string[]> = {}
  const skills: string[] = []
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || NOT_DRAFTED.has(name)) continue
    if (name === 'skills') skills.push(value)
    else values[name] = value
  }
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { ...values, skills }, step }))
  } catch {
    // Storage full or blocked (private mode): the brief still works, only without a draft.
  }
}

function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export interface HireBriefFormProps {
  token: string
  /** The role the page was opened for (`?role=developer`). */
  role?: BriefRole
  /** Sent without JavaScript and stored: the reference from the redirect. */
  sentReference?: string
  /** The page's answer to a post without JavaScript that it refused. */
  pageData?: FormPageData
}

/**
 * The hiring brief. Without JavaScript one page of three parts, posted to the page and checked
 * on the server. With it, one step at a time (each checked before the next), a review, and a
 * draft kept in this browser; sent to POST /api/hire-brief. Both use one schema.
 */
export function HireBriefForm(props: HireBriefFormProps) {
  const hydrated = useHydrated()
  // The draft is read once the page runs in the browser; the form is then drawn again from it.
  const draft = useMemo(() => (hydrated ? readDraft() : null), [hydrated])
  return (
    <BriefForm key={draft ? 'draft' : 'fresh'} {...props} enhanced={hydrated} draft={draft ?? undefined} />
  )
}

function BriefForm({
  token,
  role,
  sentReference,
  pageData,
  enhanced,
  draft,
}: HireBriefFormProps & { enhanced: boolean; draft?: { values: Draft; step: number } }) {
  const post = useFormPost({
    api: HIRE_BRIEF_FORM.api.path,
    token,
    sent: Boolean(sentReference),
    pageData,
    successMessage: HIRE_BRIEF_MESSAGES.success,
    failureMessage: HIRE_BRIEF_MESSAGES.failure,
  })
  const [step, setStep] = useState(draft?.step ?? 0)
  const moved = useRef(false)
  const headings = useRef<Array<HTMLHeadingElement | null>>([])
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: post.lastResult,
    defaultValue: draft?.values ?? (role ? { role } : undefined),
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HireBriefSchema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault()
      void post.send(event.currentTarget, formData)
    },
  })

  // Focus follows the step: its heading is read out, and the next Tab goes to its first field.
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus()
  }, [step])

  // A refusal from the server brings the visitor to the first step with a marked answer.
  useEffect(() => {
    const error = post.lastResult?.error
    if (!enhanced || !error) return
    const first = BRIEF_STEPS.findIndex((s) => s.fields.some((name) => error[name]?.length))
    if (first >= 0) go(first)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [post.lastResult])

  const sent = post.status.state === 'success'
  useEffect(() => {
    if (sent && enhanced) {
      clearDraft()
      headings.current[REVIEW + 1]?.focus()
    }
  }, [sent, enhanced])

  function formElement() {
    return document.getElementById(FORM_ID) as HTMLFormElement | null
  }

  function go(next: number) {
    moved.current = true
    setStep(next)
    const element = formElement()
    if (element) saveDraft(element, Math.min(next, REVIEW - 1))
  }

  /** Checks only this step's answers; moves on when they pass, else shows and focuses the first problem. */
  function next() {
    const element = formElement()
    if (!element) return
    const current = BRIEF_STEPS[step]
    if (!current) return
    const result = parseWithZod(new FormData(element), { schema: HireBriefSchema })
    for (const name of current.fields) form.validate({ name })
    const error = result.status === 'error' ? (result.error ?? {}) : {}
    const wrong = current.fields.find((name) => error[name]?.length)
    if (!wrong) return go(step + 1)
    // After the errors are drawn, so the field is announced with its message.
    requestAnimationFrame(() => element.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus())
  }

  if (sent) {
    return (
      <BriefSent
        reference={post.reference ?? sentReference}
        headingRef={(el) => {
          headings.current[REVIEW + 1] = el
        }}
        onAnother={() => {
          clearDraft()
          window.location.assign(HIRE_BRIEF_FORM.path)
        }}
        enhanced={enhanced}
      />
    )
  }

  const review = enhanced && step === REVIEW ? reviewOf(formElement()) : null

  return (
    <form
      method="post"
      action={HIRE_BRIEF_FORM.path}
      {...formProps(form, enhanced)}
      aria-labelledby="hire-brief-title"
      className="relative"
      onChange={(event) => enhanced && saveDraft(event.currentTarget, Math.min(step, REVIEW - 1))}
    >
      <SpamFields token={token} />
      {enhanced ? (
        <Progress step={step} />
      ) : (
        <p className="mb-8 text-slate-600">{hireBriefCopy.noScriptIntro}</p>
      )}
      {BRIEF_STEPS.map((brief, index) => {
        const Fields = index === 0 ? NeedFields : index === 1 ? WorkFields : AboutFields
        const shown = !enhanced || index === step
        return (
          <section
            key={brief.id}
            aria-labelledby={`brief-step-${brief.id}`}
            hidden={!shown}
            className={cn(!enhanced && index > 0 && 'mt-12 border-t border-slate-200 pt-10')}
          >
            <h3
              id={`brief-step-${brief.id}`}
              ref={(el) => {
                headings.current[index] = el
              }}
              tabIndex={-1}
              className="mb-6 text-h4 font-semibold text-navy-900"
            >
              {enhanced ? null : <span className="text-accent-700">{index + 1}. </span>}
              {brief.title}
            </h3>
            <Fields fields={fields} enhanced={enhanced} />
          </section>
        )
      })}
      {review ? (
        <section aria-labelledby="brief-step-review">
          <h3
            id="brief-step-review"
            ref={(el) => {
              headings.current[REVIEW] = el
            }}
            tabIndex={-1}
            className="text-h4 font-semibold text-navy-900"
          >
            {hireBriefCopy.reviewTitle}
          </h3>
          <p className="mt-2 mb-6 text-slate-600">{hireBriefCopy.reviewIntro}</p>
          <div className="space-y-4">
            {review.map((section, index) => (
              <div key={section.id} className="rounded-2xl border border-slate-200 bg-slate-50/70 p-5 sm:p-6">
                <div className="flex items-center justify-between gap-4">
                  <h4 className="font-semibold text-navy-900">{section.title}</h4>
                  <button
                    type="button"
                    onClick={() => go(index)}
                    className="min-h-11 rounded-pill px-3 text-[0.95rem] font-semibold text-accent-700 underline-offset-4 hover:underline"
                    aria-label={`Edit ${section.title.toLowerCase()}`}
                  >
                    Edit
                  </button>
                </div>
                <dl className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-2.5 sm:grid-cols-[11rem_minmax(0,1fr)]">
                  {section.lines.map((line) => (
                    <div key={line.label} className="contents">
                      <dt className="text-sm font-medium text-slate-500">{line.label}</dt>
                      <dd className="break-words whitespace-pre-line text-navy-900 max-sm:mb-1">
                        {line.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <div className="mt-10 flex flex-col-reverse gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {enhanced ? (
          <>
            <div>
              {step > 0 ? (
                <button
                  type="button"
                  onClick={() => go(step - 1)}
                  className="inline-flex min-h-13 items-center gap-2 rounded-pill border border-navy-900/45 px-7 font-semibold text-navy-900 hover:border-accent-700 hover:text-accent-700"
                >
                  Back
                </button>
              ) : (
                <p className="text-sm text-slate-600">{hireBriefCopy.draftNote}</p>
              )}
            </div>
            {step < REVIEW ? (
              <button
                type="button"
                onClick={next}
                className="inline-flex min-h-13 items-center justify-center gap-2.5 rounded-pill bg-navy-900 px-8 text-base font-semibold text-white shadow-soft hover:bg-navy-700"
              >
                {step === REVIEW - 1 ? 'Review your brief' : 'Next'}
              </button>
            ) : (
              <StatusButton pending={post.sending}>Send brief</StatusButton>
            )}
          </>
        ) : (
          <>
            <span />
            <StatusButton pending={false}>Send brief</StatusButton>
          </>
        )}
      </div>
      <div className="mt-4">
        <FormStatusMessage status={post.status} />
      </div>
    </form>
  )
}

function reviewOf(element: HTMLFormElement | null) {
  if (!element) return null
  const result = parseWithZod(new FormData(element), { schema: HireBriefSchema })
  return result.status === 'success' ? describeBrief(result.value) : null
}

function Progress({ step }: { step: number }) {
  const reviewing = step === REVIEW
  return (
    <div className="mb-8">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {reviewing ? 'Review' : `Step ${step + 1} of ${BRIEF_STEPS.length}`}
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2" aria-label="Progress">
        {BRIEF_STEPS.map((s, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'upcoming'
          return (
            <li key={s.id} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full',
                  state === 'upcoming'
                    ? 'bg-slate-200'
                    : state === 'current'
                      ? 'bg-accent-700'
                      : 'bg-navy-900',
                )}
              />
              <span
                className={cn(
                  'mt-2 block truncate text-xs sm:text-sm',
                  state === 'upcoming' ? 'text-slate-500' : 'font-semibold text-navy-900',
                )}
              >
                {s.title}
                <span className="sr-only">
                  {state === 'done' ? ' (done)' : state === 'upcoming' ? ' (to do)' : ''}
                </span>
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function BriefSent({
  reference,
  headingRef,
  onAnother,
  enhanced,
}: {
  reference?: string
  headingRef: (el: HTMLHeadingElement | null) => void
  onAnother: () => void
  enhanced: boolean
}): ReactNode {
  return (
    <div role="status" className="space-y-6">
      <div className="rounded-2xl border border-success-700/25 bg-success-300/20 p-6 sm:p-8">
        <h3 ref={headingRef} tabIndex={-1} className="text-h4 font-semibold text-navy-900">
          {hireBriefCopy.successTitle}
        </h3>
        {reference ? (
          <p className="mt-4 text-navy-900">
            Your reference{' '}
            <strong
              className="ml-1 inline-block rounded-lg bg-white px-3 py-1 font-mono text-lg tracking-wider"
              data-testid="brief-reference"
            >
              {reference}
            </strong>
          </p>
        ) : null}
        <p className="mt-4 text-slate-700">{hireBriefCopy.successText}</p>
      </div>
      {enhanced ? (
        <button
          type="button"
          onClick={onAnother}
          className="font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          {hireBriefCopy.anotherBrief}
        </button>
      ) : (
        <a
          href={HIRE_BRIEF_FORM.path}
          className="font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          {hireBriefCopy.anotherBrief}
        </a>
      )}
    </div>
  )
}
