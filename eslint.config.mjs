import tseslint from 'typescript-eslint';

/**
 * The house's import directions (ARCHITECTURE.md "Rules of the house"), enforced so the layout
 * keeps its shape: a remote imports no other remote and not the host; the host reaches remotes only
 * through federation; shared imports no app; the sandbox takes only the API contract and the pure
 * rules; e2e imports no app source but the pure rules; apps import @credit/shared only through its
 * public entries.
 */
const SHARED_INTERNALS = { group: ['@credit/shared/src/**', '**/shared/src/**'], message: 'Import @credit/shared through its public entry points.' };

// Leaving shared/src (two levels up from its folders) can only reach an app.
const SHARED_NO_APP = { regex: '^(\\.\\./){2,}|^(host|remote-[a-z]+|sandbox-api|e2e)(/|$)', message: 'shared/ imports no app.' };

const TESTING_ONLY_IN_TESTS = {
  selector: "ImportDeclaration[source.value='@credit/shared/testing']",
  message: '@credit/shared/testing is the page-test harness: only *.test.* files import it.',
};
const ROUTER_THROUGH_SHARED = {
  selector: "ImportDeclaration[source.value=/^react-router(-dom)?$/]",
  message: 'App code imports the router from @credit/shared/router, the one shared copy (ADR 019).',
};

function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * antd-mobile's index is side-effectful (its package says so), so each remote bundles it as one module
 * holding every component any of its chunks takes from it: a Popup opened lazily on one page would put
 * the Popup and its animation libraries (@react-spring, @use-gesture: ~20 KB compressed) on every
 * page's first load. Components that animate are imported from their own module instead.
 */
const ANIMATED_FROM_INDEX = {
  regex: '^antd-mobile$',
  importNames: ['ActionSheet', 'CapsuleTabs', 'CascadePicker', 'CenterPopup', 'Collapse', 'DatePicker', 'Dialog', 'FloatingBubble', 'FloatingPanel', 'ImageViewer',
    'JumboTabs', 'Mask', 'Modal', 'Picker', 'PickerView', 'Popup', 'PullToRefresh', 'ScrollMask', 'SpinLoading', 'SwipeAction', 'Swiper', 'Tabs'],
  message: "Import an animated antd-mobile component from its own module ('antd-mobile/es/components/<name>'): from the index it lands on every page's first load.",
};

const otherRemotes = (self) => ({
  group: ['**/host/**', ...['account', 'loan', 'repay', 'market'].filter((r) => r !== self).map((r) => `**/remote-${r}/**`), '**/sandbox-api/**'],
  message: 'A remote never imports another remote, the host or the sandbox: navigate by route path.',
});

/**
 * A feature folder (`src/features/<area>/`) imports no other feature: what two areas share lives in
 * `src/components/`. A file N folders below `features/<area>/` reaches the `features/` folder with
 * exactly N+1 `../`, so such a path followed by a name is a sibling feature.
 */
function crossFeature(name) {
  return [0, 1, 2, 3, 4].map((depth) => ({
    files: [`remote-${name}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict(otherRemotes(name), SHARED_INTERNALS, ANIMATED_FROM_INDEX, {
      regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.)`,
      message: 'A feature imports no other feature: move what both need to src/components/.',
    }),
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/.prerender/**', 'sandbox-api/data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['host/src/**'],
    rules: restrict(
      { group: ['**/remote-*/**', '**/sandbox-api/**'], message: 'The host reaches remotes only through federation at run time.' },
      SHARED_INTERNALS,
      { regex: '^@credit/shared/ui(\\.css)?$', message: 'The host has no antd-mobile (ADR 004): @credit/shared/ui is the remotes\' kit (ADR 012).' },
    ),
  },
  ...['account', 'loan', 'repay', 'market'].flatMap((name) => [
    { files: [`remote-${name}/src/**`], rules: restrict(otherRemotes(name), SHARED_INTERNALS, ANIMATED_FROM_INDEX) },
    ...crossFeature(name),
    {
      // A remote's layers: components/ below the features (what areas share knows no area).
      files: [`remote-${name}/src/components/**`],
      rules: restrict(otherRemotes(name), SHARED_INTERNALS, ANIMATED_FROM_INDEX, {
        regex: '^(\\.\\./)+features(/|$)',
        message: 'src/components/ is below the features: it imports none of them.',
      }),
    },
  ]),
  {
    files: ['shared/src/**'],
    rules: restrict(SHARED_NO_APP, ANIMATED_FROM_INDEX, {
      regex: '^\\.\\.?/host(/|$)',
      message: 'The embedding-app code lives in shared/src/embedder/: "host" names the shell app in this house.',
    }),
  },
  {
    files: ['sandbox-api/src/**'],
    rules: restrict(
      { group: ['**/host/**', '**/remote-*/**', '**/e2e/**'], message: 'The sandbox imports no front-end app.' },
      { regex: '^@credit/shared(/standalone|/html|/ui|/ui\\.css)?$|/shared/src/', message: 'The sandbox takes only the API contract (@credit/shared/api), the rules (@credit/shared/rules) and the money arithmetic (@credit/shared/money).' },
    ),
  },
  {
    files: ['e2e/**'],
    // The exceptions are pure: @credit/shared/rules (patterns, the ID check digit) makes test data, and
    // @credit/shared/money (the IRR function) checks a page's APR against the arithmetic issue 12 names.
    rules: restrict(
      { group: ['**/host/**', '**/remote-*/**', '**/sandbox-api/**'], message: 'e2e drives the browser and the HTTP API like a user; it imports no app source.' },
      { regex: '^(?!@credit/shared/(?:rules|money)$)(?:@credit/|(?:.*/)?shared(?:/|$))', message: 'e2e imports no app source; of @credit/shared only the pure @credit/shared/rules and @credit/shared/money.' },
    ),
  },
  {
    // The page-test harness (stub server, quiet shell) is for tests: app code never ships it.
    // The router comes through @credit/shared/router, the one shared copy (ADR 019): an app that
    // imported react-router-dom itself would bundle a second router with a context of its own.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', TESTING_ONLY_IN_TESTS, ROUTER_THROUGH_SHARED] },
  },
  { files: ['shared/src/router.ts'], rules: { 'no-restricted-syntax': ['error', TESTING_ONLY_IN_TESTS] } },
  {
    // The build scripts compose the apps: they may read host sources to pre-render the first screen.
    files: ['scripts/**', '**/bench/**', '*.config.*', '*/rspack.config.ts', 'rspack.config.base.ts'],
    rules: { 'no-console': 'off' },
  },
);
