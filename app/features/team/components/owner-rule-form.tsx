import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import {
  OWNED_WORK,
  OWNER_POOLS,
  OWNER_RULE_FIELDS,
  OwnerRuleFormSchema,
  staffName,
  type OwnedWork,
  type OwnerChoice,
  type OwnerRule,
  type OwnerRuleFormInput,
  type StaffNames,
} from '../contract'
import { ActionButton } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'
import { WorkOwnerFieldset } from './work-owner-fieldset'

const CONSTRAINT = getZodConstraint(OwnerRuleFormSchema)
const POOL_NAMES: Record<OwnedWork, string> = { briefs: 'Sales member', applications: 'Recruiter' }
const WORK_NAMES: Record<OwnedWork, string> = { briefs: 'hiring briefs', applications: 'applications' }

/** The stored rule as the form's values: a named member who can still own the work, else round-robin. */
type RuleValues = Omit<OwnerRuleFormInput, 'intent'>

function formValues(rule: OwnerRule, choices: Record<OwnedWork, OwnerChoice[]>): RuleValues {
  const named = (work: OwnedWork) => {
    const chosen = rule[work]
    return chosen.mode === 'member' && choices[work].some((c) => c.username === chosen.member)
      ? chosen.member
      : null
  }
  const [brief, application] = [named('briefs'), named('applications')]
  return {
    briefMode: brief ? 'member' : 'round-robin',
    briefMember: brief ?? '',
    applicationMode: application ? 'member' : 'round-robin',
    applicationMember: application ?? '',
  }
}

/** What the rule does now, when that is not what the owner chose or not what they may expect. */
function caveat(rule: OwnerRule, choices: OwnerChoice[], names: StaffNames, work: OwnedWork): string | null {
  const chosen = rule[work]
  const nobody = !choices.some((c) => c.role === OWNER_POOLS[work].role)
  if (chosen.mode === 'member' && !choices.some((c) => c.username === chosen.member)) {
    const who = staffName(names, chosen.member)
    return nobody
      ? `${who} can no longer own ${WORK_NAMES[work]}, and no ${POOL_NAMES[work]} is active: new ones have no owner.`
      : `${who} can no longer own ${WORK_NAMES[work]}, so new ones go round-robin until you choose again.`
  }
  if (chosen.mode === 'round-robin' && nobody) {
    return `No ${POOL_NAMES[work]} is active yet: new ones have no owner until one is, or until you name a member.`
  }
  return null
}

interface OwnerRuleFormProps {
  rule: OwnerRule
  choices: Record<OwnedWork, OwnerChoice[]>
  names: StaffNames
  /** The action's reply, when it answered this form. */
  lastResult?: SubmissionResult<string[]>
}

function RuleForm({
  rule,
  choices,
  names,
  lastResult,
  defaults,
}: OwnerRuleFormProps & { defaults: RuleValues }) {
  const enhanced = useHydrated()
  const [form, fields] = useForm<OwnerRuleFormInput>({
    id: 'owner-rule',
    lastResult,
    defaultValue: defaults,
    constraint: CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // As the action parses it: an empty select stays empty, not a missing value.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: OwnerRuleFormSchema, disableAutoCoercion: true }),
  })
  return (
    <Form method="post" {...formProps(form, enhanced)} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="owner-rule" />
      <div className="grid items-start gap-4 md:grid-cols-2">
        {OWNED_WORK.map((work) => (
          <WorkOwnerFieldset
            key={work}
            work={work}
            mode={fields[OWNER_RULE_FIELDS[work].mode]}
            member={fields[OWNER_RULE_FIELDS[work].member]}
            choices={choices[work]}
            note={caveat(rule, choices[work], names, work)}
          />
        ))}
      </div>
      <ActionButton tone="secondary">Save the owner rule</ActionButton>
    </Form>
  )
}

/**
 * Who owns new work: for hiring briefs and for applications (when the opening names no recruiter),
 * round-robin among the role's active members or one named member. Posts through Conform with the
 * team contract's schema; the reply's errors show at the field, with what was chosen.
 */
export function OwnerRuleForm(props: OwnerRuleFormProps) {
  const defaults = formValues(props.rule, props.choices)
  return (
    <Panel title="Who owns new work" id="owner-rule-heading">
      <p className="text-sm text-slate-600">
        Each hiring brief and application gets an owner when it arrives: the member who acts on it. Changing
        the rule changes nothing already owned.
      </p>
      {/* A saved rule comes back from the loader: the form and its state start again from it. */}
      <RuleForm key={JSON.stringify(defaults)} {...props} defaults={defaults} />
    </Panel>
  )
}
