import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import {
  ClientQuoteForm,
  ClientQuoteSchema,
  RemovePanel,
  type ClientQuoteFormValues,
} from '~/features/team-page'
import {
  addClientQuote,
  getClientQuoteForEditing,
  listClientQuotesForAdmin,
  readContentForm,
  refused,
  type Reply,
  removeClientQuote,
  updateClientQuoteContent,
} from '~/features/team-page/index.server'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/client-quote-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.quote ? `Quote of ${loaderData.quote.personName}` : 'Add a quote'} | Client quotes | Brightpath admin`,
  },
]

async function quoteOf(params: { id?: string }) {
  if (params.id === undefined) return null
  const quote = await getClientQuoteForEditing(parseId(params.id))
  if (!quote) notFound()
  return quote
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const quote = await quoteOf(params)
  const count = (await listClientQuotesForAdmin()).length
  const values: ClientQuoteFormValues = quote
    ? {
        quote: quote.quote,
        text: quote.text,
        personName: quote.personName,
        personRole: quote.personRole,
        companyName: quote.companyName,
        rating: String(quote.rating),
        logoAlt: '',
        position: String(quote.position),
      }
    : {
        quote: '',
        text: '',
        personName: '',
        personRole: '',
        companyName: '',
        rating: '5',
        logoAlt: '',
        position: String(count + 1),
      }
  return {
    quote,
    values,
    count,
    saved: new URL(request.url).searchParams.get('saved') === 'saved' ? 'Saved.' : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  const quote = await quoteOf(params)
  const form = await readContentForm(request)
  // A logo refused as it streamed is answered at its field, beside what was typed.
  const uploadRefusal = form.ok ? null : form.code
  if (uploadRefusal === 'malformed') throw data({ message: 'Bad request' }, { status: 400 })

  if (form.formData.get('intent') === 'remove') {
    if (!quote) notFound()
    const removed = await removeClientQuote(quote.id, staff.username)
    if (!removed.ok) notFound()
    throw redirect('/admin/client-quotes?saved=removed')
  }

  const submission = parseWithZod(form.formData, { schema: ClientQuoteSchema, disableAutoCoercion: true })
  if (uploadRefusal) return refused(uploadRefusal, submission)
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 })
  const logo = form.ok ? form.file : null
  const saved = quote
    ? await updateClientQuoteContent(quote.id, submission.value, logo, staff.username)
    : await addClientQuote(submission.value, logo, staff.username)
  if (!saved.ok) return refused(saved.code, submission)
  throw redirect(`/admin/client-quotes/${saved.id}?saved=saved`)
}

export default function ClientQuoteEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, values, count, saved } = loaderData
  return (
    <>
      <BackLink to="/admin/client-quotes">All client quotes</BackLink>
      <PageHeading
        title={quote ? `Quote of ${quote.personName}` : 'Add a quote'}
        description={
          quote
            ? `On /portfolio at place ${quote.position} of ${count}.`
            : 'It appears on /portfolio once saved, at the place you give it.'
        }
      />
      {saved ? (
        <div className="mb-4">
          <Notice tone="success">{saved}</Notice>
        </div>
      ) : null}
      <ClientQuoteForm
        key={quote?.id ?? 'new'}
        values={values}
        lastResult={actionData?.result}
        quote={quote}
        count={count}
        saveLabel={quote ? 'Save' : 'Add the quote'}
      />
      {quote ? (
        <RemovePanel
          label="Remove this quote…"
          consequence="It leaves /portfolio (and its review data) at once; the quotes after it move up a place."
          confirm="Yes, remove the quote"
        />
      ) : null}
    </>
  )
}
