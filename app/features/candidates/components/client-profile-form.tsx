import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState, type ReactNode } from 'react'
import { Form } from 'react-router'
import { ActionButton, Notice } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { FormField, FormTextArea } from '~/components/admin/form-field'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'
import {
  CANDIDATE_SKILLS_MAX,
  CandidateProfileActions,
  EDUCATION_MAX,
  EDUCATION_MAX_LINES,
  HEADLINE_MAX,
  LANGUAGES_MAX,
  listItems,
  PROFILE_MESSAGES,
  SUMMARY_MAX,
  SUMMARY_MAX_LINES,
  textLines,
  YEARS_MAX,
  type CandidateProfileValues,
} from '../contract'

interface ClientProfileProps {
  /** The profile as stored, as the form's fields hold it. */
  values: CandidateProfileValues
  /** What shows as the headline when staff wrote none: the position they last applied for. */
  latestPosition: string | null
  editable: boolean
  /** Whether one of their resumes has text to draft from. */
  canDraft: boolean
  /** The page's last reply when it answers this form (a refused save, or a draft). */
  lastResult?: SubmissionResult<string[]>
}

/** The intent of the form a reply answers. */
const replyIntent = (reply?: SubmissionResult<string[]>) => reply?.initialValue?.intent

/**
 * A number that changes with each new reply or stored profile, so the form is drawn afresh with a
 * draft's values or the saved ones (its fields are uncontrolled). The previous reply is kept in
 * state and compared while rendering, as React's guide to adjusting state on a prop change does.
 */
function useFreshKey(reply: SubmissionResult<string[]> | undefined, values: CandidateProfileValues) {
  const stamp = JSON.stringify(values)
  const [seen, setSeen] = useState({ reply, stamp, key: 0 })
  if (seen.reply !== reply || seen.stamp !== stamp) {
    const next = { reply, stamp, key: seen.key + 1 }
    setSeen(next)
    return next.key
  }
  return seen.key
}

/** One field of the profile as the client reads it, "—" when empty. */
function ProfileFact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-navy-900">{children}</dd>
    </div>
  )
}

const EMPTY = <span className="text-slate-500">—</span>

function ProfileFacts({ values, latestPosition }: Pick<ClientProfileProps, 'values' | 'latestPosition'>) {
  const skills = listItems(values.skills)
  const languages = listItems(values.languages)
  const summary = textLines(values.profileSummary)
  const education = textLines(values.education)
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <ProfileFact label="Headline">
        {values.headline ||
          (latestPosition ? (
            <span className="text-slate-600">{latestPosition} (last applied for)</span>
          ) : (
            EMPTY
          ))}
      </ProfileFact>
      <ProfileFact label="Years of experience">{values.yearsOfExperience || EMPTY}</ProfileFact>
      <ProfileFact label="Skills" wide>
        {skills.length ? skills.join(', ') : EMPTY}
      </ProfileFact>
      <ProfileFact label="Summary of experience" wide>
        <Lines lines={summary} gap="mt-1.5" />
      </ProfileFact>
      <ProfileFact label="Education">
        <Lines lines={education} gap="mt-1" />
      </ProfileFact>
      <ProfileFact label="Languages">{languages.length ? languages.join(', ') : EMPTY}</ProfileFact>
    </dl>
  )
}

/** A field written line by line: a paragraph a line, `gap` above each after the first. */
function Lines({ lines, gap }: { lines: string[]; gap: string }) {
  if (!lines.length) return EMPTY
  return lines.map((line, i) => (
    <p key={i} className={i ? gap : undefined}>
      {line}
    </p>
  ))
}

