import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton, buttonClass, Label, Notice, SelectInput } from '~/components/admin/controls'
import { formatDateTime, humanize } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import {
  DELAYED_STAGE,
  recordKindsFor,
  StageTemplatesForm,
  TEMPLATE_STAGES,
  type TemplateStage,
} from '~/features/email'
import { RECORD_KIND_LABELS } from '~/contracts/records'
import { durationInWords } from '~/lib/plural'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getConfig } from '~/server/config.server'
import { listEmailTemplates, setStageTemplates } from '~/features/email/index.server'
import type { Route } from './+types/templates'

export const meta = () => [{ title: 'E-mail templates | Brightpath admin' }]

const COLUMNS = ['Name', 'Subject', 'Fits', 'Offered for', 'Last change']

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'templates.manage')
  const templates = await listEmailTemplates()
  return {
    templates: templates.map((t) => ({
      id: t.id,
      name: t.name,
      subject: t.subject,
      fits: recordKindsFor(t.subject, t.body),
      stage: t.defaultForStatus,
      updatedAt: t.updatedAt,
      updatedBy: t.updatedBy,
    })),
    rejectionDelay: durationInWords(getConfig().REJECTION_EMAIL_DELAY),
    saved: new URL(request.url).searchParams.get('saved'),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'templates.manage')
  requireSameOrigin(request)
  const formData = await request.formData()
  // The page sends every stage's choice; a post without one was not sent by it.
  if (TEMPLATE_STAGES.some((stage) => !formData.has(stage)))
    throw data({ message: 'Bad request' }, { status: 400 })
  const submission = parseWithZod(formData, { schema: StageTemplatesForm })
  if (submission.status !== 'success') throw data({ message: 'Bad request' }, { status: 400 })
  const chosen = Object.fromEntries(
    TEMPLATE_STAGES.map((stage) => [stage, submission.value[stage] ?? '']),
  ) as Record<TemplateStage, number | ''>
  const refused = await setStageTemplates(chosen, staff.username)
  if (refused) return data({ result: submission.reply({ formErrors: [refused.error] }) }, { status: 400 })
  throw redirect('/admin/templates?saved=stages')
}

const SAVED: Record<string, string> = {
  stages: 'Saved: each stage offers the template chosen for it.',
  deleted: 'Template deleted.',
}

export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = useForm({ id: 'stage-templates', lastResult: actionData?.result })
  const stagesError = form.errors?.[0]
  const { templates, rejectionDelay, saved } = loaderData
  const forApplications = templates.filter((t) => t.fits.includes('application'))
  return (
    <>
      <PageHeading
        title="E-mail templates"
        description="What staff start from when they e-mail a candidate or a client from a record. Anyone who may send e-mail uses them; owners edit them."
      >
        <Link to="/admin/templates/new" className={buttonClass('primary')}>
          New template
        </Link>
      </PageHeading>
      <div className="space-y-8">
        {saved && SAVED[saved] ? <Notice tone="success">{SAVED[saved]}</Notice> : null}
        <ResponsiveTable caption="E-mail templates" columns={COLUMNS} minWidth="md:min-w-[56rem]">
          {templates.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>No templates yet.</EmptyRow> : null}
          {templates.map((t) => (
            <Row key={t.id}>
              <Cell label="Name" header className="md:w-56">
                <Link
                  to={`/admin/templates/${t.id}`}
                  className="text-navy-900 underline-offset-2 hover:underline"
                >
                  {t.name}
                </Link>
              </Cell>
              <Cell label="Subject">{t.subject}</Cell>
              <Cell label="Fits">{t.fits.map((kind) => RECORD_KIND_LABELS[kind]).join(', ') || '—'}</Cell>
              <Cell label="Offered for">{t.stage ? humanize(t.stage) : '—'}</Cell>
              <Cell label="Last change" className="whitespace-nowrap text-slate-600">
                {formatDateTime(t.updatedAt)}
                {t.updatedBy ? ` by ${t.updatedBy}` : ''}
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>

        <section
          aria-labelledby="stages-heading"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-soft"
        >
          <h2 id="stages-heading" className="text-lg font-semibold tracking-tight">
            Offered when an application moves to a stage
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            After staff move applications to one of these stages, the admin offers to send its template. It is
            never sent without them choosing to. The {humanize(DELAYED_STAGE).toLowerCase()} e-mail waits{' '}
            {rejectionDelay} before it leaves, and can be cancelled on the application&apos;s timeline until
            then.
          </p>
          <Form id={form.id} method="post" className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {TEMPLATE_STAGES.map((stage) => (
                <div key={stage}>
                  <Label htmlFor={`stage-${stage}`}>{humanize(stage)}</Label>
                  <SelectInput
                    id={`stage-${stage}`}
                    name={stage}
                    defaultValue={templates.find((t) => t.stage === stage)?.id ?? ''}
                  >
                    <option value="">No e-mail</option>
                    {forApplications.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </SelectInput>
                </div>
              ))}
            </div>
            {stagesError ? <Notice tone="error">{stagesError}</Notice> : null}
            <ActionButton>Save the stages’ templates</ActionButton>
          </Form>
        </section>
      </div>
    </>
  )
}
