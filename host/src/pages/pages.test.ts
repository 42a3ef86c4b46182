import { describe, expect, it } from 'vitest';
import { frameableUrl } from './thirdPage/ThirdPagePage';
import { internalTarget } from './transition/TransitionPage';
import { shopSwitchFor, SUB_BUSINESSES } from './subBusiness/SubBusinessPage';
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

  it('each sub-business page is routed, and gated by its platform\'s shop-instalment switch (spec 6)', () => {
    for (const path of Object.keys(SUB_BUSINESSES)) expect(HOST_ROUTES.find((r) => r.path === path)).toMatchObject({ requiresAuth: true, needBaseInfo: true });
    expect(shopSwitchFor({ isNativeApp: false, platform: 'ios' })).toBe('shopInstalmentH5Switch');
    expect(shopSwitchFor({ isNativeApp: true, platform: 'ios' })).toBe('shopInstalmentIosSwitch');
    expect(shopSwitchFor({ isNativeApp: true, platform: 'android' })).toBe('shopInstalmentAndroidSwitch');
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
