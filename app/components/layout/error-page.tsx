import { Link } from 'react-router'
import { site } from '~/content/site'

const SERVER_ERROR = {
  title: 'Something went wrong',
  text: 'An error on our side stopped this page from loading. Please try again in a moment; if it keeps happening, write to us.',
}

/** What each status says; the refusals (408 to 429, 503) come before the app reads a request. */
const copy: Record<number, { title: string; text: string }> = {
  404: {
    title: 'Page not found',
    text: 'The page you are looking for has moved or never existed. Everything we offer is one click away from here.',
  },
  408: {
    title: 'The upload was too slow',
    text: 'It arrived so slowly that we stopped it. Please go back and send it again, on a faster connection if you can.',
  },
  413: {
    title: 'Too much was sent',
    text: 'What was sent is larger than any of our forms takes. Please go back, shorten it, and send it again.',
  },
  414: {
    title: 'That address is too long',
    text: 'No page of this site has an address that long. Check the link, or start again from the home page.',
  },
  415: {
    title: 'The form could not be read',
    text: 'It was sent in a way our forms never send. Please go back and send it from the page again.',
  },
  429: {
    title: 'Too many at once',
    text: 'Many forms or uploads have come from your network. Please wait a few minutes, then try again.',
  },
  500: SERVER_ERROR,
  503: {
    title: 'Busy right now',
    text: 'Many people are sending applications at this moment. Please try again in a minute.',
  },
}

const suggestions = [
  { to: '/hire', label: 'Hire talent' },
  { to: '/careers', label: 'Careers' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/contact', label: 'Contact us' },
] as const

export function ErrorPage({ status }: { status: number }) {
  const { title, text } = copy[status] ?? SERVER_ERROR
  return (
    <section className="relative isolate overflow-hidden">
      <title>{`${title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)]" />
      <div className="container-page flex min-h-[70vh] flex-col items-start justify-center py-24">
        <p className="eyebrow">Error {status}</p>
        <h1 className="mt-4 text-h1 font-semibold">{title}</h1>
        <p className="mt-5 max-w-xl text-lead text-mist">{text}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            to="/"
            className="inline-flex min-h-12 items-center rounded-full bg-accent-400 px-7 font-semibold text-ink hover:bg-accent-300"
          >
            Back to the home page
          </Link>
          {suggestions.map((s) => (
            <Link
              key={s.to}
              to={s.to}
              className="inline-flex min-h-12 items-center rounded-full border border-line px-6 font-medium text-paper hover:border-accent-400"
            >
              {s.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
