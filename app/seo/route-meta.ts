import type { MetaDescriptor } from 'react-router'

type LoaderMeta = { loaderData?: { meta?: MetaDescriptor[] } | undefined }

/**
 * Public routes build their meta tags (title, description, Open Graph) in their loader, on the
 * server or at prerender, and `meta` reads them back. The page index of every title and
 * description then stays out of the browser's bundle.
 */
export function metaFromLoader({ loaderData }: LoaderMeta): MetaDescriptor[] {
  return loaderData?.meta ?? []
}

type JsonLd = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json']

/**
 * `meta` for a page whose structured data is made from content its own bundle already holds: the
 * loader's tags, then the JSON-LD built here. Kept out of the loader's data, the JSON-LD is in the
 * HTML once (in the head) instead of twice (the head, and the loader data sent along to hydrate):
 * on /careers that was 3.4 KB of the compressed document.
 */
export function metaWithJsonLd<Args extends LoaderMeta>(build: (args: Args) => object | object[]) {
  return (args: Args): MetaDescriptor[] => [
    ...metaFromLoader(args),
    // The builders return plain JSON data; their inferred types only miss LdJsonObject's index
    // signature (optional keys read as `undefined`, which JSON.stringify leaves out).
    ...[build(args)].flat().map((jsonLd) => ({ 'script:ld+json': jsonLd as JsonLd })),
  ]
}
