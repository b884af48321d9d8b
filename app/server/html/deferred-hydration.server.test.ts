import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createDeferHydrationStream, deferHydration } from './deferred-hydration.server'

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>Café – ₹ 👩🏽‍💻</p><script type="module" async="">import "/assets/a.js"</script>' +
  '<link rel="modulepreload" href="/assets/b.js"/><script>window.x=1</script>' +
  '<script nonce="abc" type="module" async="">import "/assets/b.js"</script></body>'

const expected =
  '<head><link rel="x-deferred-modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>Café – ₹ 👩🏽‍💻</p><script type="text/x-deferred-module">import "/assets/a.js"</script>' +
  '<link rel="x-deferred-modulepreload" href="/assets/b.js"/><script>window.x=1</script>' +
  '<script nonce="abc" type="text/x-deferred-module">import "/assets/b.js"</script></body>'

describe('deferred hydration', () => {
  it('makes the module preloads and the module script inert (without async), and nothing else', () => {
    expect(deferHydration(page)).toBe(expected)
    expect(deferHydration(expected)).toBe(expected)
  })

  it('finds tags and characters split across chunks at every possible point', async () => {
    const bytes = Buffer.from(page)
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)]
      expect(await text(Readable.from(chunks).pipe(createDeferHydrationStream()))).toBe(expected)
    }
    const bytewise = Array.from(bytes, (byte) => Buffer.from([byte]))
    expect(await text(Readable.from(bytewise).pipe(createDeferHydrationStream()))).toBe(expected)
  })
})
