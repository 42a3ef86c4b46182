// The remote's own entry: nothing runs stand-alone; the host loads `./Page` through the manifest.
export {};
