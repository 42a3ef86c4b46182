import { createHash } from 'node:crypto';
import { HOST_ENTRY_META, START_UP_FILES_META } from '../host/src/startUpFiles';
import { EARLY_TAP } from '../host/src/shell/earlyTap';
import { SIGNED_IN_HOME_CLASS } from '../host/src/shell/mounted';
import { STORAGE_KEYS } from '@credit/shared';

/** Where the first-paint script leaves the runtime config it asked for (the host takes it from there). */
export const EARLY_RUNTIME_CONFIG = '__creditRuntimeConfig';

/**
 * The one inline script of the host's index.html, run before the first paint. The pre-rendered markup
 * is the guest home; opened on another page (a deep link), the page must not flash the home's hero and
 * tiles, so they are hidden until the app's first render replaces them (the `deep-link` class, removed
 * at the shell's first commit). It also asks for the runtime config at once, a round trip before the
 * app's code could, leaves it for the host (null when it failed: the host asks again and reports), and
 * preloads the start-up files of the remote that owns the page and the files of the page itself (ADR 015;
 * each with the integrity its load will carry, ADR 043),
 * so they arrive alongside the host's own code instead of after it, and writes the route's title (its
 * routes.json metadata) into the header bar, shown while the rest stays hidden. The host's own start-up files (the
 * libraries and the app chunk, named by the build in a meta element) are preloaded too, so they come
 * beside main.js rather than after it has run: with main.js and remotes.json they are six requests,
 * HTTP/1.1's connections per origin. The home does none of this: it is painted already, and its
 * Lighthouse run counts every byte fetched before the paint; there the script only keeps the first tap on
 * a pre-rendered button until the app can act on it (ADR 065).
 *
 * It also starts the app: main.js (the federation runtime, named in a meta, fetched from the start by
 * the template's low-priority preload, as a deferred script was) is run from here rather than by a
 * script tag (ADR 064). On a deep link at once. On the home after the pre-rendered page's first
 * paint, so the page shows before the runtime's long evaluation rather than after it (a tap meanwhile
 * is kept, ADR 065). A hidden document gets no frames, so it starts at once there, and at the latest
 * after a second in any case. The CSP allows exactly this script by its hash.
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){var p=location.hash.replace(/^#/,'').split('?')[0]||'/',d=document,E=d.querySelector('meta[name=" + HOST_ENTRY_META + "]'),o=0;" +
  "function s(){if(o++||!E||!E.content)return;var k=d.createElement('script');k.src=E.content;d.head.appendChild(k)}" +
  // The home: until the shell's first commit takes the holder (replayEarlyTap), a tap on a pre-rendered
  // button goes no further (nothing would answer it) and the first is kept for the app to act on (ADR 065).
  `if(p==='/'){window.${EARLY_TAP}={};d.addEventListener('click',function(e){var H=window.${EARLY_TAP},b=e.target&&e.target.closest&&e.target.closest('#root button');` +
  "if(!H||!b)return;e.stopPropagation();if(!H.tap)H.tap=b},true);" +
  // A returning user's session (stored, or a token in the query or the hash's query, as initSession reads it):
  // the guest's highest amount is not theirs, so it is not painted.
  `try{var S=sessionStorage,u=JSON.parse(S.getItem('${STORAGE_KEYS.commonUser}')||'null');if(u&&u.isLogin&&u.token||S.getItem('${STORAGE_KEYS.walletToken}')||/[?&#]token=/.test(location.href))d.documentElement.classList.add('${SIGNED_IN_HOME_CLASS}')}catch(x){}` +
  "var W=function(){if(d.visibilityState==='hidden'||!window.requestAnimationFrame)return s();requestAnimationFrame(function(){setTimeout(s,0)});setTimeout(s,1000)};" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',W);else W();return}s();" +
  "d.documentElement.classList.add('deep-link');" +
  `var c=window.${EARLY_RUNTIME_CONFIG}=fetch('/remotes.json',{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).catch(function(){return null});` +
  "function m(t){return new RegExp('^'+t.replace(/:[^/]+/g,'[^/]+')+'$','i').test(p)}" +
  // A remote's file is preloaded with the integrity its load will carry (ADR 043), or not at all, and
  // an unpinned remote's not at all (it will not run). Chrome ignores integrity on a fetch preload (the
  // manifest's): the fetch that checks the manifest against its pin still takes that preload.
  "function l(u,i){var k=d.createElement('link');k.rel='preload';if(/\\.json$/.test(u)){k.as='fetch';k.crossOrigin='anonymous'}else{k.as=/\\.css$/.test(u)?'style':'script';if(i){k.integrity=i;k.crossOrigin='anonymous'}}k.href=u;d.head.appendChild(k)}" +
  `var h=d.querySelector('meta[name=${START_UP_FILES_META}]');if(h&&h.content)h.content.split(' ').forEach(function(u){l(u)});` +
  "c.then(function(g){var r=g&&g.routes||{},f=g&&g.preload||{},s=g&&g.pages||{},e=g&&g.meta||{};" +
  // The route's title from its metadata (ADR 041) in the header bar at once: the page's first
  // contentful paint, a round trip after the document instead of after the app's code. Marked pending,
  // as the app's own header marks it until the route's code is in.
  "for(var a in e){(e[a]||[]).some(function(x){if(x&&typeof x.title==='string'&&x.title&&m(x.path)){var k=d.querySelector('#root .app-header h1');" +
  "if(k&&d.documentElement.classList.contains('deep-link')){k.textContent=x.title;k.setAttribute('data-testid','header-title-pending');k.style.visibility='visible'}return true}return false})}" +
  "for(var n in r){if(r[n].some(m)){var P=g.remotes&&g.remotes[n];if(!P||!P.integrity)return;var I=g.integrity&&g.integrity[n]||{},o=function(u){if(I[u])l(u,I[u])};" +
  "(f[n]||[]).forEach(o);var q=s[n]||{};for(var t in q){if(m(t))q[t].forEach(o)}return}}})})()";

/** The CSP source that allows FIRST_PAINT_SCRIPT and no other inline script. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
