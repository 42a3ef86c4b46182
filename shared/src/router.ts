// Entry `@credit/shared/router`: the router every app uses, shared as one singleton in place of
// react-router-dom itself (ADR 019). Sharing the package whole shipped all of React Router 7 (data
// routers, server rendering: 66 KB gzipped) to every cold visit; shared through this list, the build
// keeps only what the apps use (16 KB). Production code imports the router from here only (an import
// rule checks it); tests may use react-router-dom's MemoryRouter, the same module in Node.
export { HashRouter, Link, matchPath, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
export type { NavigateFunction, PathMatch } from 'react-router-dom';
