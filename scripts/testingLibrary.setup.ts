import { configure } from '@testing-library/dom';
import { resetToPageLoad } from '@credit/shared/testing';

// A page test waits for what a page shows after its (stubbed) calls answer. One second, the library's
// default, is not enough on a 2-core CI machine running every suite at once under coverage (5 s ran
// out once on a form's two-step save); a wait still fails when the thing never shows, well inside
// the page tests' 15 s.
configure({ asyncUtilTimeout: 10_000 });

// The DOM projects share one window and module graph per worker (isolate: false, ADR 053): each test
// file starts from what a page load finds, whatever the file before it left behind. (A file that asks
// for the node environment has no window.)
if (typeof window !== 'undefined') resetToPageLoad();
