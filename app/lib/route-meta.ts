import type { MetaDescriptor } from 'react-router'

/**
 * Public routes build their meta tags (title, description, Open Graph, JSON-LD) in their loader,
 * on the server or at prerender, and `meta` reads them back. The page index of every title and
 * description, and the structured data, then stay out of the browser's bundle.
 */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta?: MetaDescriptor[] } | undefined
}): MetaDescriptor[] {
  return loaderData?.meta ?? []
}
