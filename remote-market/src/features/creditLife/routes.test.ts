import { describe, expect, it } from 'vitest';
import { creditLifeRoutes } from './routes';
import { shopSwitchFor, SUB_BUSINESS_PARTNERS } from './pages/subBusiMeituan/SubBusiMeituanPage';

describe('credit-life routes', () => {
  it('creditLife returns home on back (spec 2.11); the sub-business pages are the partners\' shops (login, base info), gated per platform (spec 6)', () => {
    expect(creditLifeRoutes.find((r) => r.path === '/creditLife')).toMatchObject({ name: 'creditLife', back: 'home', requiresAuth: true });
    for (const path of Object.keys(SUB_BUSINESS_PARTNERS)) expect(creditLifeRoutes.find((r) => r.path === path)).toMatchObject({ requiresAuth: true, needBaseInfo: true });
    expect(shopSwitchFor({ isNativeApp: false, platform: 'ios' })).toBe('shopInstalmentH5Switch');
    expect(shopSwitchFor({ isNativeApp: true, platform: 'ios' })).toBe('shopInstalmentIosSwitch');
    expect(shopSwitchFor({ isNativeApp: true, platform: 'android' })).toBe('shopInstalmentAndroidSwitch');
  });
});
