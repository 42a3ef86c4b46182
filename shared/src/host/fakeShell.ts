// Forwarding module: the embedding-app code moved to ../embedder/. Only http/client.ts and its test
// (being rewritten by their owner) still import from here; delete this folder once they import ../embedder/.
export * from '../embedder/fakeShell';
