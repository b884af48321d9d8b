import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { IMAGE_ALT_MAX, IMAGE_TYPES, UPLOADED_MEDIA_PREFIX, type ImageView } from '../contract'

export interface ImageUploadFormProps {
  /** Where the upload returns to. */
  returnTo: string
  /** What the last upload came to. */
  outcome: { tone: 'success' | 'error'; text: string } | null
  images: readonly ImageView[]
}

/**
 * Uploads an image (JPEG, PNG, WebP or AVIF, up to 10 MB) with its alt text, and lists those
 * uploaded with the Markdown that puts one in a body.
 */
export function ImageUploadForm({ returnTo, outcome, images }: ImageUploadFormProps) {
  return (
    <section
      aria-labelledby="images-title"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="images-title" className="text-lg font-semibold">
        Images
      </h2>
      {/* A plain form: the file goes as multipart to its own route, which sends the browser back here. */}
      <form
        method="post"
        action="/admin/publishing/images"
        encType="multipart/form-data"
        className="space-y-3"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <div>
          <Label htmlFor="image">Image file</Label>
          <input
            id="image"
            name="image"
            type="file"
            required
            accept={IMAGE_TYPES.join(',')}
            aria-describedby="image-hint"
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-pill file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
          />
          <p id="image-hint" className="mt-1.5 text-xs text-slate-600">
            JPEG, PNG, WebP or AVIF, up to 10 MB. Its location and camera details are removed.
          </p>
        </div>
        <div>
          <Label htmlFor="alt">Alt text</Label>
          <TextInput id="alt" name="alt" required maxLength={IMAGE_ALT_MAX} />
        </div>
        <ActionButton tone="secondary">Upload image</ActionButton>
      </form>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {images.length ? (
        <ul className="space-y-2 text-sm">
          {images.map((image) => {
            const file = image.variants.find((v) => v.format === 'webp')
            return (
              <li key={image.id} className="flex items-center gap-3">
                {file ? (
                  <img
                    src={`${UPLOADED_MEDIA_PREFIX}/${file.file}`}
                    alt=""
                    width={48}
                    height={Math.round((48 * image.height) / image.width)}
                    loading="lazy"
                    className="h-auto w-12 rounded"
                  />
                ) : null}
                <span className="min-w-0">
                  <span className="block font-medium">{image.alt}</span>
                  {file ? (
                    <code className="block text-xs break-all text-slate-600">
                      ![{image.alt}]({UPLOADED_MEDIA_PREFIX}/
                      {image.variants.filter((v) => v.format === 'webp').at(-1)?.file})
                    </code>
                  ) : null}
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
