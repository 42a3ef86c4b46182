import { configure } from '@testing-library/dom';

// A page test waits for what a page shows after its (stubbed) calls answer. One second, the library's
// default, is not enough on a 2-core CI machine running every suite at once under coverage (5 s ran
// out once on a form's two-step save); a wait still fails when the thing never shows, well inside
// the page tests' 15 s.
configure({ asyncUtilTimeout: 10_000 });
