import { getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { ActionButton, Label, Notice, TextArea } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { formProps } from '~/components/forms/form-props'
import { useHydrated } from '~/components/ui/use-hydrated'
import { clientShortlistCopy as copy } from '~/content/client-shortlist'
import { longDate } from '~/contracts/shortlists'
import type { ClientBrief } from '../client-brief'
import { SHARE_NOTE_MAX, SHORTLIST_PROBLEMS, type ClientShortlistEntry } from '../contract'
import { ClientCandidateCard } from './client-candidate-card'

/** What the share preview says before the form: an earlier answer, the link it ends, the owner it makes. */
export function ShareNotices({
  answeredAt,
  liveLink,
  becomesOwner,
  refusal,
  briefId,
  awaitingNames = [],
}: {
  answeredAt: string | null
  liveLink: { createdAt: string } | null
  becomesOwner: boolean
  /** Candidates the client will not see until they agree to be put forward. */
  awaitingNames?: readonly string[]
  refusal:
    | { code: 'nothing-to-share' }
    | { code: 'awaiting-candidates' }
    | { code: 'incomplete'; names: string[]; entries: { id: number; name: string }[] }
    | null
  briefId: number
}) {
  const notes = [
    answeredAt
      ? `The client answered on ${longDate(answeredAt)}; this sends an updated shortlist, with their answers kept.`
      : null,
    liveLink
      ? `The link sent ${formatDateTime(liveLink.createdAt)} stops working when you send: the e-mail carries a new one.`
      : null,
    becomesOwner
      ? 'Nobody owns this brief yet: sending makes you its owner, so the client’s replies come to you.'
      : null,
    awaitingNames.length && refusal?.code !== 'awaiting-candidates'
      ? `Not on the client’s page until they agree to be put forward: ${awaitingNames.join(', ')}. They appear there once they say yes, without sharing again.`
      : null,
  ].filter((note): note is string => note !== null)
  return (
    <div className="mb-6 space-y-3">
      {refusal?.code === 'incomplete' ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger-700">
          <p>Not ready to send: every proposed candidate needs a rate, an availability and a pitch first.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {refusal.entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={`/admin/hire-briefs/${briefId}/shortlist/${entry.id}`}
                  className="font-semibold underline underline-offset-2"
                >
                  Write {entry.name}’s rate, availability and pitch
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {refusal?.code === 'awaiting-candidates' ? (
        <Notice tone="error">{SHORTLIST_PROBLEMS.awaitingCandidates}</Notice>
      ) : null}
      {refusal?.code === 'nothing-to-share' ? (
        <Notice tone="error">Not ready to send: add candidates to the shortlist first.</Notice>
      ) : null}
      {notes.length ? (
        <ul
          aria-label="Before you send"
          className="space-y-1.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {notes.map((note) => (
            <li key={note} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-600" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * The share preview's form: who the e-mail goes to and whom replies reach, the personal note, and
 * "Send". Without JavaScript, "Update preview" posts the note and the page draws the e-mail with
 * it; with JavaScript the e-mail follows the note as it is typed (`onNoteChange`).
 */
export function ShareForm({
  recipient,
  owner,
  lastResult,
  canSend,
  onNoteChange,
}: {
  recipient: { name: string; email: string }
  owner: { name: string; email: string } | null
  lastResult?: SubmissionResult<string[]>
  canSend: boolean
  onNoteChange: (note: string) => void
}) {
  const enhanced = useHydrated()
  const [form, fields] = useForm<{ intent: string; note: string }>({
    id: 'share-shortlist',
    lastResult,
    shouldRevalidate: 'onInput',
  })
  const noteError = fields.note.errors?.[0]
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note)
  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="share-heading" className="text-lg font-semibold tracking-tight">
        Who it goes to
      </h2>
      <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-600">To</dt>
        <dd className="break-words">
          <span className="font-semibold">{recipient.name}</span>
          <span className="block text-slate-600">{recipient.email}</span>
        </dd>
        <dt className="text-slate-600">Replies reach</dt>
        <dd className="break-words">
          {owner ? (
            <>
              <span className="font-semibold">{owner.name}</span>
              <span className="block text-slate-600">{owner.email}</span>
            </>
          ) : (
            <span className="text-slate-600">
              Nobody: the brief’s owner cannot be reached by e-mail, so the e-mail gives the phone and the
              general address instead.
            </span>
          )}
        </dd>
      </dl>
      <Form method="post" {...formProps(form, enhanced)} className="mt-5 space-y-4">
        {form.errors?.length ? <Notice tone="error">{form.errors[0]}</Notice> : null}
        <div>
          <Label htmlFor={fields.note.id}>Personal note (optional)</Label>
          <TextArea
            key={noteKey}
            {...noteProps}
            maxLength={SHARE_NOTE_MAX}
            rows={5}
            className="min-h-32"
            placeholder="For example: As promised on our call, here are the two engineers we discussed."
            onInput={(event) => onNoteChange(event.currentTarget.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${fields.note.errorId} share-note-hint` : 'share-note-hint'}
          />
          <p id="share-note-hint" className="mt-1.5 text-xs text-slate-600">
            Up to {SHARE_NOTE_MAX} characters, at the top of the e-mail, signed with your name.
          </p>
          {noteError ? (
            <p id={fields.note.errorId} className="mt-1.5 text-sm font-medium text-danger-700">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canSend ? (
            <ActionButton name="intent" value="send">
              Send
            </ActionButton>
          ) : null}
          {/* Without JavaScript the e-mail shows a note once it is posted; with it, as it is typed. */}
          {enhanced ? null : (
            <ActionButton tone="secondary" name="intent" value="preview" formNoValidate>
              Update preview
            </ActionButton>
          )}
        </div>
      </Form>
    </section>
  )
}

/**
 * The client's page as the client will see it once shared, in a frame: its introduction, the
 * candidates (nothing to post here) and what it says about privacy and the link's time.
 */
export function ClientPagePreview({
  brief,
  entries,
  expiresAt,
}: {
  brief: ClientBrief
  entries: ClientShortlistEntry[]
  expiresAt: string
}) {
  return (
    <section aria-labelledby="client-page-heading" className="mt-8">
      <h2 id="client-page-heading" className="text-lg font-semibold tracking-tight">
        The client’s page, as they will see it
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Example times are in {brief.timeZone.label}. Nothing can be answered from this preview.
      </p>
      <div className="mt-3 overflow-hidden rounded-card border border-slate-300 bg-slate-100 shadow-soft">
        <div
          aria-hidden="true"
          className="flex items-center gap-2 border-b border-slate-300 bg-slate-200/70 px-4 py-2"
        >
          <span className="size-2.5 rounded-full bg-slate-400" />
          <span className="size-2.5 rounded-full bg-slate-400" />
          <span className="size-2.5 rounded-full bg-slate-400" />
          <span className="ml-2 truncate rounded-pill bg-white px-3 py-0.5 text-xs text-slate-600">
            /shortlist/…
          </span>
        </div>
        {/* The answer forms are drawn as the client sees them; in the preview they post nothing. */}
        <div>
          <div className="bg-navy-950 px-5 py-8 text-paper sm:px-8 sm:py-10">
            <p className="text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">{copy.kicker}</p>
            <p className="mt-3 text-2xl font-semibold sm:text-3xl">{copy.title(brief.company)}</p>
            <p className="mt-3 max-w-2xl text-[0.95rem] text-mist">
              {copy.intro(brief.contactName, brief.need, brief.reference)}
            </p>
          </div>
          <div className="light space-y-5 bg-slate-50 p-3 text-navy-900 sm:p-8">
            {entries.length === 0 ? <p className="text-lg text-slate-700">{copy.empty}</p> : null}
            {entries.map((candidate) => (
              <ClientCandidateCard
                key={candidate.id}
                candidate={candidate}
                zoneLabel={brief.timeZone.label}
                preview
              />
            ))}
            <div className="rounded-card bg-white p-5 text-sm text-slate-700">
              <p>{copy.privacy}</p>
              <p className="mt-2">
                {copy.validUntil} {longDate(expiresAt)}.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
