import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextArea, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { CANDIDATE_SKILLS_MAX, HEADLINE_MAX, YEARS_MAX } from '~/contracts/candidates'

export interface CandidateProfileView {
  headline: string | null
  skills: string
  yearsOfExperience: number | null
  /** What shows when staff wrote no headline. */
  latestPosition: string | null
}

/** Who the candidate is in a line, their skills and years, and every address they applied from. */
export function CandidateProfilePanel({
  profile,
  addresses,
  editable,
  error,
}: {
  profile: CandidateProfileView
  addresses: string[]
  editable: boolean
  error?: string
}) {
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
      </dl>
      {editable ? (
        <details className="mt-4 border-t border-slate-100 pt-3" open={Boolean(error)}>
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
                defaultValue={profile.headline ?? ''}
                placeholder={profile.latestPosition ?? undefined}
              />
            </div>
            <div>
              <Label htmlFor="skills">Skills, separated by commas</Label>
              <TextArea
                id="skills"
                name="skills"
                maxLength={CANDIDATE_SKILLS_MAX}
                defaultValue={profile.skills}
                className="min-h-20"
              />
            </div>
            <div>
              <Label htmlFor="yearsOfExperience">Years of experience</Label>
              <TextInput
                id="yearsOfExperience"
                name="yearsOfExperience"
                inputMode="decimal"
                pattern="\d{1,2}(\.\d)?"
                title={`A number of years up to ${YEARS_MAX}, such as 3 or 4.5`}
                defaultValue={profile.yearsOfExperience ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'profile-error' : undefined}
              />
            </div>
            {error ? (
              <div id="profile-error">
                <Notice tone="error">{error}</Notice>
              </div>
            ) : null}
            <ActionButton tone="secondary">Save profile</ActionButton>
          </Form>
        </details>
      ) : null}
    </Panel>
  )
}
