import { APP_VERSION_BANNER_CLICK, APP_VERSION_FINGERPRINT_TYPE, APP_VERSION_INDEX_TAB, MAJIA_APP_SOURCES, OLD_HEADER_MAX_VERSION } from '../constants';

/**
 * Where the H5 runs (spec 3 "Host configuration", 4.11): each source is one device profile, and the
 * code asks the profile, not the source, how to log in, share, go back, show the title, recognise a
 * face and prompt a download. docs/device-profiles.md is the table, with the reasons.
 */
export type SourceKind =
  | 'nativeApp' // APPSOURCE 1: the product's own app
  | 'wallet' // jfwallet
  | 'ddApp' // DDApp
  | 'merchantApp' // pzscAPP, wukCredit, cube, quick-app
  | 'edition' // APPSOURCE 9, 10, 11: the alternate-shell ("majia") editions
  | 'miniProgram' // a mini-program's web view
  | 'messagingBrowser' // the messaging app's own browser (official account)
  | 'browser'; // a plain browser

export const MERCHANT_APP_SOURCES: readonly string[] = ['pzscAPP', 'wukCredit', 'cube', 'quick-app'];

export interface DeviceProfile {
  source: SourceKind;
  /**
   * An auth-required page without login (spec 4.2): the app's own login through the bridge, the
   * wallet told the token expired, or the web login page (`HostInfo.loginPath`: the messaging
   * browser's own login there).
   */
  login: 'native' | 'walletTokenExpired' | 'web';
  /** Spec 7.8 share: the bridge's, or none (the user is told to use the app). */
  share: 'native' | 'none';
  /** Spec 2.11, 4.9: the app's back targets and its finish-window, or the web's callback URL and history. */
  back: 'native' | 'web';
  /**
   * Who shows the title (spec 2.11): the H5 header; the header and the wrapper's own title bar (the
   * wallet); or the wrapper alone (old app builds, up to OLD_HEADER_MAX_VERSION, draw their own title
   * bar: a second header would stack under it).
   */
  title: 'header' | 'headerAndNative' | 'native';
  /** Spec 4.10: face recognition in the app or the official-account browser only. */
  face: 'native' | 'messagingWeb' | 'none';
  /**
   * What the download page offers: open the app with the deep-link fallback to the store (a plain
   * browser), the store links only (inside an app, whose web view would swallow an app link), "open in
   * the browser" (the messaging browser blocks downloads and app links), or "search the app store" (a
   * mini-program can open neither).
   */
  download: 'openApp' | 'storeLinks' | 'openInBrowser' | 'storeSearch';
  /**
   * Spec 4.2, ADR 023: where a token in the entry URL may log the user in: on any route (the native app
   * and the wallet hand their session over in it) or on the three borrow routes only.
   */
  urlToken: 'anyRoute' | 'borrowRoutes';
  /** Spec 2.11: the pages the app renders itself (NATIVEPAGES) open there (the native app); elsewhere the H5 renders every route. */
  nativePages: 'open' | 'none';
  /** Spec 4.2, 9: the index is the app's own index tab (the native app from build 57) or the H5 home. */
  index: 'nativeTab' | 'web';
  /**
   * ADR 030: fingerprint pay is offered (the native app from the build whose fingerprint action takes a
   * type and answers a proof: 93 iOS, 103 Android) or not (older builds answer yes/no, which authorises nothing).
   */
  fingerprintPay: 'native' | 'none';
  /**
   * Whose version sys/versionInfo is asked about and the forced update of spec 2.11 judges: the app's (the
   * native app: its platform and version name) or the H5's (never forced to update).
   */
  version: 'app' | 'h5';
  /** Spec 9 banner click: a banner opens in a page of the app's own (the native app from build 6), or the H5 goes there. */
  bannerLink: 'nativePage' | 'h5';
  /** Spec 6: the limit is raised here, or (the alternate-shell editions) the user is pointed to the full app. */
  limitRaise: 'here' | 'fullApp';
  /** ID card photos: the app's camera through the bridge (and its OCR), or a file input (which opens the phone's camera). */
  camera: 'native' | 'fileInput';
  /**
   * Inside the messaging app (its browser, a mini-program, or a wrapper saying ISWEIXIN): where a WeChat
   * authorisation can come from, so the WeChat login sends the user back to the official account, not into WeChat.
   */
  messagingApp: boolean;
  /** The channel the server knows this source by: the deviceType header and the borrow channel gate (ADR 040). */
  channel: 'android' | 'ios' | 'wallet' | 'weixin' | 'h5';
  /** Spec 3 customer-service channel, also sent with the points balance (spec 7.7). */
  clientChannel: 'H5' | 'app-ios' | 'app-android' | 'official-account';
  /** The store links the download page offers: the phone's platform's, or both on a desktop or an unknown phone. */
  stores: 'android' | 'ios' | 'both';
  /** The app opened this H5 from its user tab (RETURNUSER=1): back where nothing else applies returns there (spec 2.11). */
  backToUserTab: boolean;
}

