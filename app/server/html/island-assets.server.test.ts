import { describe, expect, it } from 'vitest'
import { assetsFromManifest } from './island-assets.server'

const manifest = {
  'app/islands/contact-form.client.tsx': {
    file: 'assets/contact-form-1.js',
    imports: ['_react-dom-2.js'],
    dynamicImports: ['app/islands/contact-form.tsx'],
  },
  'app/islands/contact-form.tsx': { file: 'assets/form-5.js', imports: ['_messages-3.js'] },
  '_react-dom-2.js': { file: 'assets/react-dom-2.js' },
  '_messages-3.js': { file: 'assets/messages-3.js', imports: ['_react-dom-2.js', '_zod-4.js'] },
  '_zod-4.js': { file: 'assets/zod-4.js' },
}

describe('island assets', () => {
  it("names the island's entry and preloads every module it imports, each once", () => {
    expect(assetsFromManifest(manifest, 'contact-form')).toEqual({
      entry: '/assets/contact-form-1.js',
      preloads: ['/assets/react-dom-2.js', '/assets/form-5.js', '/assets/messages-3.js', '/assets/zod-4.js'],
    })
  })

  it('says to build when the manifest lacks the island', () => {
    expect(() => assetsFromManifest(manifest, 'hire-brief-form')).toThrow(/npm run build/)
  })
})
