import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// The remote is on its own origin, as ours are: the same host name, the next port (bench/floor/serve.ts).
const remoteOrigin = `${location.protocol}//${location.hostname}:${Number(location.port) + 1}`;
registerRemotes([{ name: 'floor_remote', entry: `${remoteOrigin}/mf-manifest.json` }]);

/** The remote's exposed page, loaded at run time through its manifest. */
const RemotePage = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('floor_remote/Page');
  if (!module) throw new Error('floor_remote/Page did not load');
  return module;
});

const router = createHashRouter([
  {
    path: '/',
    element: (
      <Suspense fallback={null}>
        <RemotePage />
      </Suspense>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
