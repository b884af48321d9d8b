import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '~/lib/deferred-hydration'

/*
 * Writes React Router's module preloads and module script in the inert form that
 * HYDRATE_AFTER_LOAD_SCRIPT (app/lib/deferred-hydration.ts) turns back on after the page has
 * loaded. <Scripts> takes no such option, so the rendered HTML is rewritten on its way out;
 * prerendering goes through here too.
 */
// Attribute order varies (a nonce comes first on pages rendered per request).
const PRELOAD = /<link\b([^>]*?)\brel="modulepreload"/g
const MODULE = /<script\b([^>]*?)\btype="module"/g

// An inert script may not say async (the HTML standard allows it only with src or on a module);
// the script that brings it back to life sets async again.
const INERT_ASYNC = new RegExp(
  `(<script\\b[^>]*\\btype="${DEFERRED_MODULE_TYPE}"[^>]*?)\\s+async(?:="")?(?=[\\s/>])`,
  'g',
)

export function deferHydration(html: string): string {
  return html
    .replace(PRELOAD, `<link$1rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(MODULE, `<script$1type="${DEFERRED_MODULE_TYPE}"`)
    .replace(INERT_ASYNC, '$1')
}

/**
 * The same rewrite over a stream of HTML. A tag still open at a chunk's end waits for the next
 * chunk, so a tag split across two chunks is still found, and a character split across two
 * chunks is decoded whole.
 */
export function createDeferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = deferHydration(pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk)))
      const open = text.lastIndexOf('<')
      const hold = open !== -1 && !text.includes('>', open) ? open : text.length
      pending = text.slice(hold)
      done(null, text.slice(0, hold))
    },
    flush(done) {
      done(null, deferHydration(pending + decoder.end()))
    },
  })
}