function ProfileForm({ values, latestPosition, canDraft, lastResult }: Omit<ClientProfileProps, 'editable'>) {
  const enhanced = useHydrated()
  const [form, fields] = useForm({
    id: 'candidate-profile',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CandidateProfileActions }),
  })
  const drafted =
    replyIntent(lastResult) === 'profile-draft' ? lastResult?.initialValue?.draftedFrom : undefined
  const refused = Boolean(form.errors?.length) || Object.keys(lastResult?.error ?? {}).length > 0
  const input = (name: 'headline' | 'yearsOfExperience' | 'languages') => {
    const { key, ...props } = getInputProps(fields[name], { type: 'text', ariaAttributes: false })
    return { key, props }
  }
  const textarea = (name: 'skills' | 'profileSummary' | 'education') => {
    const { key, ...props } = getTextareaProps(fields[name], { ariaAttributes: false })
    return { key, props }
  }
  const headline = input('headline')
  const years = input('yearsOfExperience')
  const languages = input('languages')
  const skills = textarea('skills')
  const summary = textarea('profileSummary')
  const education = textarea('education')
  return (
    <details className="mt-5 border-t border-slate-100 pt-3" open={refused || typeof drafted === 'string'}>
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-accent-700">
        Edit the profile
      </summary>
      <Form method="post" {...formProps(form, enhanced)} className="mt-3 space-y-4">
        {typeof drafted === 'string' ? (
          <Notice tone="success">{PROFILE_MESSAGES.drafted(drafted)}</Notice>
        ) : null}
        {form.errors?.length ? (
          <div id={form.errorId}>
            <Notice tone="error">{form.errors.join(' ')}</Notice>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField
            key={headline.key}
            {...headline.props}
            id={fields.headline.id}
            label="Headline"
            maxLength={HEADLINE_MAX}
            placeholder={latestPosition ?? undefined}
            hint="Under their name. Left empty, the position they last applied for shows."
            errors={fields.headline.errors}
          />
          <FormField
            key={years.key}
            {...years.props}
            id={fields.yearsOfExperience.id}
            label="Years of experience"
            inputMode="decimal"
            pattern="\d{1,2}(\.\d)?"
            title={`A number of years up to ${YEARS_MAX}, such as 3 or 4.5`}
            errors={fields.yearsOfExperience.errors}
          />
        </div>
        <FormTextArea
          key={skills.key}
          {...skills.props}
          id={fields.skills.id}
          label="Skills, separated by commas"
          maxLength={CANDIDATE_SKILLS_MAX}
          className="min-h-20"
          errors={fields.skills.errors}
        />
        <FormTextArea
          key={summary.key}
          {...summary.props}
          id={fields.profileSummary.id}
          label="Summary of experience"
          maxLength={SUMMARY_MAX}
          rows={7}
          hint={`Written for the client: what they have done and for whom. Up to ${SUMMARY_MAX_LINES} lines; no contact details.`}
          errors={fields.profileSummary.errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextArea
            key={education.key}
            {...education.props}
            id={fields.education.id}
            label="Education"
            maxLength={EDUCATION_MAX}
            rows={3}
            hint={`One qualification a line, up to ${EDUCATION_MAX_LINES}.`}
            errors={fields.education.errors}
          />
          <FormField
            key={languages.key}
            {...languages.props}
            id={fields.languages.id}
            label="Languages, separated by commas"
            maxLength={LANGUAGES_MAX}
            errors={fields.languages.errors}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ActionButton name="intent" value="profile">
            Save profile
          </ActionButton>
          {canDraft ? (
            <ActionButton name="intent" value="profile-draft" tone="secondary" formNoValidate>
              Draft from resume
            </ActionButton>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">
          {canDraft
            ? 'Draft from resume fills the summary, languages and education, and adds skills, from their latest resume. Nothing is saved until you save.'
            : 'No resume of theirs has readable text yet, so there is nothing to draft from.'}
        </p>
      </Form>
    </details>
  )
}

/**
 * The candidate's profile as clients see it on a shared shortlist (first name and last initial,
 * never contact details), and the form that edits it, with "Draft from resume". Posts through
 * Conform with the contract's schema; without JavaScript a plain post whose reply shows errors at
 * their fields, or the draft in the fields.
 */
export function ClientProfilePanel({
  values,
  latestPosition,
  editable,
  canDraft,
  lastResult,
}: ClientProfileProps) {
  const reply =
    replyIntent(lastResult) === 'profile' || replyIntent(lastResult) === 'profile-draft'
      ? lastResult
      : undefined
  const key = useFreshKey(reply, values)
  return (
    <Panel title="Profile for clients" id="client-profile-heading">
      <p className="mb-4 text-sm text-slate-600">
        What a client reads on a shared shortlist’s “View profile” page and its PDF, under the candidate’s
        first name and last initial. Rate and availability come from each shortlist entry.
      </p>
      <ProfileFacts values={values} latestPosition={latestPosition} />
      {editable ? (
        <ProfileForm
          key={key}
          values={values}
          latestPosition={latestPosition}
          canDraft={canDraft}
          lastResult={reply}
        />
      ) : null}
    </Panel>
  )
}
