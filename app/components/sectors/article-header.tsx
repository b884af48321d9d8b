import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { Picture } from '~/components/ui/picture'
import { UploadedPicture } from '~/components/ui/uploaded-picture'
import { portrait } from '~/content/media'
import type { ArticleTeaser, SectorsContent } from '~/content/sectors'
import { formatLongDate } from '~/lib/format-number'
import { GLOW } from '~/components/ui/glow'

/** The dark masthead of an article: back link, topics, headline, standfirst and byline. */
/** What the masthead shows of an article: its teaser's facts and its standfirst. */
export type ArticleHeading = Pick<
  ArticleTeaser,
  'topics' | 'title' | 'author' | 'datePublished' | 'readingMinutes'
> & {
  summary: string
}

/** Where the header's back link leads: all insights, unless a case study's page names /portfolio's list. */
export interface BackLink {
  to: string
  label: string
}

export function ArticleHeader({
  article,
  sectors,
  back = { to: sectors.path, label: 'All insights' },
}: {
  article: ArticleHeading
  sectors: SectorsContent
  back?: BackLink
}) {
  const photo = article.author.photo
  const face = portrait(photo?.kind === 'portrait' ? { slug: photo.slug } : article.author)
  const faceClass = 'size-14 shrink-0 rounded-full bg-navy-800 ring-2 ring-accent-400/50'
  return (
    <header className="relative isolate overflow-hidden border-b border-line/60 bg-ink">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_80%_at_20%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className={`absolute -top-40 -left-32 -z-10 size-[34rem] ${GLOW} from-accent-400/10`}
      />
      <div className="mx-auto w-full max-w-4xl px-[clamp(1.25rem,4vw,2.5rem)] py-14 sm:py-20">
        <Link
          to={back.to}
          prefetch="intent"
          className="group inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-mist hover:text-accent-400"
        >
          <Icon
            name="chevron-left"
            className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5"
          />
          {back.label}
        </Link>
        <p className="eyebrow mt-6">
          {article.topics.map((topic) => sectors.filter.topics[topic]).join(' · ')}
        </p>
        <h1 className="mt-4 text-h1 font-semibold">{article.title}</h1>
        <p className="mt-6 text-lead text-mist">{article.summary}</p>
        <div className="mt-9 flex items-center gap-4">
          {photo?.kind === 'uploaded' ? (
            <UploadedPicture
              image={photo.image}
              alt=""
              sizes="56px"
              priority
              className={`${faceClass} object-cover`}
            />
          ) : (
            <Picture
              avif={face.avif160}
              webp={face.webp160}
              alt=""
              width={160}
              height={160}
              sizes="56px"
              priority
              className={faceClass}
            />
          )}
          <p className="text-sm leading-relaxed">
            <span className="block font-semibold text-paper">{article.author.name}</span>
            <span className="block text-mist">
              {article.author.jobTitle} ·{' '}
              <time dateTime={article.datePublished}>{formatLongDate(article.datePublished)}</time> ·{' '}
              {article.readingMinutes} min read
            </span>
          </p>
        </div>
      </div>
    </header>
  )
}
