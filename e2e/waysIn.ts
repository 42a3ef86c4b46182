// How a user reaches every page of spec section 2 (issue 39): a tree of taps from the four tabs.
// `tests/ways-in.spec.ts` walks it in Chromium against the sandbox (tap, land on the route, walk the
// pages below, come back with the header's back arrow); `npm run ways-in:doc` writes docs/ways-in.md
// from it, and a unit test keeps that file current. A page with no tap leading to it is named in
// NOT_WALKED with the reason (an alias, a step inside a flow that needs typing, or a hop from outside).

/** What the user taps: a button or link by its accessible name (exact; `~` prefix: contains), or by test id. */
export type Tap = string | { testId: string; label: string };

export interface Way {
  tap: Tap;
  /** The route the tap lands on (the path, without the query). */
  to: string;
  /** Pages reached from there. */
  then?: Way[];
  /** The tap is the header's right-hand icon (spec 2.11) rather than something on the page. */
  header?: true;
  /** Leaving asks first (spec 2.11's back policies): the button of the popup that lets the user go. */
  leaveWith?: string;
  /**
   * Where the back arrow leads when not to the page before (spec 2.11: creditLife, helpYouPay,
   * spring_tour and quotaCompetition return to home); the walk then taps its way to the parent again.
   */
  backTo?: string;
  /** Leaving ends the session (spec 2.11: leaving the safe-certification page logs out): the walk stops here. */
  end?: true;
}

export interface Start {
  /** The tab the walk starts from (the tab bar's link). */
  tab: '借钱' | '发现' | '会员' | '我的';
  /** The demo user (read only: every tap here only navigates), a new borrower of the test's own, or a guest. */
  who: 'demo' | 'borrower' | 'guest';
  then: Way[];
}

const TAB_PATHS = { 借钱: '/', 发现: '/discover', 会员: '/member', 我的: '/userNew' } as const;
export const tabPath = (tab: Start['tab']): string => TAB_PATHS[tab];

/** An activity of 发现's list, by its code. */
const activity = (code: string): Tap => ({ testId: `activity-${code}`, label: `活动 ${code}` });

const bill: Way[] = [
  { tap: '全部账单', to: '/billListAll', then: [{ tap: { testId: 'rp-bill', label: '一期账单' }, to: '/billDetail' }] },
  {
    tap: '还款记录',
    to: '/repayment_history',
    then: [
      { tap: '退款记录', to: '/refundDetail' },
      { tap: { testId: 'rp-history-row', label: '一笔还款' }, to: '/paymentDetail' },
    ],
  },
  {
    tap: '我的借款',
    to: '/more-bills',
    then: [
      {
        tap: { testId: 'rp-order', label: '一笔借款' },
        to: '/billdetail_page',
        then: [
          { tap: '费用明细', to: '/loan_fee_deital' },
          {
            tap: '借款凭证',
            to: '/vouchersList',
            then: [
              { tap: '查看凭证示例', to: '/vouchersDemo' },
              { tap: '上传凭证', to: '/vouchersUpload' },
              { tap: '上传消费凭证', to: '/uploadConsumerVoucher', then: [{ tap: '凭证记录', to: '/consumerVoucherList', header: true }] },
            ],
          },
          { tap: '保险账单', to: '/insurePayBill' },
          { tap: '还款', to: '/cashier_desk' },
          { tap: '提前结清', to: '/prepaymentApply/:appId' },
        ],
      },
    ],
  },
  { tap: '提前结清', to: '/settle_accounts' },
  { tap: '资金方账单', to: '/billListTripartite' },
  {
    tap: '结清证明',
    to: '/clearance-certificate-history',
    then: [{ tap: '申请证明', to: '/clearance-certificate-apply' }],
  },
  {
    tap: '乐通卡',
    to: '/letong-package-list',
    then: [{ tap: { testId: 'letong-package', label: '一个套餐' }, to: '/letong-card-detail', then: [{ tap: '查看我的乐通卡账单', to: '/letong-bill' }] }],
  },
  { tap: '选择账单合并还款', to: '/merge-bill-list' },
];

