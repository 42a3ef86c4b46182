// An async boundary: shared singletons must be negotiated before any of them is imported
// (without it the app white-screens with RUNTIME-006, TOOLCHAIN.md).
import('./bootstrap');
