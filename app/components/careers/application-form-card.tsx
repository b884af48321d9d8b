import { useState } from 'react'
import { FormErrorBoundary } from '~/components/forms/form-error-boundary'
import type { applyPageCopy } from '~/content/forms'
import type { FormPageData } from '~/contracts/form-action-data'
import { FORM_MESSAGES } from '~/contracts/messages'
import { findPosition, type PositionOption } from '~/contracts/positions'
import { ApplicationForm } from './application-form'

export interface ApplicationFormCardProps {
  copy: Pick<
    typeof applyPageCopy,
    'formTitle' | 'formTitleForRole' | 'formIntro' | 'positionClosed' | 'privacyNote' | 'fallbackHelp'
  >
  /** Where a visitor writes when the form cannot be drawn. */
  careersEmail: string
  /** The open openings, with their screening questions. */
  positions: readonly PositionOption[]
  /** The role shown first: the one posted without JavaScript, else the one in the link. */
  initialPosition?: string
  /** The link named a role that is no longer open. */
  positionClosed: boolean
  sent: boolean
  sentReference?: string
  pageData?: FormPageData
  /** The signed fill-time token from the page's loader. */
  token: string
}

/** The application form with its heading, which names the role chosen as the visitor picks it. */
export function ApplicationFormCard({
  copy,
  careersEmail,
  positions,
  initialPosition,
  positionClosed,
  sent,
  sentReference,
  pageData,
  token,
}: ApplicationFormCardProps) {
  const [chosen, setChosen] = useState(initialPosition)
  const position = findPosition(positions, chosen)
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-10">
      <h2 id="application-form-title" className="text-h3 font-semibold">
        {position ? copy.formTitleForRole(position.title) : copy.formTitle}
      </h2>
      <p className="mt-2 mb-10 text-slate-600">{copy.formIntro}</p>
      {positionClosed && !chosen ? (
        <p className="-mt-4 mb-10 rounded-xl border border-navy-900/15 bg-slate-50 px-4 py-3 font-semibold text-navy-900">
          {copy.positionClosed}
        </p>
      ) : null}
      <FormErrorBoundary
        fallback={
          <div
            role="alert"
            className="rounded-card border border-danger-700/25 bg-danger-300/20 p-6 text-danger-700"
          >
            <p className="font-semibold">{FORM_MESSAGES.formCrashed}</p>
            <p className="mt-2 text-sm">
              {copy.fallbackHelp}{' '}
              <a className="font-semibold underline" href={`mailto:${careersEmail}`}>
                {careersEmail}
              </a>
              .
            </p>
          </div>
        }
      >
        <ApplicationForm
          privacyNote={copy.privacyNote}
          sent={sent}
          sentReference={sentReference}
          pageData={pageData}
          token={token}
          positions={positions}
          position={chosen}
          onPositionChange={setChosen}
          labelledBy="application-form-title"
        />
      </FormErrorBoundary>
    </div>
  )
}
