// Style sheets are bundled by rspack (experiments.css); TypeScript only needs to know they exist.
declare module '*.css';
