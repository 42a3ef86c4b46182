import { describe, expect, it } from 'vitest';
import { creditLifeRoutes } from './routes';
import { detectHost } from '@credit/shared';
import { shopSwitchFor, SUB_BUSINESS_PARTNERS } from './pages/subBusiMeituan/SubBusiMeituanPage';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';

describe('credit-life routes', () => {
  it('creditLife returns home on back (spec 2.11); the sub-business pages are the partners\' shops (login, base info), gated per platform (spec 6)', () => {
    expect(creditLifeRoutes.find((r) => r.path === '/creditLife')).toMatchObject({ name: 'creditLife', back: 'home', requiresAuth: true });
    for (const path of Object.keys(SUB_BUSINESS_PARTNERS)) expect(creditLifeRoutes.find((r) => r.path === path)).toMatchObject({ requiresAuth: true, needBaseInfo: true });
    const profile = (query: string, ua: string) => detectHost(`https://h5.example.com/${query}#/`, ua).profile;
    expect(shopSwitchFor(profile('', IPHONE))).toBe('shopInstalmentH5Switch');
    expect(shopSwitchFor(profile('?APPSOURCE=jfwallet', ANDROID))).toBe('shopInstalmentH5Switch');
    expect(shopSwitchFor(profile('?APPSOURCE=1', IPHONE))).toBe('shopInstalmentIosSwitch');
    expect(shopSwitchFor(profile('?APPSOURCE=1', ANDROID))).toBe('shopInstalmentAndroidSwitch');
  });
});
