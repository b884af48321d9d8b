import { FORMS } from '~/contracts/forms'

/**
 * The only script a content page runs: the shell's small enhancements and the speculation rules,
 * both inline in <head> and allowed by their CSP hash (or the nonce).
 * Everything here is an enhancement: without it the menu, the cookie notice and every link work,
 * and the hero videos keep their posters.
 */

/** A form's path, with everything under it when it has subpaths or other forms beneath it (/careers/status). */
const formPattern = (path: string, subpaths: boolean) =>
  subpaths || FORMS.some((other) => other.path.startsWith(`${path}/`)) ? `${path}*` : path

const formPatterns = ['/api/*', ...FORMS.map((form) => formPattern(form.path, 'subpaths' in form))]

/**
 * Paths never fetched ahead of a click: the API and every path a form posts to, as the forms
 * declare them (a form's page carries a fresh fill-time token; the admin and /consent are no pages
 * to prerender). A path a pattern already covers (/admin-login under /admin*, the status page's
 * resume under /careers/status*) is left out.
 */
export const NO_SPECULATION_PATHS = formPatterns.filter(
  (path) =>
    !formPatterns.some(
      (pattern) => pattern !== path && pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1)),
    ),
)

// Same-origin links (patterns resolve against the page), minus the paths above, downloads,
// rel=nofollow and in-page anchors. Search and hash match anything, so "/contact" covers
// "/contact?sent=1" too.
const speculationTargets = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: [...NO_SPECULATION_PATHS] } },
    { not: { selector_matches: "[rel~=nofollow],[download],[href^='#']" } },
  ],
}

/**
 * Prerender on hover (200 ms) or press: a content page is HTML and CSS only, so a prerender costs
 * little. Prefetch with the same rule is the fallback where Chrome declines to prerender (Save-Data,
 * battery saver, low memory).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: speculationTargets, eagerness: 'moderate' }],
  prefetch: [{ where: speculationTargets, eagerness: 'moderate' }],
})

/**
 * Accept on the cookie notice posts in place (no reload, no jump back to the top) and the notice
 * slides away (app.css); if that post fails, the form is sent the ordinary way. Choosing a link in
 * the mobile menu closes it first, so the page does not come back from the back/forward cache with
 * the menu open. Once the page has loaded, the hero videos start, a tenth of a second apart (each
 * player is built in its own short task; ui/video-hero.tsx says why not at parse time).
 */
export const SHELL_SCRIPT = [
  `addEventListener('submit',e=>{const f=e.target,n=f.closest('[data-cookie-notice]');if(n){`,
  `e.preventDefault();fetch(f.action,{method:'POST',body:new URLSearchParams({js:1})}).then(r=>{`,
  `if(!r.ok)throw 0;n.onanimationend=()=>n.hidden=1;n.dataset.leaving=''}).catch(()=>f.submit())}});`,
  `addEventListener('click',e=>{e.target.closest?.('#mobile-menu a')?.closest('nav').hidePopover()});`,
  `addEventListener('load',()=>document.querySelectorAll('video[data-autoplay]').forEach((v,i)=>`,
  `setTimeout(()=>v.play().catch(()=>{}),i*100)))`,
].join('')

/**
 * The cross-document view-transition opt-in, inline in <head> (the header renders it; React hoists
 * it there, ahead of the stylesheet link). Chromium reads the incoming page's opt-in once the
 * parser reaches <body>, from the styles applied by then: a page that arrives fast (a ?tab= or
 * ?topic= link) often gets there before app.css is applied, and an opt-in kept only in app.css
 * then aborted the transition ("ViewTransition opt-in disabled" in the console).
 */
export const VIEW_TRANSITION_STYLE =
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}'

/**
 * The class of a repeated card or strip that is drawn as it nears the viewport, like a later block
 * (the rule is in LATER_BLOCKS_STYLE, inline for the same reason). For the items of a block that
 * starts on the opening screen or holds a form, so is drawn at once: the browser draws whatever lies
 * within one and a half viewports below the screen, and the rest of a long list of cards (the
 * openings, the articles, the connect tiles, the team) then waits. Its height until drawn is
 * `--drawn-height` (20rem unless the card sets it), its drawn height once seen.
 */
export const DRAWN_NEAR_VIEW = 'drawn-near-view'

/**
 * A page's blocks after its first, and the footer, are styled, laid out and painted when they come
 * near the viewport, not for the first paint: no task of a page's load grows with the length of the
 * page (a long page's first render was one 30-60 ms task, which Lighthouse's 4x CPU counted as
 * blocking time). Each block keeps its drawn height once seen (`auto`).
 *
 * Until then a block stands in at 800px. Chromium draws what lies within one and a half viewports
 * below the screen and decides in rounds inside the first frame, from these stand-ins, so the block
 * after next (or the footer) is sometimes drawn for the first paint and dropped a frame later. Two
 * viewports avoided that, but then a block that comes within reach only once the one before it has
 * its real height (the footer of /faq) is drawn in a frame of its own after the first paint, and a
 * full Lighthouse run was no better (docs/decisions/016, seventh part).
 *
 * Inline in <head> next to the opt-in, for a reason of its own: Chromium may style the top of the
 * page before app.css arrives. A block that starts being skipped only when app.css applies keeps,
 * for script, the styles its links had before (getComputedStyle gave the browser's default link
 * colour on 6 fresh loads of 16, and axe in Lighthouse failed colour contrast); a block skipped
 * from the very first style pass is styled afresh when script asks (0 loads of 90).
 *
 * A block holding a form is drawn at once, like the first: on a form page something styles the
 * fields before app.css arrives (autofill, it seems) even inside a skipped block, and when the block
 * was drawn its fields and chips ran 519 colour transitions from the browser's defaults (on 5 loads
 * of 16 of the hire brief; 0 of 16 with the block drawn at once).
 *
 * The footer is skipped part by part for the same reason: its row with the subscription form
 * (features/subscriptions) is drawn at once, its columns of links are not. Skipped whole, the
 * form's fields ran their transitions from the defaults (64 on a fresh load of the brief) and the
 * footer's links kept the default link colour for script (on /leadership).
 */
export const LATER_BLOCKS_STYLE =
  'main>*+section:not(:has(form)),body>footer>:not(:has(form)){content-visibility:auto;contain-intrinsic-size:auto 800px}' +
  `.${DRAWN_NEAR_VIEW}{content-visibility:auto;contain-intrinsic-block-size:auto var(--drawn-height,20rem)}`
