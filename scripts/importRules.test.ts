import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints one import line as if it stood in `file`; returns the restricted-import messages. */
async function violations(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = x;\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the house import directions (ARCHITECTURE.md) are enforced by lint', () => {
  // The first lint loads the config and the TypeScript parser: seconds on a busy machine, so it is
  // paid here, not inside the first case's 5 s.
  beforeAll(() => violations('shared/src/x.ts', "import x from './y';"), 60_000);

  it.each([
    ['remote-account/src/features/login/pages/x/X.tsx', "import x from '../../../../../../remote-loan/src/routes';"],
    ['remote-loan/src/pages/x/X.tsx', "import x from '../../../../host/src/shell/Shell';"],
    ['remote-repay/src/pages/x/X.tsx', "import x from '@credit/shared/src/session/atoms';"],
    ['host/src/shell/X.tsx', "import x from '../../../remote-market/src/routes';"],
    ['host/src/shell/X.tsx', "import x from '../../../shared/src/http/client';"],
    ['shared/src/session/x.ts', "import x from '../../../host/src/shell/Shell';"],
    ['shared/src/session/x.ts', "import x from 'remote-account/src/routes';"],
    ['shared/src/session/x.ts', "import x from '../host/detect';"],
    ['sandbox-api/src/domains/x.ts', "import x from '../../../remote-account/src/routes';"],
    ['sandbox-api/src/domains/x.ts', "import x from '@credit/shared/standalone';"],
    ['sandbox-api/src/domains/x.ts', "import x from '@credit/shared/html';"],
    ['sandbox-api/src/domains/x.ts', "import x from '@credit/shared';"],
    ['e2e/tests/x.spec.ts', "import x from '../../host/src/router/guard';"],
    ['e2e/tests/x.spec.ts', "import x from '@credit/shared';"],
    ['remote-account/src/features/cancel/pages/x/X.tsx', "import x from '../../../settings/api';"],
    ['remote-account/src/features/cancel/components/X.tsx', "import x from '../../login/components/flow';"],
    ['remote-loan/src/features/borrow/routes.ts', "import x from '../repay/api';"],
    ['remote-account/src/features/cancel/pages/x/X.tsx', "import x from '../../../../../remote-loan/src/routes';"],
    ['e2e/tests/x.spec.ts', "import x from '@credit/shared/api';"],
    ['e2e/tests/x.spec.ts', "import x from '@credit/shared/rules/patterns';"],
    ['e2e/fixtures.ts', "import x from '../shared/src/rules';"],
    ['sandbox-api/src/domains/x.ts', "import x from '../../../shared/src/rules';"],
    ['remote-loan/src/features/borrow/pages/x/XPage.tsx', "import { setUpPage as x } from '@credit/shared/testing';"],
    ['host/src/shell/X.tsx', "import { setUpPage as x } from '@credit/shared/testing';"],
    ['host/src/shell/X.tsx', "import { Link as x } from 'react-router-dom';"],
    ['remote-loan/src/features/borrow/pages/x/XPage.tsx', "import { useNavigate as x } from 'react-router';"],
    ['shared/src/ui/X.tsx', "import { Link as x } from 'react-router-dom';"],
    // The host's lowest layer, the field data (ADR 061), imports no other host folder.
    ['host/src/telemetry/x.ts', "import x from '../federation/runtimeConfig';"],
    ['host/src/telemetry/x.ts', "import x from '../shell/Shell';"],
  ])('%s may not: %s', async (file, line) => {
    expect(await violations(file, line)).not.toEqual([]);
  });

  it.each([
    ['remote-account/src/features/login/pages/x/X.tsx', "import x from '@credit/shared';"],
    ['remote-loan/src/pages/x/X.tsx', "import x from '@credit/shared/html';"],
    ['remote-account/src/features/cancel/pages/x/X.tsx', "import x from '../../../../components/SmsCodeButton';"],
    ['remote-account/src/features/cancel/pages/x/X.tsx', "import x from '../../api';"],
    ['remote-account/src/features/cancel/pages/x/X.tsx', "import x from '../../components/cancelFlow';"],
    ['remote-account/src/features/cancel/routes.ts', "import x from './pages/x/X';"],
    ['host/src/shell/X.tsx', "import x from '../router/guard';"],
    ['host/src/federation/x.ts', "import x from '../telemetry/stub';"],
    ['host/src/shell/X.tsx', "import { Link as x } from '@credit/shared/router';"],
    ['shared/src/router.ts', "import { Link as x } from 'react-router-dom';"],
    ['host/src/shell/X.test.tsx', "import { MemoryRouter as x } from 'react-router-dom';"],
    ['shared/src/session/x.ts', "import x from '../embedder/detect';"],
    ['sandbox-api/src/domains/x.ts', "import x from '@credit/shared/api';"],
    ['sandbox-api/src/domains/x.ts', "import x from '@credit/shared/rules';"],
    ['e2e/fixtures.ts', "import x from '@credit/shared/rules';"],
    ['e2e/tests/x.spec.ts', "import x from '@credit/shared/rules';"],
    ['e2e/tests/x.spec.ts', "import { monthlyIrr } from '@credit/shared/money';"],
    ['remote-loan/src/features/borrow/pages/x/XPage.test.tsx', "import { setUpPage as x } from '@credit/shared/testing';"],
  ])('%s may: %s', async (file, line) => {
    expect(await violations(file, line)).toEqual([]);
  });
});
