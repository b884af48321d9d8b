import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '~/lib/deferred-hydration'

/*
 * Writes React Router's module preloads and module script in the inert form that
 * HYDRATE_AFTER_LOAD_SCRIPT (app/lib/deferred-hydration.ts) turns back on after the page has
 * loaded. <Scripts> takes no such option, so the rendered HTML is rewritten on its way out;
 * prerendering goes through here too.
 */
const PRELOAD = '<link rel="modulepreload" '
const MODULE = '<script type="module" '

/** The longest text that could be the start of a tag cut off at a chunk's end. */
const CARRY = Math.max(PRELOAD.length, MODULE.length)

export function deferHydration(html: string): string {
  return html
    .replaceAll(PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}" `)
    .replaceAll(MODULE, `<script type="${DEFERRED_MODULE_TYPE}" `)
}

/**
 * The same rewrite over a stream of HTML. A chunk's last few characters wait for the next one
 * when they could begin a tag, so a tag split across two chunks is still found, and a character
 * split across two chunks is decoded whole.
 */
export function createDeferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = deferHydration(pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk)))
      const open = text.lastIndexOf('<')
      const hold = open !== -1 && text.length - open < CARRY ? open : text.length
      pending = text.slice(hold)
      done(null, text.slice(0, hold))
    },
    flush(done) {
      done(null, deferHydration(pending + decoder.end()))
    },
  })
}
