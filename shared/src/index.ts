// Public entry of @credit/shared (a Module Federation singleton). Apps import only from here and the
// package's other entry points (/api, /html, /money, /router, /rules, /standalone, /testing, /ui).
// Named exports only (issue 37): a group per folder in layer order (ADR 045), a statement per file,
// names sorted. Types go in `export type` statements, so this entry value-imports only what apps run
// (no zod: the contract's schemas stay behind @credit/shared/api).

// constants/: constants of the spec (limits, switches, tab and entry names).
export { FEEDBACK_MAX_CHARS, FEEDBACK_TYPE_TITLES, FEEDBACK_TYPES } from './constants/contentConfig';
export { CREDIT_ITEMS, CREDIT_STATUS, REFRESH_TYPES, THIRD_PARTY_ITEMS } from './constants/credit';
export type { CreditItem, CreditStatus, RefreshType, ThirdPartyItem } from './constants/credit';
export {
  APP_VERSION_RICH_BEAN_BACK,
  BOTTOM_TABS,
  COMPLAINT_MAX_CHARS,
  COUNTDOWN_DEFAULT_SECONDS,
  CUSTOMER_SERVICE_WAIT_MS,
  DEFAULT_HIGHEST_BORROW_FEN,
  DICTIONARY,
  FEN_PER_YUAN,
  GRAY_TEST_ROUTES,
  H5_VERSION,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIZE,
  SMS_RESEND_SECONDS,
  WITHDRAW_THRESHOLD_FEN,
} from './constants';
export type { SwitchName } from './constants';

// storage/: session storage with its cookie fallback.
export { storage, STORAGE_KEYS } from './storage';

// rules/: the spec-5 patterns, record numbers, the ID number check, China's UTC offset and release compatibility (also @credit/shared/rules).
export { idCheckChar, isValidIdNumber } from './rules/idNumber';
export { isBillIds, isCertNo, isOrderNo, isRepayNo, isRowId, isShopOrderNo, NUMBER_PATTERNS, unanchored } from './rules/numbers';
export type { NumberKind } from './rules/numbers';
export { PATTERNS, VALUE_PATTERNS } from './rules/patterns';
export { CHINA_UTC_OFFSET_MS } from './rules/time';
export { describeUnmet, needsOfManifest, satisfiesRange, unmetNeeds } from './rules/versions';
export type { Gives, Need, Needs, UnmetNeed } from './rules/versions';

// format/: formatters: amounts, dates in China time, masks, phone links, toast timing.
export { maskCardNumber, maskIdNumber, maskMobile, maskName } from './format/mask';
export { formatMoney, formatYuan, signedAmount, yuanInputText } from './format/money';
export { telHref } from './format/tel';
export { formatChineseDate, formatDate, formatDateTime, formatTime } from './format/time';
export { toastDuration } from './format/toast';
export type { ToastKind } from './format/toast';

// errors/: the error catalogue of spec 8.
export { ACCOUNT_MESSAGES, accountMessage, MESSAGES, SERVER_MESSAGE_STATUS } from './errors/catalogue';

// validation/: the validation rules of spec 5 and photo checks.
export { checkRule, newDiffersFromOld, passwordsMatch, validate, validateForm, validatePasswordChange } from './validation/engine';
export type { FormField, ValidateOptions } from './validation/engine';
export {
  checkImage,
  COMPRESSION_STEPS,
  compressPhoto,
  decodePicture,
  fitWithin,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  readAsDataUrl,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_MAX_EDGE,
} from './validation/image';
export type { CompressedPhoto, CompressionStep, DecodedPicture, PictureDecoder } from './validation/image';
export { RULES, SELECT_PLACEHOLDER } from './validation/rules';
export type { Rule, RuleKey, RulePattern } from './validation/rules';

// api/: the zod-free half of the API contract (paths, shown values, pay purposes, default entries); the schemas stay behind @credit/shared/api.
export {
  BILL_STATUS_TITLES,
  CAPITAL_CHANNELS,
  CASH_FEEDBACK_MAX_CHARS,
  CREDITOR_ROLE_TITLES,
  CUSTODY_MESSAGES,
  DEFAULT_CAPITAL_CHANNEL,
  INCOME_LEVEL_TITLES,
  INCOME_LEVELS,
  INVITE_FRIEND_STATUS_TITLES,
  lendersText,
  LOAN_ORDER_STATUS_TITLES,
  LOAN_TYPE_PARAM,
  MOBILE_CARRIER_NAMES,
  MOBILE_CARRIERS,
  PAY_CHANNEL_TITLES,
  RECHARGE_STATUS_TITLES,
  REPAYMENT_KIND_TITLES,
  REPAYMENT_STATUS_TITLES,
  SHOP_ORDER_STATUS_TITLES,
  SHOP_PARTNER_NAMES,
  SHOP_PARTNERS,
  SHOP_PAY_TYPE_TITLES,
  SHOP_PAY_TYPES,
  WITHDRAW_STATUS_TITLES,
} from './api/browserValues';
export { DEFAULT_HOME_TILES, DEFAULT_MINE_MENU } from './api/defaultEntries';
export type { EntryItem } from './api/defaultEntries';
export { API_HEADERS, API_PATHS } from './api/paths';
export { payPurposeFields } from './api/payPurpose';
// The funders as the pages know them (ADR 032, 033): steps, repay path, submit call, by capitalChannel.
export { FUNDER_STEP_INFO, isPartnerLoan, PARTNER_REPAY_CALLS, partnerOf, PARTNERS, repaysOnPlatform } from './api/partners';
export type { FunderStepForm, Partner } from './api/partners';