export interface ProfileFacts {
  appSource: string;
  isWeixin: boolean;
  isMiniProgram: boolean;
  build: number | null;
  platform: 'android' | 'ios' | 'other';
  /** RETURNUSER as sent ('' when none). */
  returnUser?: string;
}

export function sourceKind({ appSource, isWeixin, isMiniProgram }: Omit<ProfileFacts, 'build' | 'platform'>): SourceKind {
  if (appSource === '1') return 'nativeApp';
  if (appSource === 'jfwallet') return 'wallet';
  if (appSource === 'DDApp') return 'ddApp';
  if (MERCHANT_APP_SOURCES.includes(appSource)) return 'merchantApp';
  if (MAJIA_APP_SOURCES.includes(appSource)) return 'edition';
  if (isMiniProgram) return 'miniProgram';
  if (isWeixin) return 'messagingBrowser';
  return 'browser';
}

/** The profile's fields that follow the phone and the messaging app rather than the source's behaviour. */
type DeviceFields = 'messagingApp' | 'channel' | 'clientChannel' | 'stores' | 'backToUserTab';

const WEB: Omit<DeviceProfile, 'source' | DeviceFields> = {
  login: 'web', share: 'none', back: 'web', title: 'header', face: 'none', download: 'storeLinks', camera: 'fileInput',
  urlToken: 'borrowRoutes', nativePages: 'none', index: 'web', fingerprintPay: 'none', version: 'h5', bannerLink: 'h5', limitRaise: 'here',
};

/** The build of the native app is at least `threshold` (spec 9); no build, no build-gated feature. */
const fromBuild = (build: number | null, threshold: number) => build !== null && build >= threshold;

/**
 * The device profile of a source; the native app's title, index and fingerprint pay also depend on its
 * build (and platform), the channels and stores on the phone.
 */
export function deviceProfile(facts: ProfileFacts): DeviceProfile {
  const source = sourceKind(facts);
  return { ...behaviourOf(source, facts), ...deviceFieldsOf(source, facts) };
}

function deviceFieldsOf(source: SourceKind, { isWeixin, platform, returnUser = '' }: ProfileFacts): Pick<DeviceProfile, DeviceFields> {
  const app = source === 'nativeApp';
  const ios = platform === 'ios';
  return {
    messagingApp: isWeixin,
    channel: app ? (ios ? 'ios' : 'android') : source === 'wallet' ? 'wallet' : isWeixin ? 'weixin' : 'h5',
    clientChannel: app ? (ios ? 'app-ios' : 'app-android') : isWeixin ? 'official-account' : 'H5',
    stores: platform === 'other' ? 'both' : platform,
    backToUserTab: returnUser === '1',
  };
}

function behaviourOf(source: SourceKind, facts: ProfileFacts): Omit<DeviceProfile, DeviceFields> {
  switch (source) {
    case 'nativeApp': {
      const oldHeader = facts.build !== null && facts.build <= OLD_HEADER_MAX_VERSION;
      const fingerprintPay = facts.platform !== 'other' && fromBuild(facts.build, APP_VERSION_FINGERPRINT_TYPE[facts.platform]);
      return {
        source, login: 'native', share: 'native', back: 'native', title: oldHeader ? 'native' : 'header', face: 'native', download: 'storeLinks', camera: 'native',
        urlToken: 'anyRoute', nativePages: 'open', index: fromBuild(facts.build, APP_VERSION_INDEX_TAB) ? 'nativeTab' : 'web',
        fingerprintPay: fingerprintPay ? 'native' : 'none', version: 'app', bannerLink: fromBuild(facts.build, APP_VERSION_BANNER_CLICK) ? 'nativePage' : 'h5', limitRaise: 'here',
      };
    }
    case 'wallet':
      return { ...WEB, source, login: 'walletTokenExpired', share: 'native', title: 'headerAndNative', urlToken: 'anyRoute' };
    case 'miniProgram':
      return { ...WEB, source, download: 'storeSearch' };
    case 'messagingBrowser':
      return { ...WEB, source, face: 'messagingWeb', download: 'openInBrowser' };
    case 'browser':
      return { ...WEB, source, download: 'openApp' };
    case 'edition':
      return { ...WEB, source, limitRaise: 'fullApp' };
    default:
      return { ...WEB, source };
  }
}
