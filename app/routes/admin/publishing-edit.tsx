import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { formatDateTime } from '~/components/admin/format'
import { site } from '~/content/site'
import {
  diffLines,
  ImageUploadForm,
  isPostKind,
  POST_KIND_LABELS,
  PostForm,
  PostSchema,
  PublishPanel,
  PublishSchema,
  RevisionsPanel,
  type PostFormValues,
  type PostKind,
  type PublishingRefusal,
} from '~/features/publishing'
import {
  contentOf,
  createPost,
  createPreviewLink,
  getPostForEditing,
  getRevisionPair,
  listAuthorChoices,
  listRevisionsOf,
  listUploadedImages,
  publishPost,
  restoreRevision,
  schedulePost,
  unpublishPost,
  updatePost,
} from '~/features/publishing/index.server'
import { wallClockIn } from '~/lib/format-date-time'
import { absoluteUrl } from '~/lib/site-url'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/publishing-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.post?.title ?? 'New post'} | Publishing | Brightpath admin` },
]

/** What a refused step says, by its code. */
const REFUSALS: Record<PublishingRefusal, string> = {
  not_found: 'This post is no longer there.',
  slug_taken: 'Another post has (or had) this slug. Choose another.',
  unknown_author: 'Choose the author from the team.',
  not_scheduled_in_future: 'Choose a time in the future to publish at.',
  no_such_revision: 'That revision is no longer there.',
}
const REFUSAL_STATUS: Record<PublishingRefusal, number> = {
  not_found: 404,
  slug_taken: 409,
  unknown_author: 400,
  not_scheduled_in_future: 400,
  no_such_revision: 404,
}

/** What an upload came to (`?image=`), in words. */
const IMAGE_OUTCOMES: Record<string, { tone: 'success' | 'error'; text: string }> = {
  not_an_image: { tone: 'error', text: 'That file is not a JPEG, PNG, WebP or AVIF image.' },
  too_large: { tone: 'error', text: 'That image is larger than 10 MB.' },
  unreadable: { tone: 'error', text: 'That image could not be read. Try saving it again as JPEG or PNG.' },
  no_alt: { tone: 'error', text: 'Describe the image in its alt text.' },
}

const SAVED: Record<string, string> = {
  created: 'Draft saved.',
  saved: 'Saved.',
  published: 'Published.',
  scheduled: 'Scheduled.',
  unpublished: 'Taken off the site.',
  restored: 'Revision restored as a new one.',
}

async function postOf(params: { id?: string }) {
  if (params.id === undefined) return null
  const post = await getPostForEditing(parseId(params.id))
  if (!post) notFound()
  return post
}

const EMPTY: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  summary: '',
  body: '',
  topics: [],
  author: 'arjun-mehta',
  heroImageId: '',
  heroArt: 'analytics',
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'publishing.manage')
  const url = new URL(request.url)
  const post = await postOf(params)
  const kindParam = url.searchParams.get('kind')
  const kind: PostKind = post?.kind ?? (isPostKind(kindParam) ? kindParam : 'insight')
  const images = await listUploadedImages()
  const authors = await listAuthorChoices(post?.authorSlug)
  const imageOutcome = url.searchParams.get('image')
  const uploaded =
    imageOutcome && /^\d+$/.test(imageOutcome) ? images.find((i) => i.id === Number(imageOutcome)) : undefined
  const revisions = post ? await listRevisionsOf(post.id) : []
  const compare = Number(url.searchParams.get('compare'))
  const pair = post && compare > 1 ? await getRevisionPair(post.id, compare) : null
  const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString()
  return {
    kind,
    post: post && {
      id: post.id,
      title: post.title,
      status: post.status,
      path: post.path,
      publishAtText: post.publishAt ? formatDateTime(post.publishAt) : null,
      publishedAtText: post.publishedAt ? formatDateTime(post.publishedAt) : null,
      scheduleValue: wallClockIn(post.publishAt ?? nextHour, site.timeZone),
    },
    values: post
      ? {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          summary: post.summary,
          body: post.bodyMd,
          topics: post.topics,
          author: post.authorSlug,
          heroImageId: post.heroImage ? String(post.heroImage.id) : '',
          heroArt: post.heroArt ?? 'analytics',
        }
      : { ...EMPTY, heroImageId: uploaded ? String(uploaded.id) : '' },
    images,
    authors,
    imageOutcome: uploaded
      ? { tone: 'success' as const, text: `Image uploaded: ${uploaded.alt}.` }
      : imageOutcome
        ? (IMAGE_OUTCOMES[imageOutcome] ?? null)
        : null,
    revisions: revisions.map((r) => ({ ...r, savedAtText: formatDateTime(r.savedAt) })),
    comparison: pair ? { number: compare, lines: diffLines(pair.before, pair.after) } : null,
    saved: SAVED[url.searchParams.get('saved') ?? ''] ?? null,
    previewUrl: url.searchParams.get('preview'),
    returnTo: post ? `/admin/publishing/${post.id}` : `/admin/publishing/new?kind=${kind}`,
  }
}

/** A refused step's answer: its words above the form, its status from its code. */
function refused(
  code: PublishingRefusal,
  submission: { reply: (options: { formErrors: string[] }) => SubmissionResult<string[]> },
) {
  return data(
    { result: submission.reply({ formErrors: [REFUSALS[code]] }) },
    { status: REFUSAL_STATUS[code] },
  )
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'publishing.manage')
  requireSameOrigin(request)
  const post = await postOf(params)
  const formData = await request.formData()
  if (formData.get('intent') === 'save') {
    const submission = parseWithZod(formData, { schema: PostSchema, disableAutoCoercion: true })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const kindParam = new URL(request.url).searchParams.get('kind')
    const saved = post
      ? await updatePost(post.id, contentOf(submission.value), staff.username)
      : await createPost(isPostKind(kindParam) ? kindParam : 'insight', submission.value, staff.username)
    if (!saved.ok) {
      if (saved.code === 'slug_taken' || saved.code === 'unknown_author') {
        const field = saved.code === 'slug_taken' ? 'slug' : 'author'
        return data(
          { result: submission.reply({ fieldErrors: { [field]: [REFUSALS[saved.code]] } }) },
          { status: REFUSAL_STATUS[saved.code] },
        )
      }
      return refused(saved.code, submission)
    }
    throw redirect(`/admin/publishing/${saved.id}?saved=${post ? 'saved' : 'created'}`)
  }
  if (!post) notFound()
  const submission = parseWithZod(formData, { schema: PublishSchema, disableAutoCoercion: true })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const step = submission.value
  const back = `/admin/publishing/${post.id}`
  switch (step.intent) {
    case 'preview': {
      const link = await createPreviewLink(post.id, staff.username)
      if (!link) notFound()
      throw redirect(`${back}?preview=${encodeURIComponent(absoluteUrl(link))}`)
    }
    case 'publish': {
      const done = await publishPost(post.id, staff.username)
      if (!done.ok) return refused(done.code, submission)
      throw redirect(`${back}?saved=published`)
    }
    case 'schedule': {
      const done = await schedulePost(post.id, step.publishAt, staff.username)
      if (!done.ok) return refused(done.code, submission)
      throw redirect(`${back}?saved=scheduled`)
    }
    case 'unpublish': {
      const done = await unpublishPost(post.id, staff.username)
      if (!done.ok) return refused(done.code, submission)
      throw redirect(`${back}?saved=unpublished`)
    }
    case 'restore': {
      const done = await restoreRevision(post.id, step.revision, staff.username)
      if (!done.ok) return refused(done.code, submission)
      throw redirect(`${back}?saved=restored`)
    }
  }
}

/** What was typed, as a refused save sent it back. */
function typedValues(initial: Record<string, unknown> | null | undefined): PostFormValues | undefined {
  if (!initial || !('title' in initial)) return undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const topics = initial.topics
  return {
    title: text(initial.title),
    slug: text(initial.slug),
    excerpt: text(initial.excerpt),
    summary: text(initial.summary),
    body: text(initial.body),
    topics: Array.isArray(topics)
      ? topics.filter((t): t is string => typeof t === 'string')
      : text(topics)
        ? [text(topics)]
        : [],
    author: text(initial.author),
    heroImageId: text(initial.heroImageId),
    heroArt: text(initial.heroArt),
  }
}

export default function PublishingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const {
    kind,
    post,
    values,
    images,
    authors,
    imageOutcome,
    revisions,
    comparison,
    saved,
    previewUrl,
    returnTo,
  } = loaderData
  const result = actionData?.result
  const typed = typedValues(result?.initialValue)
  const stepError = !typed ? result?.error?.['']?.[0] : undefined
  return (
    <>
      <BackLink to="/admin/publishing">All posts</BackLink>
      <PageHeading
        title={post ? post.title : `New ${POST_KIND_LABELS[kind].toLowerCase()}`}
        description="Written in Markdown; every save is a revision you can compare and restore."
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        {stepError ? <Notice tone="error">{stepError}</Notice> : null}
      </div>
      <PostForm
        key={`${post?.id ?? 'new'}-${revisions[0]?.number ?? 0}`}
        values={typed ?? values}
        lastResult={typed ? result : undefined}
        images={images}
        authors={authors}
        saveLabel={post ? 'Save' : 'Save draft'}
      />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        {post ? (
          <PublishPanel
            status={post.status}
            path={post.path}
            publishAtText={post.publishAtText}
            publishedAtText={post.publishedAtText}
            scheduleValue={post.scheduleValue}
            zoneName={site.timeZone.name}
            previewUrl={previewUrl}
          />
        ) : null}
        <ImageUploadForm returnTo={returnTo} outcome={imageOutcome} images={images} />
        {post ? <RevisionsPanel revisions={revisions} comparison={comparison} /> : null}
      </div>
    </>
  )
}
