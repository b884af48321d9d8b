/*
 * The form pages hydrate their form once they have loaded. Their HTML is complete and posts
 * without JavaScript, so the ~110 KB of modules can wait until the stylesheet, the font and the hero
 * (what the visitor looks at first) have arrived, instead of sharing a slow phone connection with
 * them: measured, hydrating at once put /contact's LCP at 2.4 s against 1.2 s deferred.
 * (Content pages load no script at all; the admin hydrates at once.)
 *
 * The island (app/islands/island.tsx) writes its module script and preloads in an inert form; the
 * small script below, in the head of a page with an island, turns them on once the page has
 * loaded and painted.
 */
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload'
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module'

/**
 * After the load event, once the first contentful paint has happened and two more frames have
 * gone by (so whatever load brought in is on screen), the module script and the preloads come
 * back to life: the module script first, then one preload per task, because starting some twenty
 * requests at once is a main-thread task long enough to count as blocking on a slow phone. A
 * hidden tab, which does not paint, starts 1.5 s after load.
 */
export const HYDRATE_AFTER_LOAD_SCRIPT = [
  "addEventListener('load',function(){",
  'var started=0;',
  'function start(){if(started++)return;',
  `var d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');`,
  "if(d){var s=document.createElement('script');s.type='module';s.async=true;s.nonce=d.nonce;s.textContent=d.textContent;d.replaceWith(s)}",
  `var l=document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'),i=0;`,
  "(function next(){if(i<l.length){l[i++].rel='modulepreload';setTimeout(next,0)}})()}",
  'function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}',
  "if(performance.getEntriesByName('first-contentful-paint').length)later();",
  "else try{new PerformanceObserver(function(l,o){o.disconnect();later()}).observe({type:'paint'})}catch(e){later()}",
  'setTimeout(start,1500)',
  '},{once:true})',
].join('')
