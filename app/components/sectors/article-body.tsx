import type { ArticleBlock, ArticleSection } from '~/content/articles'

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={block.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
          {block.items.map((item) => (
            <li key={item} className="pl-1 marker:text-accent-700">
              {item}
            </li>
          ))}
        </List>
      )
    }
    case 'quote':
      return (
        <blockquote className="my-10 border-l-4 border-accent-500 py-1 pl-6 text-2xl leading-snug font-semibold text-navy-900">
          {block.text}
        </blockquote>
      )
  }
}

/** The article's sections: h2 headings (anchors) and their paragraphs, lists and pull quotes. */
export function ArticleBody({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <div className="space-y-12 text-[1.0625rem] leading-[1.8] text-slate-700 sm:text-lg">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="space-y-5"
        >
          <h2
            id={`${section.id}-title`}
            className="text-h3 leading-snug font-semibold text-navy-900 sm:text-[1.75rem]"
          >
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </div>
  )
}
