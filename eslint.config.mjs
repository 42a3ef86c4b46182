import tseslint from 'typescript-eslint';

/**
 * The house's import directions (ARCHITECTURE.md "Rules of the house"), enforced so the layout
 * keeps its shape: a remote imports no other remote and not the host; the host reaches remotes only
 * through federation; shared imports no app; the sandbox takes only the API contract; e2e imports no
 * app source; apps import @credit/shared only through its public entries.
 */
const SHARED_INTERNALS = { group: ['@credit/shared/src/**', '**/shared/src/**'], message: 'Import @credit/shared through its public entry points.' };

// Leaving shared/src (two levels up from its folders) can only reach an app.
const SHARED_NO_APP = { regex: '^(\\.\\./){2,}|^(host|remote-[a-z]+|sandbox-api|e2e)(/|$)', message: 'shared/ imports no app.' };

function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const otherRemotes = (self) => ({
  group: ['**/host/**', ...['account', 'loan', 'repay', 'market'].filter((r) => r !== self).map((r) => `**/remote-${r}/**`), '**/sandbox-api/**'],
  message: 'A remote never imports another remote, the host or the sandbox: navigate by route path.',
});

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
    ),
  },
  ...['account', 'loan', 'repay', 'market'].map((name) => ({
    files: [`remote-${name}/src/**`],
    rules: restrict(otherRemotes(name), SHARED_INTERNALS),
  })),
  {
    files: ['shared/src/**'],
    rules: restrict(SHARED_NO_APP, {
      regex: '^\\.\\.?/host(/|$)',
      message: 'The embedding-app code lives in shared/src/embedder/ (shared/src/host/ only forwards for the http client).',
    }),
  },
  {
    // Transitional: the http client (being rewritten by its owner) still imports the forwarding modules.
    files: ['shared/src/http/client.ts', 'shared/src/http/client.test.ts'],
    rules: restrict(SHARED_NO_APP),
  },
  {
    files: ['sandbox-api/src/**'],
    rules: restrict(
      { group: ['**/host/**', '**/remote-*/**', '**/e2e/**'], message: 'The sandbox imports no front-end app.' },
      { regex: '^@credit/shared(/standalone|/html)?$|/shared/src/', message: 'The sandbox takes only the API contract (@credit/shared/api).' },
    ),
  },
  {
    files: ['e2e/**'],
    rules: restrict({ group: ['**/host/**', '**/remote-*/**', '**/shared/**', '@credit/*', '**/sandbox-api/**'], message: 'e2e drives the browser and the HTTP API like a user; it imports no app source.' }),
  },
  {
    // The build scripts compose the apps: they may read host sources to pre-render the first screen.
    files: ['scripts/**', '**/bench/**', '*.config.*', '*/rspack.config.ts', 'rspack.config.base.ts'],
    rules: { 'no-console': 'off' },
  },
);
