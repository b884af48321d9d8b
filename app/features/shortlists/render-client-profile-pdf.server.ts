import { site } from '~/content/site'
import { clientProfileCopy as copy } from '~/content/client-profile'
import { createA4Document, finish, widthOf, writeText } from '~/server/pdf/pdf-writer.server'
import { yearsText, type ClientProfile, type ProfileBrief } from './client-profile'

/*
 * The profile's PDF, for clients who forward it: the same content as the profile page, on one A4
 * page, drawn with pdfkit in the site's face. Long profiles are set smaller until they fit.
 */

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { x: 48, top: 44 }
/** The footer's band at the bottom: content that would reach it breaks the page, which `fits` refuses. */
const FOOTER_HEIGHT = 78
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x
const COLUMN_GAP = 24

const COLOR = {
  navy: '#0a1226',
  text: '#1f2a44',
  muted: '#4a5670',
  accent: '#047a5f',
  rule: '#d9e0ea',
  panel: '#f2f5fa',
  chip: '#e8edf4',
}

/** Body sizes tried in turn, largest first, until the profile fits its page. */
const BODY_SIZES = [10.5, 10, 9.5, 9, 8.5] as const

function sectionHeading(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  writeText(
    doc,
    text.toUpperCase(),
    { weight: 'semibold', size: 8, color: COLOR.accent, characterSpacing: 0.8, width },
    { x, y },
  )
  doc.y += 5
}

/** The skills as chips, wrapped to the content's width. Returns where the last row ends. */
function skillChips(doc: PDFKit.PDFDocument, skills: readonly string[], top: number, size: number): number {
  const height = size + 9
  const padding = 7
  const gap = 5
  let x = MARGIN.x
  let y = top
  for (const skill of skills) {
    const width = Math.min(widthOf(doc, skill, 'regular', size) + 2 * padding, CONTENT_WIDTH)
    if (x > MARGIN.x && x + width > MARGIN.x + CONTENT_WIDTH) {
      x = MARGIN.x
      y += height + gap
    }
    doc.roundedRect(x, y, width, height, height / 2).fill(COLOR.chip)
    writeText(
      doc,
      skill,
      { size, color: COLOR.navy, width: width - 2 * padding + 1, lineBreak: false, ellipsis: true },
      { x: x + padding, y: y + (height - size) / 2 - 1 },
    )
    x += width + gap
  }
  return y + height
}

/** Rate, availability and experience side by side on a tinted band. */
function factsBand(doc: PDFKit.PDFDocument, profile: ClientProfile, top: number): number {
  const facts = [
    { label: copy.facts.rate, value: profile.rate },
    { label: copy.facts.availability, value: profile.availability },
    ...(profile.yearsOfExperience === null
      ? []
      : [{ label: copy.facts.experience, value: yearsText(profile.yearsOfExperience) }]),
  ]
  const columnWidth = (CONTENT_WIDTH - 32) / facts.length
  const valueWidth = columnWidth - 12
  // A long value ("INR 10,000,000 per month") wraps, and the band grows to hold it.
  doc.font('semibold').fontSize(11.5)
  const valueHeight = Math.max(...facts.map((fact) => doc.heightOfString(fact.value, { width: valueWidth })))
  const height = 36 + valueHeight
  doc.roundedRect(MARGIN.x, top, CONTENT_WIDTH, height, 8).fill(COLOR.panel)
  facts.forEach((fact, i) => {
    const x = MARGIN.x + 16 + i * columnWidth
    writeText(
      doc,
      fact.label.toUpperCase(),
      { weight: 'semibold', size: 7.5, color: COLOR.muted, characterSpacing: 0.6, width: valueWidth },
      { x, y: top + 11 },
    )
    writeText(
      doc,
      fact.value,
      { weight: 'semibold', size: 11.5, color: COLOR.navy, width: valueWidth },
      { x, y: top + 25 },
    )
  })
  return top + height
}

