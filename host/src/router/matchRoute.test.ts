import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@credit/shared';
import { matchPath } from '@credit/shared/router';
import { matchRoute, matchWholePath, pathFor, routeByName } from './matchRoute';

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

describe('matchWholePath', () => {
  it('answers as react-router\'s matchPath does for a whole path', () => {
    const cases = [
      ['/prepaymentApply/:appId', '/prepaymentApply/A7'], ['/prepaymentApply/:appId', '/prepaymentApply'], ['/billList', '/billList'], ['/billList', '/billList/x'],
      ['/login', '/LOGIN'], ['/billList', '/billList/'], ['/billList', '/billList//'], ['/billList-old', '/billList-old'], ['/billList-old', '/billList'], ['/', '/'], ['/', ''],
      ['/a.b', '/aXb'], ['/letong-bill', '/letong-bill'], ['/x', '//x'], ['*', '/anything'],
    ] as const;
    for (const [pattern, pathname] of cases) {
      expect(matchWholePath(pattern, pathname)).toEqual(matchPath({ path: pattern, end: true }, pathname));
    }
  });

  it('remembers an answer: the same match for the same pattern and path', () => {
    const first = matchWholePath('/cashResult/:orderNo', '/cashResult/L1');
    expect(first?.params).toEqual({ orderNo: 'L1' });
    expect(matchWholePath('/cashResult/:orderNo', '/cashResult/L1')).toBe(first);
    expect(matchWholePath('/cashResult/:orderNo', '/cashResult/L2')?.params).toEqual({ orderNo: 'L2' });
  });
});
