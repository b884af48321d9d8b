import { getPageSummary } from '~/content/page-index'

/** The heading and summary of a page whose full content is still being built. */
export function InterimPage({ path }: { path: string }) {
  const summary = getPageSummary(path)
  return (
    <section className="container-page py-24">
      <p className="eyebrow">{summary?.kicker}</p>
      <h1 className="mt-4 max-w-4xl text-h1 font-semibold">{summary?.title}</h1>
      <p className="mt-6 max-w-2xl text-lead text-mist">{summary?.description}</p>
    </section>
  )
}
