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

/**
 * The layers inside @credit/shared and the host (ADR 045; scripts/importCycles.test.ts keeps the folder
 * graph free of circles, these zones keep its direction). Lowest first. The pure folders name what they
 * may import; the run-time ones, what is above them.
 */
const SHARED_PURE = {
  'constants,html,shell': [],
  'storage,rules,errors': ['constants'],
  format: ['constants', 'rules'],
  money: ['constants', 'format', 'rules'],
  validation: ['constants', 'errors', 'format', 'rules'],
  api: ['constants', 'errors', 'format', 'money', 'rules', 'storage', 'validation'],
};
const SHARED_RUN_TIME = ['embedder', 'session', 'http', 'data', 'checks', 'entries'];
const SHARED_TOP = ['testing', 'ui', 'index', 'standalone'];
const SHARED_LAYERS = [
  ...Object.entries(SHARED_PURE).map(([folders, allowed]) => ({
    files: folders.split(',').map((f) => `shared/src/${f}/**`),
    forbid: allowed.length ? `^\\.\\./(?!(${allowed.join('|')})(/|$))` : '^\\.\\./',
  })),
  ...SHARED_RUN_TIME.map((folder, i) => ({
    files: [`shared/src/${folder}/**`],
    forbid: `^\\.\\./(${[...SHARED_RUN_TIME.slice(i + 1), ...SHARED_TOP].join('|')})(/|$)`,
  })),
  { files: ['shared/src/*.{ts,tsx}', 'shared/src/testing/**', 'shared/src/ui/**'], forbid: null },
];
const HOST_LAYERS = [
  // The lowest: the field data's stub and its lazy recorder (ADR 061), which every layer may report to.
  { files: ['host/src/telemetry/**'], forbid: '^(\\.\\./)+(federation|home|pages|router|shell|startup|bootstrap)(/|$)' },
  { files: ['host/src/federation/**', 'host/src/home/**', 'host/src/pages/**'], forbid: '^(\\.\\./)+(router|shell|startup|bootstrap)(/|$)' },
  { files: ['host/src/router/**'], forbid: '^\\.\\./(shell|startup|bootstrap)(/|$)' },
  { files: ['host/src/startup.ts'], forbid: '^\\./(shell|bootstrap)(/|$)' },
  { files: ['host/src/shell/**'], forbid: '^\\.\\./bootstrap(/|$)' },
  // The top (bootstrap.tsx) and every test: a test may reach across layers to set up what it checks.
  { files: ['host/src/*.{ts,tsx}', 'host/src/**/*.test.{ts,tsx}'], ignores: ['host/src/startup.ts'], forbid: null },
];

/** The sandbox's base rule, and its layers (ADR 044): db → context.ts, pricing.ts → lib → domains → faces, seed, hooks → server. */
const SANDBOX_BASE = [
  { group: ['**/host/**', '**/remote-*/**', '**/e2e/**'], message: 'The sandbox imports no front-end app.' },
  { regex: '^@credit/shared(/standalone|/html|/ui|/ui\\.css)?$|/shared/src/', message: 'The sandbox takes only the API contract (@credit/shared/api), the rules (@credit/shared/rules) and the money arithmetic (@credit/shared/money).' },
];
const BELOW_DOMAINS = 'db/, lib/, context.ts and pricing.ts are below the domains (ADR 044): they import no domain and nothing that assembles the server.';
const SANDBOX_LAYERS = [
  { files: ['sandbox-api/src/db/**'], forbid: '(^|/)domains(/|$)|^\\.\\./(context|pricing|lib|seed|faces|server|hooks|main|openapi)(/|\\.|$)', message: BELOW_DOMAINS },
  { files: ['sandbox-api/src/lib/**'], forbid: '(^|/)domains(/|$)|^\\.\\./(seed|faces|server|hooks|main|openapi)(/|\\.|$)', message: BELOW_DOMAINS },
  { files: ['sandbox-api/src/context.ts', 'sandbox-api/src/pricing.ts'], forbid: '(^|/)domains(/|$)|^\\./(lib|seed|faces|server|hooks|main|openapi)(/|\\.|$)', message: BELOW_DOMAINS },
  { files: ['sandbox-api/src/domains/*/**'], forbid: '^\\.\\./\\.\\./(seed|faces|server|hooks|main|openapi)(/|\\.|$)', message: 'A domain imports nothing that assembles the server (ADR 044): faces.ts, seed.ts, hooks/ and server.ts sit above the domains.' },
];

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
  ...HOST_LAYERS.map(({ files, ignores = [], forbid }) => ({
    files,
    ignores: [...ignores, ...(forbid ? ['**/*.test.{ts,tsx}'] : [])],
    rules: restrict(
      { group: ['**/remote-*/**', '**/sandbox-api/**'], message: 'The host reaches remotes only through federation at run time.' },
      SHARED_INTERNALS,
      { regex: '^@credit/shared/ui(\\.css)?$', message: 'The host has no antd-mobile (ADR 004): @credit/shared/ui is the remotes\' kit (ADR 012).' },
      ...(forbid ? [{ regex: forbid, message: 'The host\'s folders are layers (ADR 045, 061): telemetry/ → federation/, home/, pages/ → router/ → startup.ts → shell/ → bootstrap.tsx; none imports one above it.' }] : []),
    ),
  })),
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
  ...SHARED_LAYERS.map(({ files, forbid }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(SHARED_NO_APP, ANIMATED_FROM_INDEX, {
      regex: '^\\.\\.?/host(/|$)',
      message: 'The embedding-app code lives in shared/src/embedder/: "host" names the shell app in this house.',
    }, ...(forbid ? [{ regex: forbid, message: 'shared/src\'s folders are layers (ADR 045): a folder imports only those below it.' }] : []), ...(forbid === null ? [] : [{ regex: '^@credit/shared$', message: 'Inside shared, import the module itself: the root entry is for apps (ADR 045).' }])),
  })),
  {
    files: ['shared/src/**/*.test.{ts,tsx}'],
    rules: restrict(SHARED_NO_APP, ANIMATED_FROM_INDEX),
  },
  {
    files: ['sandbox-api/src/**'],
    rules: restrict(...SANDBOX_BASE),
  },
  ...SANDBOX_LAYERS.map(({ files, forbid, message }) => ({
    files,
    ignores: ['**/*.test.ts', 'sandbox-api/src/test/**'],
    rules: restrict(...SANDBOX_BASE, { regex: forbid, message }),
  })),
  {
    // SQL lives in store and data modules (ADR 044): a handler or a rule never prepares a statement.
    files: ['sandbox-api/src/**/*.ts'],
    ignores: ['**/store.ts', '**/data.ts', '**/*Store.ts', 'sandbox-api/src/db/**', '**/*.test.ts', 'sandbox-api/src/test/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name='prepare']", message: 'SQL lives in a store or data module (store.ts, data.ts, *Store.ts, db/): ADR 044.' },
        { selector: "CallExpression[callee.property.name='exec'][callee.object.name='db']", message: 'SQL lives in a store or data module (store.ts, data.ts, *Store.ts, db/): ADR 044.' }],
    },
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
