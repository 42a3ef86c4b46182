import { createStore } from 'jotai';

/**
 * The one jotai store of the whole app. `@credit/shared` is a Module Federation singleton, so the
 * host and every remote see this same instance; the host provides it at the root.
 */
export const sessionStore = createStore();
