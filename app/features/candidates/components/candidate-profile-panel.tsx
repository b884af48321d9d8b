import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextArea, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { replyErrors, replyValue } from '~/components/admin/form-reply'
import { CANDIDATE_SKILLS_MAX, HEADLINE_MAX, YEARS_MAX } from '../contract'

export interface CandidateProfileView {
  headline: string | null
  skills: string
  yearsOfExperience: number | null
  /** What shows when staff wrote no headline. */
  latestPosition: string | null
}

/** A field's errors under it, tied to it by `id` (its aria-describedby). */
function FieldErrors({ id, errors }: { id: string; errors: string[] }): ReactNode {
  if (!errors.length) return null
  return (
    <div id={id} className="mt-2">
      <Notice tone="error">{errors.join(' ')}</Notice>
    </div>
  )
}

/** The aria attributes of a field with these errors, shown in the element `errorId`. */
const invalid = (errors: string[], errorId: string) =>
  errors.length ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}

/**
 * Who the candidate is in a line, their skills and years, and every address they applied from
 * (null for a reader whose role does not see addresses). `reply` is the page's last action reply:
 * a refused correction shows its errors at their fields, with what was typed.
 */
export function CandidateProfilePanel({
  profile,
  addresses,
  editable,
  reply,
}: {
  profile: CandidateProfileView
  addresses: string[] | null
  editable: boolean
  reply?: SubmissionResult<string[]>
}) {
  const errors = {
    headline: replyErrors(reply, 'profile', ['headline']),
    skills: replyErrors(reply, 'profile', ['skills']),
    yearsOfExperience: replyErrors(reply, 'profile', ['yearsOfExperience']),
  }
  const refused = replyErrors(reply, 'profile', ['headline', 'skills', 'yearsOfExperience']).length > 0
  const typed = (name: keyof typeof errors) => replyValue(reply, 'profile', name)
  return (
    <Panel title="Profile" id="profile-heading">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">Headline</dt>
          <dd>{profile.headline ?? profile.latestPosition ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Skills</dt>
          <dd>{profile.skills || '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Years of experience</dt>
          <dd>{profile.yearsOfExperience ?? '—'}</dd>
        </div>
        {addresses ? (
          <div>
            <dt className="font-semibold text-slate-600">
              {addresses.length > 1 ? 'E-mail addresses' : 'E-mail'}
            </dt>
            {addresses.map((address) => (
              <dd key={address} className="break-all">
                <a href={`mailto:${address}`} className="text-accent-700 underline-offset-2 hover:underline">
                  {address}
                </a>
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
      {editable ? (
        <details className="mt-4 border-t border-slate-100 pt-3" open={refused}>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-accent-700">
            Correct the profile
          </summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="profile" />
            <div>
              <Label htmlFor="headline">Headline</Label>
              <TextInput
                id="headline"
                name="headline"
                maxLength={HEADLINE_MAX}
                defaultValue={refused ? typed('headline') : (profile.headline ?? '')}
                placeholder={profile.latestPosition ?? undefined}
                {...invalid(errors.headline, 'headline-error')}
              />
              <FieldErrors id="headline-error" errors={errors.headline} />
            </div>
            <div>
              <Label htmlFor="skills">Skills, separated by commas</Label>
              <TextArea
                id="skills"
                name="skills"
                maxLength={CANDIDATE_SKILLS_MAX}
                defaultValue={refused ? typed('skills') : profile.skills}
                className="min-h-20"
                {...invalid(errors.skills, 'skills-error')}
              />
              <FieldErrors id="skills-error" errors={errors.skills} />
            </div>
            <div>
              <Label htmlFor="yearsOfExperience">Years of experience</Label>
              <TextInput
                id="yearsOfExperience"
                name="yearsOfExperience"
                inputMode="decimal"
                pattern="\d{1,2}(\.\d)?"
                title={`A number of years up to ${YEARS_MAX}, such as 3 or 4.5`}
                defaultValue={refused ? typed('yearsOfExperience') : (profile.yearsOfExperience ?? '')}
                {...invalid(errors.yearsOfExperience, 'profile-error')}
              />
            </div>
            <FieldErrors id="profile-error" errors={errors.yearsOfExperience} />
            <ActionButton tone="secondary">Save profile</ActionButton>
          </Form>
        </details>
      ) : null}
    </Panel>
  )
}
