import { describe, expect, it } from 'vitest';
import * as C from './index';

describe('constants (spec 9)', () => {
  it('quote the spec values', () => {
    expect(C.DEFAULT_HIGHEST_BORROW_FEN).toBe(200_000 * 100);
    expect(C.DEFAULT_LOAN_FEN).toBe(100 * 100);
    expect(C.LOAN_TYPE).toBe(1);
    expect(C.WITHDRAW_THRESHOLD_FEN).toBe(2000);
    expect([C.REQUEST_TIMEOUT_MS, C.REQUEST_TIMEOUT_SHORT_MS]).toEqual([20000, 10000]);
    expect([C.TOAST_MS, C.TOAST_LONG_MS, C.TOAST_LONG_FROM_CHARS, C.TOAST_ERROR_MS]).toEqual([1500, 3000, 15, 2000]);
    expect([C.SCAN_PAY_POLL_SECONDS, C.COUNTDOWN_DEFAULT_SECONDS]).toEqual([5, 3]);
    expect([C.FREE_INTEREST_MAX_MONTHS, C.FREE_INTEREST_GIFT_DAYS, C.MAX_IMAGE_SIZE]).toEqual([6, 7, 9000]);
    expect([C.SMS_MAX_SENDS, C.SMS_SEND_WINDOW_MS, C.SMS_MAX_WRONG, C.SMS_LOCK_MS]).toEqual([3, 600_000, 3, 86_400_000]);
    expect([C.DEAL_PASSWORD_MIN, C.DEAL_PASSWORD_MAX]).toEqual([6, 16]);
    expect(C.NATIVE_MIN_VERSION).toEqual({ android: '3.4.7', ios: '3.3.8' });
    expect(C.OLD_HEADER_MAX_VERSION).toBe(8);
    expect([C.APP_VERSION_INDEX_TAB, C.APP_VERSION_RICH_BEAN_BACK, C.APP_VERSION_BANNER_CLICK]).toEqual([57, 24, 6]);
    expect(C.APP_VERSION_FINGERPRINT_TYPE).toEqual({ ios: 93, android: 103 });
    expect(C.COOKIE_LIFETIME_DAYS).toBe(18250);
    expect(C.LOGIN_REPAIR_THROTTLE_MS).toBe(600000);
    expect([C.DEEP_LINK_CHECK_MS, C.DEEP_LINK_THRESHOLD_MS, C.CUSTOMER_SERVICE_WAIT_MS]).toEqual([25, 5000, 1500]);
    expect(C.GUEST_TOKEN).toBe('token');
    expect(C.TAB_NAMES).toEqual([
      'index', 'makeMoney', 'sc', 'cashLoan', 'cashLoanMall', 'my', 'helpYouPay', 'billList', 'inviteNewCutomer',
      'creditInquiry', 'bankCard', 'quota', 'creditCardAsset', 'pointMall', 'newActivity', 'robot',
    ]);
    expect(C.DICTIONARY).toEqual({
      defaultEducation: 'B0301', defaultMarriage: 'B0501', routerEducation: 'B0305', routerMarriage: 'B0501', routerIndustry: 'B1017',
    });
    expect(C.GRAY_TEST_ROUTES).toEqual(['personalInfo', 'uploadCard', 'creditCardList', 'loanBankCard', 'cashLoan']);
  });
});

describe('UPLOAD_BODY_LIMIT (issue 24 item 7)', () => {
  it('holds the JSON of the largest image allowed as a data URL, and nothing like twice that', () => {
    const dataUrl = 'data:image/jpeg;base64,'.length + Math.ceil(C.MAX_IMAGE_BYTES / 3) * 4;
    const json = `{"side":"front","orderNo":"L0000000000000042","note":"${'备'.repeat(100)}","image":""}`.length * 3;
    expect(dataUrl + json).toBeLessThanOrEqual(C.UPLOAD_BODY_LIMIT);
    expect(C.UPLOAD_BODY_LIMIT).toBeLessThan(2 * C.MAX_IMAGE_BYTES);
  });
});
