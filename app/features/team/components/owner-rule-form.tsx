import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import {
  OWNED_WORK,
  OWNER_POOLS,
  OWNER_RULE_FIELDS,
  OWNER_RULE_LABELS,
  OwnerRuleFormSchema,
  staffName,
  type OwnedWork,
  type OwnerChoice,
  type OwnerRule,
  type StaffNames,
} from '../contract'
import { ActionButton, Label, SelectInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'

const CONSTRAINT = getZodConstraint(OwnerRuleFormSchema)
const POOL_NAMES: Record<OwnedWork, string> = { briefs: 'Sales member', applications: 'Recruiter' }
const WORK_NAMES: Record<OwnedWork, string> = { briefs: 'briefs', applications: 'applications' }

/** The stored rule as the form's values: a named member who can still own the work, else round-robin. */
function formValue(rule: OwnerRule, choices: Record<OwnedWork, OwnerChoice[]>, work: OwnedWork): string {
  const chosen = rule[work]
  return chosen.mode === 'member' && choices[work].some((c) => c.username === chosen.member)
    ? chosen.member
    : ''
}

/** What the rule does now, when that is not what the owner chose or not what they may expect. */
function caveat(rule: OwnerRule, choices: OwnerChoice[], names: StaffNames, work: OwnedWork): string | null {
  const chosen = rule[work]
  const pool = choices.filter((c) => c.role === OWNER_POOLS[work].role)
  const nobody = pool.length === 0
  if (chosen.mode === 'member' && !choices.some((c) => c.username === chosen.member)) {
    const who = staffName(names, chosen.member)
    return nobody
      ? `${who} can no longer own ${WORK_NAMES[work]}, and no ${POOL_NAMES[work]} is active: new ${WORK_NAMES[work]} have no owner.`
      : `${who} can no longer own ${WORK_NAMES[work]}, so new ones go round-robin until you choose again.`
  }
  if (chosen.mode === 'round-robin' && nobody) {
    return `No ${POOL_NAMES[work]} is active yet: new ${WORK_NAMES[work]} have no owner until one is, or until you name a member.`
  }
  return null
}

/**
 * Who owns new work: for hiring briefs and for applications (when the opening names no recruiter),
 * round-robin among the role's active members or one named member. Posts through Conform with the
 * team contract's schema; the reply's errors show at the field.
 */
export function OwnerRuleForm({
  rule,
  choices,
  names,
  lastResult,
}: {
  rule: OwnerRule
  choices: Record<OwnedWork, OwnerChoice[]>
  names: StaffNames
  /** The action's reply, when it answered this form. */
  lastResult?: SubmissionResult<string[]>
}) {
  const enhanced = useHydrated()
  const defaults = {
    briefOwner: formValue(rule, choices, 'briefs'),
    applicationOwner: formValue(rule, choices, 'applications'),
  }
  const [form, fields] = useForm({
    id: 'owner-rule',
    lastResult,
    defaultValue: defaults,
    constraint: CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OwnerRuleFormSchema }),
  })
  return (
    <Panel title="Who owns new work" id="owner-rule-heading">
      <p className="text-sm text-slate-600">
        Each hiring brief and application gets an owner when it arrives: the member who acts on it. Changing
        the rule changes nothing already owned.
      </p>
      <Form
        method="post"
        {...formProps(form, enhanced)}
        // A saved rule comes back from the loader: the form starts again from it.
        key={JSON.stringify(defaults)}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="owner-rule" />
        <div className="grid items-start gap-4 md:grid-cols-2">
          {OWNED_WORK.map((work) => {
            const field = fields[OWNER_RULE_FIELDS[work]]
            const note = caveat(rule, choices[work], names, work)
            const hintId = `${field.id}-hint`
            const errors = field.errors
            const describedBy = [
              hintId,
              note ? `${field.id}-note` : null,
              errors?.length ? field.errorId : null,
            ]
            return (
              <div key={work}>
                <Label htmlFor={field.id}>{OWNER_RULE_LABELS[work].label}</Label>
                <SelectInput
                  id={field.id}
                  name={field.name}
                  defaultValue={defaults[OWNER_RULE_FIELDS[work]]}
                  aria-invalid={errors?.length ? true : undefined}
                  aria-describedby={describedBy.filter(Boolean).join(' ')}
                >
                  <option value="">{OWNER_RULE_LABELS[work].roundRobin}</option>
                  {choices[work].length ? (
                    <optgroup label="One named member">
                      {choices[work].map((choice) => (
                        <option key={choice.username} value={choice.username}>
                          {choice.role === OWNER_POOLS[work].role
                            ? choice.name
                            : `${choice.name} (${STAFF_ROLE_LABELS[choice.role]})`}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </SelectInput>
                <p id={hintId} className="mt-1.5 text-xs text-slate-600">
                  {OWNER_RULE_LABELS[work].hint}
                </p>
                {note ? (
                  <p id={`${field.id}-note`} className="mt-1.5 text-sm font-medium text-amber-900">
                    {note}
                  </p>
                ) : null}
                {errors?.length ? (
                  <ul id={field.errorId} className="mt-1.5 text-sm font-medium text-danger-700">
                    {errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            )
          })}
        </div>
        <ActionButton tone="secondary">Save the owner rule</ActionButton>
      </Form>
    </Panel>
  )
}
