import { useForm, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { FormField, FormTextArea } from '~/components/admin/form-field'
import { ART_TOPICS } from '~/content/media'
import {
  POST_BODY_MAX,
  POST_EXCERPT_MAX,
  POST_SUMMARY_MAX,
  POST_TITLE_MAX,
  TOPIC_CHOICES,
  type AuthorChoice,
  type ImageView,
} from '../contract'
import { renderMarkdown } from '../markdown'

export interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  summary: string
  body: string
  topics: string[]
  author: string
  heroImageId: string
  heroArt: string
}

export interface PostFormProps {
  values: PostFormValues
  lastResult?: SubmissionResult<string[]> | null
  images: readonly ImageView[]
  /** Who may sign it: the people on the team page (and the post's own author, if they have left it). */
  authors: readonly AuthorChoice[]
  saveLabel: string
}

/**
 * What a post says, with its body in Markdown and a live preview beside it (rendered in the
 * browser as the published page will render it; the server sanitises what it publishes). Without
 * JavaScript the preview shows what was last saved.
 */
export function PostForm({ values, lastResult, images, authors, saveLabel }: PostFormProps) {
  const [form, fields] = useForm({ id: 'post-form', lastResult, defaultValue: values })
  const [body, setBody] = useState(values.body)
  const problem = form.errors?.[0]
  const topicErrors = fields.topics.errors
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Form
        id={form.id}
        method="post"
        className="space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
      >
        <input type="hidden" name="intent" value="save" />
        <FormField
          id="title"
          name="title"
          label="Title"
          required
          maxLength={POST_TITLE_MAX}
          defaultValue={values.title}
          errors={fields.title.errors}
        />
        <FormField
          id="slug"
          name="slug"
          label="Slug"
          required
          maxLength={80}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={values.slug}
          errors={fields.slug.errors}
          hint="The end of its address. Changing it later keeps the old address working: it sends readers on."
        />
        <FormTextArea
          id="excerpt"
          name="excerpt"
          label="Teaser"
          required
          rows={2}
          maxLength={POST_EXCERPT_MAX}
          defaultValue={values.excerpt}
          errors={fields.excerpt.errors}
          hint="One or two sentences for lists, search results and the feed."
        />
        <FormTextArea
          id="summary"
          name="summary"
          label="Summary"
          required
          rows={3}
          maxLength={POST_SUMMARY_MAX}
          defaultValue={values.summary}
          errors={fields.summary.errors}
          hint="The standfirst under the headline."
        />
        <fieldset aria-describedby={topicErrors?.length ? 'topics-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">Sectors</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {TOPIC_CHOICES.map((topic) => (
              <label key={topic.value} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic.value}
                  defaultChecked={values.topics.includes(topic.value)}
                  className="size-4 accent-accent-700"
                />
                {topic.label}
              </label>
            ))}
          </div>
          {topicErrors?.length ? (
            <p id="topics-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {topicErrors[0]}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3">
          <div>
            <Label htmlFor="author">Author</Label>
            <SelectInput
              id="author"
              name="author"
              defaultValue={values.author}
              required
              aria-invalid={fields.author.errors?.length ? true : undefined}
              aria-describedby={fields.author.errors?.length ? 'author-error' : undefined}
            >
              {authors.map((author) => (
                <option key={author.value} value={author.value}>
                  {author.label}
                </option>
              ))}
            </SelectInput>
            {fields.author.errors?.length ? (
              <p id="author-error" className="mt-1.5 text-sm font-medium text-danger-700">
                {fields.author.errors[0]}
              </p>
            ) : null}
          </div>
          <div>
            <Label htmlFor="heroImageId">Hero image</Label>
            <SelectInput id="heroImageId" name="heroImageId" defaultValue={values.heroImageId}>
              <option value="">None: use the illustration</option>
              {images.map((image) => (
                <option key={image.id} value={String(image.id)}>
                  {image.alt}
                </option>
              ))}
            </SelectInput>
          </div>
          <div>
            <Label htmlFor="heroArt">Illustration</Label>
            <SelectInput id="heroArt" name="heroArt" defaultValue={values.heroArt}>
              {ART_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </SelectInput>
          </div>
        </div>
        <FormTextArea
          id="body"
          name="body"
          label="Body (Markdown)"
          required
          rows={18}
          maxLength={POST_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          errors={fields.body.errors}
          className="font-mono text-sm"
          hint="## for a heading, - or 1. for lists, > for a quote, [words](address) for a link, ![text](image address) for an image."
        />
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <ActionButton>{saveLabel}</ActionButton>
      </Form>
      <section
        aria-labelledby="live-preview-title"
        className="rounded-card border border-slate-200 bg-white p-5 shadow-soft xl:sticky xl:top-6 xl:max-h-[calc(100vh-3rem)] xl:self-start xl:overflow-y-auto"
      >
        <h2
          id="live-preview-title"
          className="mb-4 text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Live preview
        </h2>
        <div className="post-body" dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }} />
      </section>
    </div>
  )
}
