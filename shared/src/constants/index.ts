/** Business constants and limits of spec section 9, typed, in one place. Money is integer fen. */

/** 1 yuan in fen. */
export const FEN_PER_YUAN = 100;

/** Highest borrowable amount (yuan) when the server gives none or 0. */
export const DEFAULT_HIGHEST_BORROW_YUAN = 200_000;
export const DEFAULT_HIGHEST_BORROW_FEN = DEFAULT_HIGHEST_BORROW_YUAN * FEN_PER_YUAN;
/** Default loan amount (yuan). */
export const DEFAULT_LOAN_YUAN = 100;
export const DEFAULT_LOAN_FEN = DEFAULT_LOAN_YUAN * FEN_PER_YUAN;
export const LOAN_TYPE = 1;
/** Withdrawal needs a balance of at least 20 yuan. */
export const WITHDRAW_THRESHOLD_FEN = 20 * FEN_PER_YUAN;

export const REQUEST_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_SHORT_MS = 10_000;

export const TOAST_MS = 1_500;
export const TOAST_LONG_MS = 3_000;
/** Messages of this many characters or more get the long duration. */
export const TOAST_LONG_FROM_CHARS = 15;
export const TOAST_ERROR_MS = 2_000;

/** Scan-pay result polling interval (seconds) and the default countdown (seconds). */
export const SCAN_PAY_POLL_SECONDS = 5;
export const COUNTDOWN_DEFAULT_SECONDS = 3;
/** "Get code" buttons wait this long before a resend. */
export const SMS_RESEND_SECONDS = 60;

export const FREE_INTEREST_MAX_MONTHS = 6;
export const FREE_INTEREST_GIFT_DAYS = 7;
/** Maximum image size (spec 9 "9000", unit not shown): read as kilobytes (docs/adr/013). */
export const MAX_IMAGE_SIZE = 9000;
/** The same limit in bytes: what a picked file's `size` and an uploaded image are checked against. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_SIZE * 1024;
/**
 * The request body an image upload may have (IMAGE_UPLOAD_PATHS in api/paths): the data URL of a MAX_IMAGE_BYTES
 * image (base64 grows it by 4/3) and the JSON around it, 13 MiB. The sandbox's routes, the `npm start`
 * proxy (scripts/serve.ts) and nginx (docker/nginx/host.conf, `client_max_body_size 13m`) all take this
 * much on those paths only; every other call keeps 32 KiB. The client compresses a photo before it is
 * sent (compressPhoto), so a real upload is a few hundred KB.
 */
export const UPLOAD_BODY_LIMIT = 13 * 1024 * 1024;

export const SMS_MAX_SENDS = 3;
export const SMS_SEND_WINDOW_MS = 10 * 60 * 1000;
export const SMS_MAX_WRONG = 3;
export const SMS_LOCK_MS = 24 * 60 * 60 * 1000;
export const SMS_CODE_LENGTH = 6;

export const DEAL_PASSWORD_MIN = 6;
export const DEAL_PASSWORD_MAX = 16;

/** Native wrapper apps older than these are forced to update (spec 2.11). */
export const NATIVE_MIN_VERSION = { android: '3.4.7', ios: '3.3.8' } as const;
/** Version 8 or lower uses the old header rule. */
export const OLD_HEADER_MAX_VERSION = 8;
export const APP_VERSION_INDEX_TAB = 57;
export const APP_VERSION_RICH_BEAN_BACK = 24;
export const APP_VERSION_FINGERPRINT_TYPE = { ios: 93, android: 103 } as const;
export const APP_VERSION_BANNER_CLICK = 6;

export const COOKIE_LIFETIME_DAYS = 18_250;
export const LOGIN_REPAIR_THROTTLE_MS = 600_000;
export const DEEP_LINK_CHECK_MS = 25;
export const DEEP_LINK_THRESHOLD_MS = 5_000;
export const CUSTOMER_SERVICE_WAIT_MS = 1_500;

/** The guest token (spec 4.1, 6). */
export const GUEST_TOKEN = 'token';

export const TAB_NAMES = [
  'index', 'makeMoney', 'sc', 'cashLoan', 'cashLoanMall', 'my', 'helpYouPay', 'billList', 'inviteNewCutomer',
  'creditInquiry', 'bankCard', 'quota', 'creditCardAsset', 'pointMall', 'newActivity', 'robot',
] as const;
export type TabName = (typeof TAB_NAMES)[number];
/** Whether a key is one of spec 9's tab names: the keys of the tiles and menu items (the contract's `tileData.key`). */
export function isTabName(key: string): key is TabName {
  return (TAB_NAMES as readonly string[]).includes(key);
}

export const DICTIONARY = {
  defaultEducation: 'B0301',
  defaultMarriage: 'B0501',
  routerEducation: 'B0305',
  routerMarriage: 'B0501',
  routerIndustry: 'B1017',
} as const;

/** Routes of the gray-test list that show the maintenance message when the server lists them (spec 6). */
export const GRAY_TEST_ROUTES = ['personalInfo', 'uploadCard', 'creditCardList', 'loanBankCard', 'cashLoan'] as const;

/**
 * Server switches (spec 6) as the sandbox ships them, and what the client assumes while the switchInfo
 * answer is missing: features stay as a fresh install has them (account cancellation stays reachable).
 */
export const DEFAULT_SWITCHES = {
  oneAccountSwitch: 'open',
  logoutSwitch: 'open',
  superOrBillSwitch: 'close',
  shopInstalmentAndroidSwitch: 'close',
  shopInstalmentH5Switch: 'close',
  shopInstalmentIosSwitch: 'close',
} as const satisfies Record<string, 'open' | 'close'>;
export type SwitchName = keyof typeof DEFAULT_SWITCHES;

/**
 * Spec 3, 6: APPSOURCE 9, 10 and 11 identify three editions of the product; these are the alternate-shell
 * ("majia") editions, which cannot raise the limit (an assumption: the spec does not name them).
 */
export const MAJIA_APP_SOURCES: readonly string[] = ['9', '10', '11'];

/** The bottom tabs (spec 2.1): label and hash path. */
export const BOTTOM_TABS = [
  { key: 'index', label: '借钱', path: '/' },
  { key: 'discover', label: '发现', path: '/discover' },
  { key: 'member', label: '会员', path: '/member' },
  { key: 'my', label: '我的', path: '/userNew' },
] as const;

/** Not in the spec: the version this H5 build reports (version header, hand-off URLs) outside a native app. */
export const H5_VERSION = '1.0.0';
/** Not in the spec: the proId header value of this product. */
export const PRODUCT_ID = 'credit-h5';
/** Query parameter that carries the return URL to login, real-name, identity and activation pages. */
export const RETURN_URL_PARAM = 'returnUrl';

/** Not in the spec: the longest complaint text (saveComplaint), in characters. */
export const COMPLAINT_MAX_CHARS = 500;

export * from './credit';
export * from './contentConfig';