// shell/: the shell facade and the route contract of a remote's ./routes.
export { registerShell, shell } from './shell/facade';
export type { AlertOptions, ConfirmOptions, NavigateTarget, ShellFacade, ToastOptions } from './shell/facade';
export type { FirstRead, HeaderRightIcon, RemoteRoute, RouteMeta, RouteModule } from './shell/routes';

// embedder/: the embedding app: detection, device profile, native bridge, leaving the app.
export { bridge } from './embedder/bridge';
export { browser } from './embedder/browser';
export { clientChannel, detectHost, getHost, initHost, nativeBuildAtLeast, needsForceUpdate, resetHost, urlParams } from './embedder/detect';
export type { HostInfo } from './embedder/detect';
export type { DeviceProfile } from './embedder/profile';
export { saveBlob } from './embedder/download';
export { absoluteHashUrl, callbackTarget, leave, openBannerLink, openDeepLink, setReturnOrigins } from './embedder/navigation';

// session/: the session: the one store, its atoms, login and logout, login and return URLs, tracked events.
export {
  allAgreementsSelectedAtom,
  baseInfoAtom,
  cardQuotaAtom,
  clientLoginStateAtom,
  displayWkHeaderAtom,
  isLoginAtom,
  isRealToken,
  pageTitleAtom,
  sysConfigAtom,
  tokenAtom,
  userStatusAtom,
} from './session/atoms';
export type { UserBaseInfo, UserStatus } from './session/atoms';
export { initEntryFlags } from './session/entryFlags';
export { externalHandoffUrl } from './session/handoff';
export { cleanRoute, LOGIN_FLOW_KEYS, LOGIN_REDIRECT_PARAM, loginPath, loginReturnTarget } from './session/loginPath';
export { flowRoute, readReturnUrl, withQuery } from './session/returnUrl';
export { handleTokenExpired, initSession, logout, setLoggedIn, toBaseInfo, urlTokenOutcome } from './session/session';
export { sessionStore } from './session/store';
export { usePageTitle } from './session/title';
export { takeTrackedEvent, trackEvent } from './session/trackedEvents';

// http/: the one http client and the calls beside it.
export {
  ApiError,
  configureHttp,
  dropCallFailure,
  failureMessage,
  http,
  HttpError,
  loadFailureText,
  newIdempotencyKey,
  setTrackingPage,
} from './http/client';
export { confirmKeyFor, forgetConfirmKey } from './http/confirmKey';
export {
  deviceFingerprintKey,
  disableFingerprintPay,
  enableFingerprintPay,
  fingerprintPaySupported,
  fingerprintPayTicket,
  forgetFingerprintKey,
  rememberFingerprintKey,
} from './http/fingerprintPay';
export { checkPwdPayment } from './http/payTicket';

// data/: the data layer: the query client, shared keys and reads, polling, first reads, per-start server values.
export { loadBaseInfo, useBaseInfo } from './data/baseInfo';
export {
  BORROW_GATE_MESSAGES,
  DEFAULT_IDX_SKIN,
  loadSysInfo,
  sysInfoAtom,
  throughBorrowGates,
  useAppDownloadOpen,
  useConfiguredImage,
  useCreditReportOpen,
  useForceUpdate,
  useIdxSkin,
  useVersionInfo,
} from './data/contentConfig';
export { defineRead, holdFirstReads, isFirstRead, readKey, readPagesQuery, readQuery, useRead, useReadEach, useReadPages } from './data/firstReads';
export type { AddressValues, HeldReads, Read, ReadOptions, ReadPagesOptions, ReadsTogether, ReadValue, ReadValues } from './data/firstReads';
export { bankCardKeys, fingerprintKeys, loanKeys, membershipKeys, oneCardKeys, sessionKeys } from './data/keys';
export { pollWhile, RESULT_POLL, useTimedOut } from './data/polling';
export { boundCardsQuery, boundCardsRead, fingerprintStatusQuery, fingerprintStatusRead, oneCardInfoQuery, oneCardInfoRead, shopOrdersRead } from './data/queries';
export { sharedReads } from './data/reads';
export { createQueryClient } from './data/queryClient';
export { fetchSwitches, grayTestAtom, loadGrayTestList, switchesAtom, switchOpen, useSwitchOpen } from './data/serverSwitches';
export { useSigningApply, useSigningConfirm, useSigningQuery } from './data/signing';
export { fetchSysConfig, useScanPayPollMs, useSysConfig } from './data/sysConfig';

// checks/: the access checks (login, opened card, activated limit).
export { accessFactsAtom, accessGate, askPastGate, goLogin, isCardOpened, requireOpenedCard } from './checks';
export type { AccessFacts } from './checks';

// entries/: home tiles and the Mine menu.
export { entryConfigAtom, mergeEntries, openEntry } from './entries/entries';
