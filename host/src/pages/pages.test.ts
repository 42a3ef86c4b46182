import { describe, expect, it } from 'vitest';
import { frameableUrl } from './thirdPage/ThirdPagePage';
import { internalTarget } from './transition/TransitionPage';
import { PUBLIC_RESULTS } from './publicResult/PublicResultPage';
import { HOST_ROUTES } from '../router/hostRoutes';

describe('the host pages of spec 2.10', () => {
  it('/thirdPage frames this origin only', () => {
    const origin = 'http://localhost:8080';
    expect(frameableUrl('/api/openapi.json', origin)).toBe('http://localhost:8080/api/openapi.json');
    expect(frameableUrl('https://evil.example/', origin)).toBeNull();
    expect(frameableUrl('//evil.example/x', origin)).toBeNull();
    expect(frameableUrl('javascript:alert(1)', origin)).toBeNull();
    expect(frameableUrl(null, origin)).toBeNull();
    // An address that does not parse is not framed (and does not throw).
    expect(frameableUrl('http://[::1', origin)).toBeNull();
  });

  it('/transition goes on to an in-app route only', () => {
    expect(internalTarget('/myCoupons?state=used')).toBe('/myCoupons?state=used');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) expect(internalTarget(bad)).toBeNull();
  });

  it('/publicResult says only its own words', () => {
    expect(Object.keys(PUBLIC_RESULTS).sort()).toEqual(['expired', 'failed', 'submitted', 'success']);
  });

  it('/transition needs login and renders without a loading flag (spec 4.2); /handleThirdParty needs login', () => {
    const transition = HOST_ROUTES.find((r) => r.name === 'transition')!;
    expect(transition.requiresAuth).toBe(true);
    expect(transition.Component).toBeDefined();
    expect(HOST_ROUTES.find((r) => r.name === 'handleThirdParty')!.requiresAuth).toBe(true);
  });
});
