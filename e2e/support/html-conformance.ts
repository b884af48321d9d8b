import { HtmlValidate, Rule, type DOMReadyEvent, type Plugin } from 'html-validate'

/*
 * html-validate's "standard" preset holds the HTML standard's own rules (duplicate ids, content
 * models, attributes), not style. Two conformance rules the W3C checker applies and the preset does
 * not are added here, because the site broke both before.
 */
class SizesNeedSrcset extends Rule {
  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const node of event.document.querySelectorAll('img[sizes], source[sizes]')) {
        if (!node.hasAttribute('srcset')) {
          this.report(node, `"sizes" on <${node.tagName}> is allowed only with "srcset"`)
        }
      }
    })
  }
}

class AsyncNeedsSource extends Rule {
  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const node of event.document.querySelectorAll('script[async]')) {
        const type = node.getAttribute('type')?.value
        if (!node.hasAttribute('src') && type !== 'module') {
          this.report(node, '"async" is allowed only on a script with "src" or of type module')
        }
      }
    })
  }
}

const conformance: Plugin = {
  name: 'conformance',
  rules: { 'sizes-need-srcset': SizesNeedSrcset, 'async-needs-source': AsyncNeedsSource },
}

const validator = new HtmlValidate({
  plugins: [conformance],
  extends: ['html-validate:standard'],
  rules: { 'sizes-need-srcset': 'error', 'async-needs-source': 'error' },
})

/** The errors the HTML standard finds in a page, one line each ("line:column message (rule)"). */
export async function conformanceErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name)
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.line}:${m.column} ${m.message} (${m.ruleId})`),
  )
}
