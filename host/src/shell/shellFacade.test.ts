import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@credit/shared';
import { resolveTarget } from './shellFacade';

const routes: RemoteRoute[] = [
  { path: '/login', name: 'login', title: '登录' },
  { path: '/user', name: 'user', title: '我的', tab: 'my' },
];

describe('resolveTarget', () => {
  it('passes a string path through', () => {
    expect(resolveTarget('/anything?x=1', routes)).toBe('/anything?x=1');
  });

  it('resolves a route name to its path', () => {
    expect(resolveTarget({ name: 'user' }, routes)).toBe('/user');
  });

  it('resolves a route name with its query', () => {
    expect(resolveTarget({ name: 'login', query: { redirect: 'user', a: '1' } }, routes)).toBe('/login?redirect=user&a=1');
  });

  it('sends an unknown name to /<name> (the not-found page)', () => {
    expect(resolveTarget({ name: 'nowhere' }, routes)).toBe('/nowhere');
  });
});