export const WAYS_IN: Start[] = [
  {
    tab: '我的',
    who: 'demo',
    then: [
      { tap: '已实名', to: '/realNameShow' },
      { tap: '我的账单', to: '/billList', then: bill },
      { tap: '银行卡', to: '/bankCard' },
      {
        tap: '提升额度',
        to: '/cashAuthentication',
        then: [
          { tap: '~个人信息', to: '/personalInfo' },
          { tap: '贷前调查', to: '/loanInvestigate' },
        ],
      },
      {
        tap: '~邀请赚钱',
        to: '/makeMoney',
        then: [
          { tap: '邀请明细', to: '/returnDetail' },
          { tap: '奖励明细', to: '/rewardDetail' },
          { tap: '提现记录', to: '/withDrawRecord' },
          { tap: '我的零钱', to: '/spared-fund', then: [{ tap: '收支明细', to: '/details_index' }] },
          { tap: '~预览好友看到的邀请页', to: '/landingRegister' },
          { tap: '好友红包', to: '/friendRedBag' },
          { tap: '规则说明', to: '/makeMoneyStrategy', header: true },
        ],
      },
      { tap: '信用卡管家', to: '/creditCardList' },
      { tap: '我的客服', to: '/myCustomerService' },
      { tap: '借款记录', to: '/loanDetailApply' },
      { tap: '交易记录', to: '/transactions' },
      {
        tap: '账户设置',
        to: '/ucSetting',
        then: [
          { tap: '~更换手机号', to: '/changeAccountMobile' },
          {
            tap: '安全设置',
            to: '/pwSetting',
            then: [
              { tap: '~修改登录密码', to: '/modifyLoginPw' },
              { tap: '~忘记登录密码', to: '/smsResetLoginPw' },
              { tap: '~修改交易密码', to: '/modifyDealPw' },
              { tap: '~重置交易密码', to: '/resetDealPw' },
            ],
          },
          { tap: '授权管理', to: '/authManagement' },
          { tap: '存管账户设置', to: '/depositeSetting' },
          { tap: '注销账户', to: '/unregisterReminder' },
          { tap: '全面认证', to: '/safeRertificate', end: true },
        ],
      },
      {
        tap: '我的协议',
        to: '/myAgreements',
        then: [
          { tap: '服务协议', to: '/registerAgr' },
          { tap: '隐私政策', to: '/questionPrivateAgr' },
          { tap: '征信信息查询及披露授权书', to: '/zxxxplsqs' },
          { tap: '补充协议', to: '/supplementAgreement' },
          { tap: '其他协议', to: '/otherAgr' },
          { tap: '借款相关协议', to: '/loanAgreement', leaveWith: '确定', then: [{ tap: '~（模板）', to: '/loanAgreementItem' }] },
        ],
      },
      {
        tap: '关于我们',
        to: '/aboutUs',
        then: [
          { tap: '公司介绍', to: '/corIntroduction' },
          { tap: '资质信息', to: '/businessLicense' },
          { tap: '常见问题', to: '/questions' },
          { tap: '投诉建议', to: '/complaints' },
        ],
      },
    ],
  },
  {
    tab: '借钱',
    who: 'demo',
    then: [
      { tap: '极速提额', to: '/cashAuthentication' },
      { tap: '手机充值', to: '/recharge' },
      { tap: '红包卡券', to: '/myCoupons' },
    ],
  },
  {
    // Borrowing is offered to a user with nothing overdue (the demo user is told to repay first).
    tab: '借钱',
    who: 'borrower',
    then: [
      {
        tap: '兑换现金',
        to: '/newBorrowCash',
        then: [{ tap: '查看免息详情', to: '/freeFeeCashLoan' }],
        leaveWith: '确定',
        backTo: '/newCashIndex',
      },
      {
        tap: '信用查询',
        to: '/newCashIndex',
        then: [
          { tap: '快速借款', to: '/quickLoan', leaveWith: '确定' },
          { tap: '反馈', to: '/cashFeedback', header: true },
        ],
      },
    ],
  },
  {
    tab: '发现',
    who: 'demo',
    then: [
      {
        tap: '信用生活',
        to: '/creditLife',
        then: [
          { tap: '话费充值', to: '/creditLifeMobile' },
          { tap: '视频会员', to: '/creditLifeVideo' },
          { tap: '美团', to: '/sub-busi-meituan' },
          { tap: '饿了么', to: '/sub-busi-elem' },
          { tap: '美团酒店', to: '/sub-busi-mthotel' },
          { tap: '我的订单', to: '/creditLifeOrders' },
        ],
        backTo: '/',
      },
      { tap: activity('spring_tour'), to: '/spring_tour', backTo: '/' },
      { tap: activity('seckill'), to: '/seckill', then: [{ tap: '~活动规则', to: '/activityRules' }, { tap: '~我的奖品', to: '/myAwards' }] },
      { tap: activity('luckDraw'), to: '/luckDraw' },
      { tap: activity('wishes'), to: '/wishes' },
      { tap: activity('ranking'), to: '/ranking' },
      { tap: activity('qzrace'), to: '/quotaCompetition', backTo: '/' },
      { tap: activity('help'), to: '/helpYouPay', backTo: '/' },
      { tap: activity('redRain'), to: '/redRain' },
      { tap: activity('welcomeNew'), to: '/welcomeNew' },
      { tap: activity('aug_old_user'), to: '/aug_old_user' },
      { tap: { testId: 'ad-AD02', label: '一则广告' }, to: '/adInfo' },
      { tap: '~我的消息', to: '/internalLetter', then: [{ tap: { testId: 'letter', label: '一封消息' }, to: '/internalLetterDetail' }] },
    ],
  },
  {
    tab: '会员',
    who: 'demo',
    then: [
      { tap: '积分说明', to: '/pointsRule', header: true },
      { tap: { testId: 'points-balance', label: '积分' }, to: '/transactionRecord' },
      { tap: { testId: 'fudou-balance', label: '福豆' }, to: '/myDiamond' },
      { tap: '微信特权', to: '/wechatPrivilege' },
    ],
  },
  {
    tab: '我的',
    who: 'guest',
    then: [
      {
        tap: '登录/注册',
        to: '/login',
        then: [
          { tap: '注册账号', to: '/registerWithSms', backTo: '/' },
          { tap: '忘记密码', to: '/smsResetLoginPw' },
        ],
      },
    ],
  },
];

