import { chromiumProblem } from '../scripts/check-chromium';

/** Direct `playwright test` runs stop here too, with the same one line, when Chromium is missing. */
export default function globalSetup(): void {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
}
