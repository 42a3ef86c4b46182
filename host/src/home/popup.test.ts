import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, ApiError, dropCallFailure, HttpError } from '@credit/shared';
import { answer, setUpPage, tearDownPage } from '@credit/shared/testing';
import { popupDue, showPopupIfDue } from './popup';

const DAY = 24 * 3600 * 1000;
const POPUP = { popupId: 'P1', title: '双十一', content: '借款享免息', link: '/redRain', periodDays: 7 };

afterEach(tearDownPage);

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the home pop-up (spec 7.7: at most once per configured period)', () => {
  it('popupDue: never shown, or the period has passed', () => {
    expect(popupDue(null, 7, 0)).toBe(true);
    expect(popupDue(0, 7, 7 * DAY - 1)).toBe(false);
    expect(popupDue(0, 7, 7 * DAY)).toBe(true);
    expect(popupDue(Number.NaN, 7, 0)).toBe(true);
  });

  it('shows once, not again within the period, again after it; its button opens its link', async () => {
    const confirm = vi.fn(async () => true);
    const navigate = vi.fn();
    setUpPage(async (config) => (config.url === API_PATHS.market.popupConfig ? answer(config, { popup: POPUP }) : answer(config, null, 1004)), { confirm, navigate });
    const keys = memory();
    await showPopupIfDue(0, keys);
    await showPopupIfDue(6 * DAY, keys);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '双十一', content: '借款享免息' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/redRain');
    await showPopupIfDue(7 * DAY, keys);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('shows nothing when none is configured, and never follows a link out of the app', async () => {
    const confirm = vi.fn(async () => true);
    const navigate = vi.fn();
    let popup: typeof POPUP | null = null;
    setUpPage(async (config) => answer(config, { popup }), { confirm, navigate });
    await showPopupIfDue(0, memory());
    expect(confirm).not.toHaveBeenCalled();
    popup = { ...POPUP, link: '//evil.example/x' };
    await showPopupIfDue(0, memory());
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '知道了' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused or unanswered ask skips the pop-up quietly; a bug is rethrown, not lost', async () => {
    const confirm = vi.fn(async () => true);
    setUpPage(async (config) => answer(config, null, 9999, '系统繁忙'), { confirm });
    const refused = await showPopupIfDue(0, memory()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(() => dropCallFailure(refused)).not.toThrow();
    expect(() => dropCallFailure(new HttpError('network'))).not.toThrow();
    const bug = new TypeError('popup.link is undefined');
    expect(() => dropCallFailure(bug)).toThrow(bug);
    expect(confirm).not.toHaveBeenCalled();
  });
});
