import { configure } from '@testing-library/dom';
import type { PrimitiveAtom } from 'jotai';
import { resetHost } from '../shared/src/embedder/detect';
import { setReturnOrigins } from '../shared/src/embedder/navigation';
import * as sessionAtoms from '../shared/src/session/atoms';
import { sessionStore } from '../shared/src/session/store';
import { takeTrackedEvent } from '../shared/src/session/trackedEvents';

// A page test waits for what a page shows after its (stubbed) calls answer. One second, the library's
// default, is not enough on a 2-core CI machine running every suite at once under coverage (5 s ran
// out once on a form's two-step save); a wait still fails when the thing never shows, well inside
// the page tests' 15 s.
configure({ asyncUtilTimeout: 10_000 });

// The DOM projects share one window per worker (isolate: false, ADR 053): each test file starts from
// the page a fresh jsdom would give it, whatever the file before it left behind. (A file that asks for
// the node environment has no window.)
if (typeof window !== 'undefined') {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
}
// ...and the shared package's page-lifetime state as a page load finds it: every session atom at its
// first value (guest, no sys config read), no host detected yet, no return origins configured, no
// tracked event waiting for the next call.
for (const value of Object.values(sessionAtoms)) {
  // A primitive atom carries its first value as `init`; derived ones have none.
  if (typeof value === 'object' && value !== null && 'init' in value && 'write' in value) {
    sessionStore.set(value as unknown as PrimitiveAtom<unknown>, (value as { init: unknown }).init);
  }
}
resetHost();
setReturnOrigins([]);
while (takeTrackedEvent());
