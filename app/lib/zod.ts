import { z } from 'zod'

// Zod probes for eval (new Function) to compile faster parsers. The site's CSP forbids eval in the
// browser, and the probe alone files a CSP issue there, so code that reaches the browser imports z
// from here. The server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