function footer(doc: PDFKit.PDFDocument, brief: ProfileBrief) {
  // The footer sits in the bottom margin: with no margin left, writing there breaks no page.
  doc.page.margins.bottom = 0
  const top = PAGE.height - FOOTER_HEIGHT + 20
  doc
    .moveTo(MARGIN.x, top)
    .lineTo(PAGE.width - MARGIN.x, top)
    .lineWidth(0.6)
    .stroke(COLOR.rule)
  writeText(
    doc,
    copy.pdfFooter.presentedBy(site.name, site.phone.display, site.email.general),
    { weight: 'semibold', size: 8, color: COLOR.navy, width: CONTENT_WIDTH },
    { x: MARGIN.x, y: top + 9 },
  )
  writeText(
    doc,
    copy.pdfFooter.note(brief.company, brief.reference),
    { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH, lineGap: 1.5 },
    { x: MARGIN.x, y: top + 22 },
  )
}

/** Draws the profile with this body size; false when it ran past its page. */
function draw(doc: PDFKit.PDFDocument, profile: ClientProfile, brief: ProfileBrief, body: number): boolean {
  const right = PAGE.width - MARGIN.x
  writeText(
    doc,
    site.name,
    { weight: 'semibold', size: 10, color: COLOR.accent, width: 240, lineBreak: false },
    { x: MARGIN.x, y: MARGIN.top },
  )
  writeText(
    doc,
    copy.pdfHeader(brief.company, brief.reference),
    { size: 8, color: COLOR.muted, width: 300, align: 'right', lineBreak: false },
    { x: right - 300, y: MARGIN.top + 1.5 },
  )
  doc
    .moveTo(MARGIN.x, MARGIN.top + 20)
    .lineTo(right, MARGIN.top + 20)
    .lineWidth(0.6)
    .stroke(COLOR.rule)

  writeText(
    doc,
    profile.displayName,
    { weight: 'semibold', size: 24, color: COLOR.navy, width: CONTENT_WIDTH },
    { x: MARGIN.x, y: MARGIN.top + 36 },
  )
  if (profile.headline) {
    doc.y += 2
    writeText(doc, profile.headline, { size: 12.5, color: COLOR.muted, width: CONTENT_WIDTH })
  }
  let y = factsBand(doc, profile, doc.y + 14) + 20

  if (profile.skills.length) {
    sectionHeading(doc, copy.sections.skills, MARGIN.x, y, CONTENT_WIDTH)
    y = skillChips(doc, profile.skills, doc.y, body - 1) + 18
  }
  if (profile.summary.length) {
    sectionHeading(doc, copy.sections.summary, MARGIN.x, y, CONTENT_WIDTH)
    profile.summary.forEach((paragraph, i) => {
      if (i > 0) doc.y += body * 0.5
      writeText(doc, paragraph, { size: body, color: COLOR.text, width: CONTENT_WIDTH, lineGap: body * 0.3 })
    })
    y = doc.y + 18
  }
  const columns = [
    { title: copy.sections.education, lines: profile.education },
    { title: copy.sections.languages, lines: profile.languages.length ? [profile.languages.join(', ')] : [] },
  ].filter((column) => column.lines.length > 0)
  const columnWidth = (CONTENT_WIDTH - COLUMN_GAP) / 2
  let bottom = y
  columns.forEach((column, i) => {
    const x = MARGIN.x + i * (columnWidth + COLUMN_GAP)
    sectionHeading(doc, column.title, x, y, columnWidth)
    column.lines.forEach((line, j) => {
      if (j > 0) doc.y += 3
      writeText(
        doc,
        line,
        { size: body, color: COLOR.text, width: columnWidth, lineGap: body * 0.25 },
        { x, y: doc.y },
      )
    })
    bottom = Math.max(bottom, doc.y)
  })
  return doc.bufferedPageRange().count === 1 && bottom <= PAGE.height - FOOTER_HEIGHT
}

/** The profile as a one-page A4 PDF. */
export async function renderClientProfilePdf(profile: ClientProfile, brief: ProfileBrief): Promise<Buffer> {
  for (const [i, body] of BODY_SIZES.entries()) {
    const doc = createA4Document({
      title: copy.pdfTitle(profile.displayName),
      subject: copy.pdfHeader(brief.company, brief.reference),
    })
    doc.page.margins = { top: MARGIN.top, bottom: FOOTER_HEIGHT, left: MARGIN.x, right: MARGIN.x }
    const fits = draw(doc, profile, brief, body)
    // The last size is kept whatever it gives: the form's limits keep a full profile above it.
    if (fits || i === BODY_SIZES.length - 1) {
      footer(doc, brief)
      return finish(doc)
    }
    doc.end()
  }
  throw new Error('unreachable: the last body size always returns')
}
