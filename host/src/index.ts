// An async boundary: shared singletons must be negotiated before any of them is imported
// (without it the app white-screens with RUNTIME-006, TOOLCHAIN.md).
//
// The big libraries are evaluated one per task, yielding between them: run together they were one
// long task of the first screen, during which a tap on the pre-rendered page could not be answered.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('@credit/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
