/**
 * The only script a content page runs: the shell's small enhancements and the speculation rules,
 * both inline in <head> and allowed by their CSP hash (or the nonce).
 * Everything here is an enhancement: without it the menu, the cookie notice and every link work,
 * and the hero videos keep their posters.
 */

/**
 * Paths never fetched ahead of a click: forms (each answer carries a fresh fill-time token), the
 * consent endpoint, the API and the admin. Literal here so the shell does not pull in the route
 * table; shell-scripts.test.ts holds them equal to app/lib/routes.ts.
 */
export const NO_SPECULATION_PATHS = [
  '/admin*',
  '/api/*',
  '/consent',
  '/contact',
  '/careers/apply',
  '/hire/brief',
] as const

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