/**
 * Spec section 2 pages no tap leads to, each with why. Aliases show another path's page; flow steps
 * come after the user types and sends something on the page before (the named spec walks them);
 * hops are entered from outside the app (a partner, a native shell, a shared link).
 */
export const NOT_WALKED: Record<string, string> = {
  '/index': 'alias: redirects to /',
  '/oneKeeper': 'alias: redirects to /',
  '/HomeBottom': 'the tab bar itself, on every tab page',
  '/user': 'alias of /userNew (the 我的 tab), kept for old links',
  '/register': 'alias: redirects to /login',
  '/cashLoan': 'alias: redirects to /newBorrowCash',
  '/newCashLoan': 'alias: redirects to /newBorrowCash',
  '/borrowCash': 'alias of /newBorrowCash (the same borrow page), kept for old links',
  '/cashInstallment': 'alias of /newBorrowCash (the same borrow page), kept for old links',
  '/billList-old': 'alias of /billListAll, kept for old links',
  '/registerAgrHuawei': 'alias of /registerAgr (the same served text, for one app store\'s channel)',
  '/agreementItem': 'flow: a contract of the user\'s own loan, from the borrow confirm page and the loan result (loan-journey.spec.ts)',
  '/refresh': 'flow: the result of an authentication item started from /cashAuthentication (loan-authentication.spec.ts)',
  '/cancelLoanResult': 'flow: after cancelling a loan being paid out (loan-borrow.spec.ts)',
  '/payment': 'flow: the Alipay stand-in after choosing Alipay on the cashier (repay-journey.spec.ts)',
  '/repayment': 'flow: a repayment in progress, after paying on the cashier (repay-journey.spec.ts)',
  '/prepaymentResult': 'flow: the result of a repayment (repay-journey.spec.ts)',
  '/prepaymentApplySucc': 'flow: after an early settlement is applied for (repay-journey.spec.ts)',
  '/signing_contract': 'flow: the cashier asks a card to sign the withholding agreement before paying with it (repay-journey.spec.ts)',
  '/clearance-certificate-result': 'flow: after applying for a settlement proof (repay-services.spec.ts)',
  '/clearance-certificate': 'flow: an issued settlement proof, from the history or the result (repay-services.spec.ts)',
  '/realName': 'flow: the open-card popup of an unverified user (account-identity.spec.ts)',
  '/validateIdentity': 'flow: the open-card popup of a verified user (account-identity.spec.ts)',
  '/realNameConfirmMobile': 'flow: real-name verification with a different reserved mobile (account-identity.spec.ts)',
  '/loanBankCard': 'flow: choosing the receiving card on the borrow page (loan-borrow.spec.ts)',
  '/loginMAChoice': 'flow: logging in with a mobile bound to several accounts (account-login.spec.ts)',
  '/mAVerifyMobile': 'flow: the multi-account flow (account-login.spec.ts)',
  '/mAVerifyIdentity': 'flow: the multi-account flow (account-login.spec.ts)',
  '/mAResult': 'flow: the multi-account flow (account-login.spec.ts)',
  '/smsLogin': 'alias of /login in its 验证码登录 mode (the login page\'s mode switch)',
  '/weixinLogin': 'hop: the messaging app\'s login hand-off (devices.spec.ts)',
  '/resetLoginPw': 'flow: after the SMS step of 忘记登录密码 (account-passwords.spec.ts)',
  '/checkBindCardAndIdentity': 'flow: 重置交易密码 by card and identity (account-passwords.spec.ts)',
  '/resetDealPw2': 'flow: after the checks of 重置交易密码 (account-passwords.spec.ts)',
  '/smsVerify': 'flow: 更换手机号, after proving the current number (account-settings.spec.ts)',
  '/modifyLoginNumber': 'flow: 更换手机号, the new number (account-settings.spec.ts)',
  '/verifyResult': 'flow: 更换手机号, the result (account-settings.spec.ts)',
  '/unregisterReason': 'flow: 注销账户 after the reminder (account-settings.spec.ts)',
  '/unregisterValidate': 'flow: 注销账户 after the reason (account-settings.spec.ts)',
  '/unregisterResult': 'flow: 注销账户, the result (account-settings.spec.ts)',
  '/downLoad': 'hop: the forced-update screen of an old native shell (forceUpdate.spec.ts)',
  '/newDownload': 'alias of /downLoad',
  '/maJiaBao': 'hop: the alternate-shell app mode\'s prompt to download the full app (devices.spec.ts)',
  '/publicResult': 'hop: the result a partner\'s flow returns to (journeys-entry.spec.ts)',
  '/cashConfirm': 'flow: 下一步 on the borrow page (loan-journey.spec.ts)',
  '/cashResult': 'flow: after confirming a loan (loan-journey.spec.ts)',
  '/cashInstallmentResult': 'flow: the result of an instalment loan (loan-borrow.spec.ts)',
  '/cashCostDetail': 'flow: a loan\'s fees, from its result (loan-pages.spec.ts)',
  '/cashButtOrgDetail': 'flow: the lender of a loan, from its fees (loan-pages.spec.ts)',
  '/cashAgreement': 'flow: a loan\'s contract, from its fees (loan-pages.spec.ts)',
  '/thirdPage': 'configured: a home tile or Mine menu item whose jump URL is a page of the product\'s own origin opens in it (shell.spec.ts, entries.test.ts); none is configured by default',
  '/transition': 'hop: the landing of a native shell\'s hand-off (devices.spec.ts)',
  '/dispatch': 'hop: the landing of an external partner\'s link (journeys-entry.spec.ts)',
  '/handleThirdParty': 'hop: the return from a partner\'s page (journeys-entry.spec.ts)',
};

