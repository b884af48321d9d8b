import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from './island'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
const greeting = { name: 'contact-form' as const, Component: Greeting }

describe('Island', () => {
  it('renders the form, its props, and its module and preloads inert until the page has loaded', () => {
    const html = renderToString(
      <Island
        of={greeting}
        props={{ name: '</script>' }}
        assets={{ entry: '/assets/contact-form-1.js', preloads: ['/assets/react-2.js'] }}
      />,
    )
    expect(html).toContain('<div id="island-contact-form"><p>Hello <!-- -->&lt;/script&gt;</p></div>')
    expect(html).toContain(
      '<script type="application/json" id="island-contact-form-props">{"name":"\\u003c/script>"}</script>',
    )
    expect(html).toContain(
      '<script type="text/x-deferred-module">import "/assets/contact-form-1.js"</script>',
    )
    expect(html).toContain('<link rel="x-deferred-modulepreload" href="/assets/react-2.js"/>')
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('rel="modulepreload"')
  })

  it('writes no module in development, where React Router hydrates the page', () => {
    const html = renderToString(<Island of={greeting} props={{ name: 'x' }} assets={null} />)
    expect(html).not.toContain('import ')
    expect(html).not.toContain('modulepreload')
  })
})
