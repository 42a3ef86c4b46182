// Async boundary: shared singletons are negotiated before React loads (TOOLCHAIN.md).
import('./bootstrap');
