import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'

/**
 * Merging another record of the same person (another address) into this one: its applications,
 * notes and shortlist entries move here; it stays as a pointer to this record. Audited.
 */
export function CandidateMergeForm({ candidateId, error }: { candidateId: number; error?: string }) {
  return (
    <Panel title="Merge a duplicate" id="merge-heading">
      <p className="text-sm text-slate-600">
        The same person applied from another address? Give that record’s number or address: its applications,
        notes and shortlists move to record #{candidateId}. Nothing is deleted.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="merge" />
        <div>
          <Label htmlFor="merge-other">Other record (number or e-mail)</Label>
          <TextInput
            id="merge-other"
            name="other"
            required
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'merge-error' : undefined}
          />
        </div>
        {error ? (
          <div id="merge-error">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        <ActionButton tone="secondary">Merge into this record</ActionButton>
      </Form>
    </Panel>
  )
}
