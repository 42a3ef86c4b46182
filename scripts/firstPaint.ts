import { createHash } from 'node:crypto';

/** Where the first-paint script leaves the runtime config it asked for (the host takes it from there). */
export const EARLY_RUNTIME_CONFIG = '__creditRuntimeConfig';

/**
 * The one inline script of the host's index.html, run before the first paint. The pre-rendered markup
 * is the guest home; opened on another page (a deep link), the page must not flash the home's hero and
 * tiles, so they are hidden until the app's first render replaces them (the `deep-link` class, removed
 * at the shell's first commit). It also asks for the runtime config at once, a round trip before the
 * app's code could, leaves it for the host (null when it failed: the host asks again and reports), and
 * preloads the start-up files of the remote that owns the page and the files of the page itself (ADR 015),
 * so they arrive alongside the host's own code instead of after it. (Preloading the host's own eleven
 * chunks as well was tried: over HTTP/1.1's six connections they delayed remotes.json and the page.) The CSP allows exactly this script by its hash.
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){var p=location.hash.replace(/^#/,'').split('?')[0]||'/';if(p==='/')return;var d=document;" +
  "d.documentElement.classList.add('deep-link');" +
  `var c=window.${EARLY_RUNTIME_CONFIG}=fetch('/remotes.json',{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).catch(function(){return null});` +
  "function m(t){return new RegExp('^'+t.replace(/:[^/]+/g,'[^/]+')+'$','i').test(p)}" +
  "function l(u){var k=d.createElement('link');k.rel='preload';if(/\\.json$/.test(u)){k.as='fetch';k.crossOrigin='anonymous'}else{k.as=/\\.css$/.test(u)?'style':'script'}k.href=u;d.head.appendChild(k)}" +
  "c.then(function(g){var r=g&&g.routes||{},f=g&&g.preload||{},s=g&&g.pages||{};for(var n in r){if(r[n].some(m)){" +
  "(f[n]||[]).forEach(l);var q=s[n]||{};for(var t in q){if(m(t))q[t].forEach(l)}return}}})})()";

/** The CSP source that allows FIRST_PAINT_SCRIPT and no other inline script. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
