import type { FieldMetadata } from '@conform-to/react'
import type { ChangeEvent } from 'react'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { OWNER_POOLS, OWNER_RULE_LABELS, type OwnedWork, type OwnerChoice } from '../contract'
import { SelectInput } from '~/components/admin/controls'

/** Choosing a member picks "One named member" too (without JavaScript the owner ticks it). */
function pickNamed(event: ChangeEvent<HTMLSelectElement>, modeName: string) {
  const mode = event.currentTarget.form?.elements.namedItem(modeName)
  if (mode instanceof RadioNodeList && event.currentTarget.value) mode.value = 'member'
}

function Errors({ field }: { field: FieldMetadata<string> }) {
  if (!field.errors?.length) return null
  return (
    <ul id={field.errorId} className="mt-1.5 text-sm font-medium text-danger-700">
      {field.errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

const radio = 'mt-0.5 size-5 shrink-0 accent-navy-900'

/** One kind of work's rule: round-robin in its role, or one named member from a select. */
export function WorkOwnerFieldset({
  work,
  mode,
  member,
  choices,
  note,
}: {
  work: OwnedWork
  mode: FieldMetadata<string>
  member: FieldMetadata<string>
  choices: OwnerChoice[]
  note: string | null
}) {
  const labels = OWNER_RULE_LABELS[work]
  const hintId = `${mode.id}-hint`
  const noteId = `${mode.id}-note`
  return (
    <fieldset
      className="min-w-0 rounded-xl border border-slate-200 p-4"
      aria-describedby={
        [note ? noteId : null, mode.errors?.length ? mode.errorId : null].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">{labels.legend}</legend>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="radio"
          name={mode.name}
          value="round-robin"
          defaultChecked={mode.initialValue === 'round-robin'}
          aria-describedby={hintId}
          className={radio}
        />
        <span>{labels.roundRobin}</span>
      </label>
      <p id={hintId} className="mt-1 ml-8 text-xs text-slate-600">
        {labels.hint}
      </p>
      <label className="mt-3 flex items-start gap-3 text-sm">
        <input
          type="radio"
          name={mode.name}
          value="member"
          defaultChecked={mode.initialValue === 'member'}
          className={radio}
        />
        <span>One named member</span>
      </label>
      <div className="mt-2 ml-8">
        <label htmlFor={member.id} className="sr-only">
          {labels.member}
        </label>
        <SelectInput
          id={member.id}
          name={member.name}
          defaultValue={member.initialValue ?? ''}
          onChange={(event) => pickNamed(event, mode.name)}
          aria-invalid={member.errors?.length ? true : undefined}
          aria-describedby={member.errors?.length ? member.errorId : undefined}
        >
          <option value="">Choose a member</option>
          {choices.map((choice) => (
            <option key={choice.username} value={choice.username}>
              {choice.role === OWNER_POOLS[work].role
                ? choice.name
                : `${choice.name} (${STAFF_ROLE_LABELS[choice.role]})`}
            </option>
          ))}
        </SelectInput>
        <Errors field={member} />
      </div>
      <Errors field={mode} />
      {note ? (
        <p id={noteId} className="mt-3 text-sm font-medium text-amber-900">
          {note}
        </p>
      ) : null}
    </fieldset>
  )
}
