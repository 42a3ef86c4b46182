import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@credit/shared';
import { matchRoute, pathFor, routeByName } from './matchRoute';

const routes: RemoteRoute[] = [
  { path: '/', name: 'index', title: '借钱' },
  { path: '/login', name: 'login', title: '登录' },
  { path: '/prepaymentApply/:appId', name: 'prepaymentApply', title: '提前还款' },
  { path: '/login', name: 'loginDuplicate', title: '' },
];

describe('matchRoute', () => {
  it('matches exact paths and params, first match wins', () => {
    expect(matchRoute('/', routes)?.name).toBe('index');
    expect(matchRoute('/login', routes)?.name).toBe('login');
    expect(matchRoute('/prepaymentApply/42', routes)?.name).toBe('prepaymentApply');
  });

  it('returns null for unknown or partial paths', () => {
    expect(matchRoute('/nope', routes)).toBeNull();
    expect(matchRoute('/login/extra', routes)).toBeNull();
    expect(matchRoute('/prepaymentApply', routes)).toBeNull();
  });
});

describe('routeByName', () => {
  it('finds a route by its spec name, or null', () => {
    expect(routeByName('prepaymentApply', routes)?.path).toBe('/prepaymentApply/:appId');
    expect(routeByName('missing', routes)).toBeNull();
  });
});

describe('pathFor', () => {
  it('returns the plain path without query or params', () => {
    expect(pathFor(routes[1])).toBe('/login');
  });

  it('adds the query string', () => {
    expect(pathFor(routes[1], { redirect: 'user', a: '1' })).toBe('/login?redirect=user&a=1');
  });

  it('fills params (encoded) and adds the query', () => {
    expect(pathFor(routes[2], { from: 'bill' }, { appId: 'a b/1' })).toBe('/prepaymentApply/a%20b%2F1?from=bill');
  });
});
