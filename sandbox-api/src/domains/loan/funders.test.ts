import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPITAL_CHANNELS, type CapitalChannel } from '@credit/shared/api';
import { aprBp, buildSchedule, LOAN_PERIODS, MAX_APR_BP, REPAY_TYPES } from '@credit/shared/money';
import { checkedPartner, DEFAULT_FUNDER_SETTINGS, PARTNERS, platformFunder, routeOf, serves, type FunderSettings } from './funders';
import { DEFAULT_PRICING } from './pricing';

const partner = (code: CapitalChannel) => PARTNERS.find((p) => p.code === code)!;

describe('the funders as data (ADR 032)', () => {
  it('has the platform channel 9F and a partner for each of zy, hy, sxf, jg, huaxia, micropay and suning', () => {
    expect(PARTNERS.map((p) => p.code).sort()).toEqual(CAPITAL_CHANNELS.filter((c) => c !== '9F').sort());
    expect(platformFunder(DEFAULT_PRICING)).toMatchObject({ code: '9F', capitalType: 'self', steps: [], rates: { monthlyRatePpm: DEFAULT_PRICING.monthlyRatePpm } });
    expect(partner('micropay').steps).toEqual(['openAccount', 'bindCard', 'labelUser']);
    expect(partner('jg').steps).toEqual(['jgSigning']);
    expect(partner('suning').steps).toEqual(['suningVerify']);
    expect(partner('huaxia').steps).toContain('profile');
  });

  it('each partner prices every loan it offers within 24 % APR by IRR (the money core), whatever the amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARTNERS), fc.nat(), fc.nat(), fc.constantFrom(...REPAY_TYPES), (p, a, t, repayType) => {
        const principalFen = p.minLoanFen + (a % (Math.min(p.maxLoanFen - p.minLoanFen, 10_000_000) + 1));
        const periods = p.periods[t % p.periods.length]!;
        const schedule = buildSchedule({ principalFen, periods, repayType, monthlyRatePpm: p.rates.monthlyRatePpm, monthlyFeePpm: p.rates.monthlyFeePpm });
        expect(aprBp(principalFen, schedule)).toBeLessThanOrEqual(MAX_APR_BP);
      }),
    );
  });

  it('refuses a partner that could quote above 24 %, or has no terms or a bad range', () => {
    const zy = partner('zy');
    expect(() => checkedPartner({ ...zy, rates: { ...zy.rates, monthlyRatePpm: 20_000 } })).toThrow(/exceeds the 2400 bp ceiling/);
    expect(() => checkedPartner({ ...zy, periods: [] })).toThrow(/no terms/);
    expect(() => checkedPartner({ ...zy, minLoanFen: 200, maxLoanFen: 100 })).toThrow(/bad amount range/);
    expect(() => checkedPartner({ ...zy, orgCode: 'C99' })).toThrow(/unknown institution/);
  });
});

describe('the loan router (ADR 032)', () => {
  const request = fc.record({
    principalFen: fc.integer({ min: 1, max: 250_000 }).map((n) => n * 100),
    periods: fc.constantFrom(...LOAN_PERIODS),
    returning: fc.boolean(),
  });
  const settings: fc.Arbitrary<FunderSettings> = fc.record({
    force: fc.option(fc.constantFrom(...CAPITAL_CHANNELS), { nil: null }),
    enabled: fc.uniqueArray(fc.constantFrom(...CAPITAL_CHANNELS)),
    decisions: fc.constant({}),
  });

  it('routes every request to 9F when nothing is configured (the product as before)', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(routeOf(DEFAULT_FUNDER_SETTINGS, DEFAULT_PRICING, r)).toMatchObject({ funder: { code: '9F' }, rule: 'default' });
      }),
    );
  });

  it('forced first, then the first configured partner serving term, amount and label, else 9F', () => {
    fc.assert(
      fc.property(settings, request, (s, r) => {
        const { funder, rule } = routeOf(s, DEFAULT_PRICING, r);
        const own = platformFunder(DEFAULT_PRICING);
        const byCode = (c: CapitalChannel) => (c === '9F' ? own : partner(c));
        const forcedServes = s.force !== null && serves(byCode(s.force), r);
        const firstConfigured = s.enabled.filter((c) => c !== '9F').map(byCode).find((f) => serves(f, r));
        if (forcedServes) expect({ code: funder.code, rule }).toEqual({ code: s.force, rule: 'forced' });
        else if (firstConfigured) expect({ code: funder.code, rule }).toEqual({ code: firstConfigured.code, rule: 'configured' });
        else expect({ code: funder.code, rule }).toEqual({ code: '9F', rule: 'default' });
        // Whoever lends serves the request: a term it offers, an amount in its range, a user it lends to.
        if (funder.code !== '9F') expect(serves(funder, r)).toBe(true);
      }),
    );
  });

  it('the label rule: hy and sxf lend only to users who have borrowed before', () => {
    const s: FunderSettings = { ...DEFAULT_FUNDER_SETTINGS, enabled: ['sxf', 'hy'] };
    expect(routeOf(s, DEFAULT_PRICING, { principalFen: 300_000, periods: 3, returning: false }).funder.code).toBe('9F');
    expect(routeOf(s, DEFAULT_PRICING, { principalFen: 300_000, periods: 3, returning: true }).funder.code).toBe('sxf');
    expect(routeOf(s, DEFAULT_PRICING, { principalFen: 1_500_000, periods: 3, returning: true }).funder.code).toBe('hy');
    expect(routeOf(s, DEFAULT_PRICING, { principalFen: 1_500_000, periods: 24, returning: true }).funder.code).toBe('9F');
  });
});
