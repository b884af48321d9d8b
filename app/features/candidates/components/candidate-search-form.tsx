import { Form, Link } from 'react-router'
import { buttonClass, Label, SelectInput, TextInput } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'
import { SelectOptions } from '~/components/ui/select-options'
import { CANDIDATE_SEARCH_MAX, YEARS_MAX, type CandidateQuery } from '~/contracts/candidates'
import { APPLICATION_STATUSES } from '~/lib/constants'

/**
 * The one candidate search (the Candidates area and a brief's "Add candidates"): words, and the
 * filters. A GET form, so it works without JavaScript and a search can be linked.
 */
export function CandidateSearchForm({
  query,
  label = 'Search candidates',
  clearTo = '.',
}: {
  query: CandidateQuery
  label?: string
  clearTo?: string
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="grid grid-cols-2 gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-soft lg:grid-cols-[minmax(0,2.4fr)_repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      <div className="col-span-2 lg:col-span-1">
        <Label htmlFor="q">Search</Label>
        <TextInput
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={CANDIDATE_SEARCH_MAX}
          aria-describedby="q-hint"
        />
        <p id="q-hint" className="mt-1 text-xs text-slate-600">
          Name, e-mail, skills, cover letter, resume text or notes
        </p>
      </div>
      <div>
        <Label htmlFor="skill">Skill</Label>
        <TextInput id="skill" name="skill" defaultValue={query.skill} maxLength={40} />
      </div>
      <div>
        <Label htmlFor="years">At least (years)</Label>
        <TextInput
          id="years"
          name="years"
          type="number"
          min={0}
          max={YEARS_MAX}
          inputMode="numeric"
          defaultValue={query.years ?? ''}
        />
      </div>
      <div>
        <Label htmlFor="stage">Stage</Label>
        <SelectInput id="stage" name="stage" defaultValue={query.stage ?? ''}>
          <SelectOptions
            empty="Any stage"
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: humanize(s) }))}
          />
        </SelectInput>
      </div>
      <div>
        <Label htmlFor="since">Applied since</Label>
        <TextInput id="since" name="since" type="date" defaultValue={query.since ?? ''} />
      </div>
      {/* Level with the fields, below their labels (the search's hint makes its column taller). */}
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:mt-[1.625rem]">
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
        <Link to={clearTo} className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
    </Form>
  )
}
