import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectOptions } from '~/components/ui/select-options'
import type { OpeningListCopy } from '~/content/careers'
import type { OpeningFilter } from '~/features/openings'

export interface FilterChoice {
  value: string
  label: string
}

export interface OpeningFilterChoices {
  departments: readonly FilterChoice[]
  locations: readonly FilterChoice[]
  workplaces: readonly FilterChoice[]
  types: readonly FilterChoice[]
}

/** The filters in the order they show, each with the URL parameter it sets and its list of choices. */
const FILTER_FIELDS = [
  { name: 'department', choices: 'departments' },
  { name: 'location', choices: 'locations' },
  { name: 'workplace', choices: 'workplaces' },
  { name: 'type', choices: 'types' },
] as const satisfies ReadonlyArray<{ name: keyof OpeningFilter; choices: keyof OpeningFilterChoices }>

const selectClass =
  'block w-full min-h-11 rounded-xl border border-line bg-ink px-3.5 py-2.5 text-[0.95rem] text-paper ' +
  'transition-[border-color,box-shadow] hover:border-white/35 focus:border-accent-400 focus:shadow-[0_0_0_4px_rgb(61_245_200/0.18)] focus:outline-none'

function FilterSelect({
  id,
  name,
  label,
  any,
  choices,
  value,
}: {
  id: string
  name: keyof OpeningFilter
  label: string
  any: string
  choices: readonly FilterChoice[]
  value: string | undefined
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-mist">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <SelectOptions empty={any} options={choices} />
      </select>
    </div>
  )
}

/**
 * The open roles' filters: a plain GET form, so the choice lives in the URL, can be shared, and
 * works without JavaScript.
 */
export function OpeningFilters({
  copy,
  choices,
  filter,
  filtered,
}: {
  copy: OpeningListCopy['filters']
  choices: OpeningFilterChoices
  filter: OpeningFilter
  filtered: boolean
}) {
  return (
    <form
      method="get"
      action="/careers#roles"
      role="search"
      aria-label={copy.label}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-card border border-line bg-navy-900/70 p-4 sm:gap-x-4 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      {FILTER_FIELDS.map(({ name, choices: list }) => (
        <FilterSelect
          key={name}
          id={`filter-${name}`}
          name={name}
          label={copy[name]}
          any={copy.any}
          choices={choices[list]}
          value={filter[name]}
        />
      ))}
      <div className="col-span-2 flex flex-wrap items-center gap-x-5 gap-y-2 lg:col-span-1">
        <Button type="submit">{copy.submit}</Button>
        {filtered ? (
          <Link
            to="/careers#roles"
            className="min-h-11 content-center text-[0.95rem] font-semibold text-accent-400 underline-offset-4 hover:text-accent-300 hover:underline"
          >
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </form>
  )
}