/** Every page path of spec section 2 (2.1-2.10); the named routes without a path are walked under their paths here. */
export const SPEC_PAGES: readonly string[] = [
  '/', '/index', '/oneKeeper', '/HomeBottom',
  '/cashier_desk', '/billList-old', '/billList', '/billListAll', '/billListTripartite', '/repayment_history', '/billDetail', '/more-bills',
  '/merge-bill-list', '/paymentDetail', '/refundDetail', '/insurePayBill', '/signing_contract', '/cancelLoanResult', '/billdetail_page',
  '/loan_fee_deital', '/settle_accounts', '/loanDetailApply', '/payment', '/repayment', '/prepaymentResult', '/prepaymentApplySucc',
  '/prepaymentApply/:appId', '/vouchersList', '/vouchersUpload', '/vouchersDemo', '/uploadConsumerVoucher', '/consumerVoucherList',
  '/letong-bill', '/letong-card-detail', '/letong-package-list',
  '/clearance-certificate-history', '/clearance-certificate-apply', '/clearance-certificate-result', '/clearance-certificate',
  '/borrowCash', '/newBorrowCash', '/cashInstallment', '/newCashIndex', '/cashLoan', '/newCashLoan', '/agreementItem', '/cashFeedback',
  '/refresh', '/loanAgreement', '/loanAgreementItem', '/loanInvestigate', '/quickLoan',
  '/registerAgr', '/registerAgrHuawei', '/otherAgr', '/zxxxplsqs', '/supplementAgreement', '/questionPrivateAgr',
  '/makeMoney', '/returnDetail', '/details_index', '/makeMoneyStrategy', '/myCoupons', '/recharge', '/spared-fund', '/wechatPrivilege',
  '/internalLetter', '/internalLetterDetail',
  '/user', '/userNew', '/transactions', '/bankCard', '/loanBankCard', '/ucSetting', '/pwSetting', '/realNameShow', '/resetLoginPw',
  '/modifyLoginPw', '/smsResetLoginPw', '/resetDealPw', '/resetDealPw2', '/checkBindCardAndIdentity', '/modifyDealPw', '/depositeSetting',
  '/changeAccountMobile', '/authManagement', '/questions', '/aboutUs', '/corIntroduction', '/businessLicense', '/modifyLoginNumber',
  '/smsVerify', '/verifyResult', '/myCustomerService', '/safeRertificate', '/complaints',
  '/login', '/registerWithSms', '/weixinLogin', '/smsLogin', '/register', '/realName', '/validateIdentity', '/realNameConfirmMobile',
  '/loginMAChoice', '/mAVerifyMobile', '/mAVerifyIdentity', '/mAResult',
  '/unregisterReminder', '/unregisterReason', '/unregisterValidate', '/unregisterResult',
  '/downLoad', '/thirdPage', '/transition', '/dispatch', '/handleThirdParty', '/sub-busi-meituan', '/sub-busi-elem', '/sub-busi-mthotel',
  // Named routes of 2.10 whose paths the spec does not show (this product's paths for them).
  '/pointsRule', '/transactionRecord', '/withDrawRecord', '/rewardDetail', '/publicResult', '/cashAuthentication', '/cashCostDetail',
  '/cashButtOrgDetail', '/cashConfirm', '/freeFeeCashLoan', '/cashResult', '/cashInstallmentResult', '/cashAgreement', '/friendRedBag',
  '/maJiaBao', '/newDownload', '/myDiamond', '/landingRegister', '/redRain', '/aug_old_user', '/welcomeNew',
];

/** Every route the walk lands on, in walk order. */
export function walkedRoutes(starts: readonly Start[] = WAYS_IN): string[] {
  const out: string[] = [];
  const visit = (ways: readonly Way[] | undefined) => ways?.forEach((w) => (out.push(w.to), visit(w.then)));
  for (const s of starts) {
    out.push(tabPath(s.tab));
    visit(s.then);
  }
  return out;
}

export const tapLabel = (tap: Tap): string => (typeof tap === 'string' ? tap.replace(/^~/, '') : tap.label);
