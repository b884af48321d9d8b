import { subscriptionCopy as copy } from '~/content/subscriptions'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORKPLACE_LABELS, WORKPLACES } from '~/features/openings'
import { SUBSCRIPTION_FREQUENCIES, type SubscriptionChoices } from '../contract'

/** The careers filters' field look (components/careers/opening-filters.tsx): one set of classes, no new CSS. */
export const fieldClass =
  'block w-full min-h-11 rounded-xl border border-line bg-ink px-3.5 py-2.5 text-[0.95rem] text-paper ' +
  'transition-[border-color,box-shadow] hover:border-white/35 focus:border-accent-400 focus:shadow-[0_0_0_4px_rgb(61_245_200/0.18)] focus:outline-none'

/**
 * The same without the colour transition, for the fields in the footer's closed <details>: a closed
 * details skips its content as content-visibility does, and on a fresh load its fields ran their
 * border transitions from the browser's defaults when app.css arrived (e2e/public-site/below-the-fold).
 */
const quietFieldClass =
  'block w-full min-h-11 rounded-xl border border-line bg-ink px-3.5 py-2.5 text-[0.95rem] text-paper ' +
  'hover:border-white/35 focus:border-accent-400 focus:shadow-[0_0_0_4px_rgb(61_245_200/0.18)] focus:outline-none'

const labelClass = 'text-sm font-semibold text-mist'

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** "New openings" and "New insights": at least one. */
export function WhatToReceive({ prefix, choices }: { prefix: string; choices?: SubscriptionChoices }) {
  return (
    <fieldset className="space-y-1">
      <legend className={labelClass}>{copy.form.what}</legend>
      {(['openings', 'insights'] as const).map((name) => (
        <label key={name} className="flex min-h-9 items-center gap-2 text-sm text-mist">
          <input
            type="checkbox"
            id={`${prefix}-${name}`}
            name={name}
            defaultChecked={choices ? choices[name] : name === 'openings'}
          />
          {copy.form[name]}
        </label>
      ))}
    </fieldset>
  )
}

export interface FilterLists {
  departments: readonly string[]
  locations: readonly string[]
}

function TextOrList({
  id,
  name,
  value,
  list,
}: {
  id: string
  name: string
  value: string | null | undefined
  list?: readonly string[]
}) {
  if (!list) {
    return (
      <input
        id={id}
        name={name}
        type="text"
        maxLength={80}
        defaultValue={value ?? ''}
        className={quietFieldClass}
      />
    )
  }
  const options = value && !list.includes(value) ? [value, ...list] : list
  return (
    <select id={id} name={name} defaultValue={value ?? ''} className={quietFieldClass}>
      <option value="">{copy.form.any}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  )
}

/**
 * The careers filters an opening must match (each "Any" by default) and how often. In the footer
 * the department and location are typed (the page is static HTML); the preferences page lists the
 * open openings' own.
 */
export function OpeningFilterFields({
  prefix,
  choices,
  lists,
}: {
  prefix: string
  choices?: SubscriptionChoices
  lists?: FilterLists
}) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
      <Field id={`${prefix}-department`} label={copy.form.department}>
        <TextOrList
          id={`${prefix}-department`}
          name="department"
          value={choices?.department}
          list={lists?.departments}
        />
      </Field>
      <Field id={`${prefix}-location`} label={copy.form.location}>
        <TextOrList
          id={`${prefix}-location`}
          name="location"
          value={choices?.location}
          list={lists?.locations}
        />
      </Field>
      <Field id={`${prefix}-workplace`} label={copy.form.workplace}>
        <select
          id={`${prefix}-workplace`}
          name="workplace"
          defaultValue={choices?.workplace ?? ''}
          className={quietFieldClass}
        >
          <option value="">{copy.form.any}</option>
          {WORKPLACES.map((value) => (
            <option key={value} value={value}>
              {WORKPLACE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}-type`} label={copy.form.type}>
        <select
          id={`${prefix}-type`}
          name="type"
          defaultValue={choices?.employmentType ?? ''}
          className={quietFieldClass}
        >
          <option value="">{copy.form.any}</option>
          {EMPLOYMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {EMPLOYMENT_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="col-span-2">
        <Field id={`${prefix}-frequency`} label={copy.form.frequency}>
          <select
            id={`${prefix}-frequency`}
            name="frequency"
            defaultValue={choices?.frequency ?? 'instant'}
            className={quietFieldClass}
          >
            {SUBSCRIPTION_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {copy.form.frequencies[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  )
}
