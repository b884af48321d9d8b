import { getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'
import { CandidateMergeSchema } from '~/contracts/candidates'

const CONSTRAINT = getZodConstraint(CandidateMergeSchema)

/**
 * Merging another record of the same person (another address) into this one: its applications,
 * notes and shortlist entries move here; it stays as a pointer to this record. Audited. Posts
 * through Conform with the contract's schema; without JavaScript a plain post whose reply shows
 * the error at the field.
 */
export function CandidateMergeForm({
  candidateId,
  lastResult,
}: {
  candidateId: number
  lastResult?: SubmissionResult<string[]>
}) {
  const enhanced = useHydrated()
  const [form, fields] = useForm({
    id: 'candidate-merge',
    lastResult,
    constraint: CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CandidateMergeSchema }),
  })
  const error = fields.other.errors?.[0]
  const { key: otherKey, ...otherProps } = getInputProps(fields.other, { type: 'text' })
  return (
    <Panel title="Merge a duplicate" id="merge-heading">
      <p className="text-sm text-slate-600">
        The same person applied from another address? Give that record’s number or address: its applications,
        notes and shortlists move to record #{candidateId}. Nothing is deleted.
      </p>
      <Form method="post" {...formProps(form, enhanced)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="merge" />
        <div>
          <Label htmlFor={fields.other.id}>Other record (number or e-mail)</Label>
          <TextInput
            key={otherKey}
            {...otherProps}
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fields.other.errorId : undefined}
          />
        </div>
        {error ? (
          <div id={fields.other.errorId}>
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        <ActionButton tone="secondary">Merge into this record</ActionButton>
      </Form>
    </Panel>
  )
}
