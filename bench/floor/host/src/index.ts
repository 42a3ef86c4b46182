// The async boundary the Module Federation docs prescribe: the shared singletons are negotiated
// before any of them is imported.
import('./bootstrap');
