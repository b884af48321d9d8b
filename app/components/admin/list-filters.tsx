import { Form, Link } from 'react-router'
import { buttonClass, Label, SelectInput, TextInput } from './controls'
import { SelectOptions, type SelectOption } from '~/components/ui/select-options'
import { cn } from '~/lib/cn'
import { humanize } from './format'

/** A select of this list only, placed after the status: its URL parameter (and id) and choices. */
export interface ListFilterSelect {
  name: string
  label: string
  /** The first choice, which filters nothing, e.g. "Any role". */
  any: string
  value?: string
  options: ReadonlyArray<SelectOption>
}

/** A checkbox sending `name=1` when ticked, e.g. "Assigned to me". */
export interface ListFilterCheckbox {
  name: string
  label: string
  checked: boolean
}

interface ListFiltersProps<S extends string> {
  query: { q?: string; status?: S; from?: string; to?: string }
  statuses: readonly S[]
  /**
   * What the status filter is called: "Stage" for records that move through stages (applications,
   * briefs); "Status" (the default) for those only marked (contact messages).
   */
  statusName?: 'Status' | 'Stage'
  /** How each status reads; its humanized name when not given. */
  statusLabels?: Readonly<Record<S, string>>
  /** The form's accessible name. */
  label?: string
  /** What the search box looks in, e.g. "name, email, subject or message". */
  searchHint: string
  selects?: readonly ListFilterSelect[]
  /** False for a list without arrival days to filter by. */
  dayRange?: boolean
  checkbox?: ListFilterCheckbox
  exportHref?: string
}

interface GridLayout {
  form: string
  search: string
  actions: string
}

/** Search, a column for each filter between it and the buttons, all on one row from lg up. */
const ONE_ROW = {
  search: 'col-span-2 lg:col-span-1',
  actions: 'col-span-2 flex flex-wrap gap-2 lg:col-span-1',
} as const

const ONE_ROW_COLUMNS: Record<2 | 3 | 4, string> = {
  2: 'lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end',
  3: 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end',
  4: 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end',
}

/**
 * More filters than one row holds (the hiring briefs' six and a checkbox): the filters that do not
 * fit, the checkbox and the buttons go on a second row.
 */
const TWO_ROWS: GridLayout = {
  form: 'lg:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))] xl:items-end',
  search: 'col-span-2 xl:col-span-1',
  actions: 'col-span-2 flex flex-wrap gap-2 lg:col-span-3 xl:col-span-4',
}

function gridFor(columns: number, checkbox: boolean): GridLayout {
  if (checkbox || (columns !== 2 && columns !== 3 && columns !== 4)) return TWO_ROWS
  return { ...ONE_ROW, form: ONE_ROW_COLUMNS[columns] }
}

function FilterSelect({ name, label, any, value, options }: ListFilterSelect) {
  return (
    <div className="col-span-2 lg:col-span-1">
      <Label htmlFor={name}>{label}</Label>
      <SelectInput id={name} name={name} defaultValue={value ?? ''}>
        <SelectOptions empty={any} options={options} />
      </SelectInput>
    </div>
  )
}

/**
 * An admin list's filters: search, status, the list's own selects, the arrival days. A GET form:
 * the filters live in the URL, so they work without JavaScript and can be shared.
 */
export function ListFilters<S extends string>({
  query,
  statuses,
  statusLabels,
  statusName = 'Status',
  label = 'Filter the list',
  searchHint,
  selects = [],
  dayRange = true,
  checkbox,
  exportHref,
}: ListFiltersProps<S>) {
  const grid = gridFor(1 + selects.length + (dayRange ? 2 : 0), Boolean(checkbox))
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={cn(
        'grid grid-cols-2 gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-soft',
        grid.form,
      )}
    >
      <div className={grid.search}>
        <Label htmlFor="q">Search</Label>
        <TextInput
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={searchHint}
          maxLength={200}
        />
      </div>
      <FilterSelect
        name="status"
        label={statusName}
        any={`Any ${statusName.toLowerCase()}`}
        value={query.status}
        options={statuses.map((s) => ({ value: s, label: statusLabels?.[s] ?? humanize(s) }))}
      />
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} />
      ))}
      {dayRange ? (
        <>
          <div>
            <Label htmlFor="from">From</Label>
            <TextInput id="from" name="from" type="date" defaultValue={query.from ?? ''} />
          </div>
          <div>
            <Label htmlFor="to">To</Label>
            <TextInput id="to" name="to" type="date" defaultValue={query.to ?? ''} />
          </div>
        </>
      ) : null}
      {checkbox ? (
        <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-semibold lg:col-span-1">
          <input
            type="checkbox"
            name={checkbox.name}
            value="1"
            defaultChecked={checkbox.checked}
            className="size-5"
          />
          {checkbox.label}
        </label>
      ) : null}
      <div className={grid.actions}>
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to="." className={buttonClass('secondary')}>
          Clear
        </Link>
        {exportHref ? (
          <a href={exportHref} className={buttonClass('secondary')} download>
            Export CSV
          </a>
        ) : null}
      </div>
    </Form>
  )
}
