/**
 * Every endpoint path of the API contract. Zod-free on purpose: the browser bundle imports the
 * paths, and only `import type`s the schemas' types, so zod never ships to the phone.
 */
export const API_PATHS = {
  sms: {
    send: '/api/sms/send',
    /** The web-form variant: same rules, used by pages outside the app shell. */
    webSend: '/api/sms/webSend',
    validate: '/api/sms/validate',
    validateTemp: '/api/sms/validateTemp',
  },
  account: {
    login: '/api/account/login',
    regist: '/api/account/regist',
    forgetPwd: '/api/account/forgetPwd',
    modifyPwd: '/api/account/modifyPwd',
    logout: '/api/account/logout',
    changeMobile: '/api/account/changeMobile',
    unionLoginByToken: '/api/account/unionLoginByToken',
    loginRedirect: '/api/account/LoginRedirect',
    authFansInfo: '/api/account/wx/authFansInfo',
    abandonCurrent: '/api/account/abandonCrrent',
    cancelReason: '/api/account/cancelReason',
    cancelAccount: '/api/account/cancelAccount',
    /** The user's money movements, newest first (spec 2.7 /transactions). */
    transactions: '/api/account/transactions',
  },
  identity: {
    realName: '/api/realName',
    realNameValidate: '/api/realNameValidate',
    validateOcr: '/api/user/validateOcr',
  },
  oneCard: {
    info: '/api/oneCard/info',
    setTradePwd: '/api/oneCard/setTradePwd',
    verifyPwd: '/api/oneCard/verifyPwd',
    restPwd: '/api/oneCard/restPwd',
    modifyPwd: '/api/oneCard/modifyPwd',
    authInfo: '/api/oneCard/authInfo',
    checkBindCardAndIdentity: '/api/oneCard/checkBindCardAndIdentity',
    openCardNoPwd: '/api/oneCard/openCardNoPwd',
  },
  customer: {
    info: '/api/customer/info',
    extendInfo: '/api/customer/extendInfo',
    saveBasicInfo: '/api/customer/saveBasicInfo',
    userEducation: '/api/customer/userEducation',
    userCollectionInfo: '/api/customer/userCollectionInfo',
    /** Spec 7.2: the credit-router profile set a funder asks for (ADR 033). */
    crawlerData: '/api/customer/crawlerData',
    userStatus: '/api/customer/userStatus',
    cardInfo: '/api/customer/cardInfo',
  },
  dicdata: {
    byType: '/api/dicdata/byType',
  },
  bindCard: {
    select: '/api/user/bindcard/select',
    supportcardList: '/api/user/bindcard/supportcardList',
    validateSupport: '/api/user/bindcard/validateSupport',
    whetherBind: '/api/user/bindcard/whetherBind',
    bindcardstatus: '/api/user/bindcard/bindcardstatus',
    selectall: '/api/user/bindcard/selectall',
    /** The card number shown back, masked but for what the user checks (the custody bind, ADR 037). */
    cardNoBackView: '/api/user/bindcard/cardNoBackView',
    /** The bound cards the custody bank takes: the custody bind's picker (ADR 037). */
    selectLtCard: '/api/user/bindcard/selectLtCard',
  },
  open: {
    bindCard: '/api/user/open/bindCard',
    openCard: '/api/user/open/openCard',
    changeBindCard: '/api/user/open/changeBindCard',
    cancelBindCard: '/api/user/open/cancelBindCard',
    /** A bound card's reserved mobile changed at the bank (not the login mobile, not the custody card's). */
    changeAccountMobile: '/api/user/open/changeAccountMobile',
  },
  sys: {
    config: '/api/sys/config',
    switchInfo: '/api/sys/switchInfo',
    info: '/api/sys/info',
    versionInfo: '/api/sys/versionInfo',
    /** Home quick-entry tiles and the "Mine" menu (spec 2.1, 3). */
    tileConfig: '/api/sys/tileConfig',
    grayTestList: '/api/sys/grayTestList',
    /** Spec 7.7: the customer-service config call (its path is not shown in the spec). */
    customerServiceConfig: '/api/sys/customerServiceConfig',
  },
  /** Agreements, FAQ, company information (spec 2.5, 2.7); paths not given by the spec. */
  content: {
    agreement: '/api/content/agreement',
    faq: '/api/content/faq',
    company: '/api/content/company',
  },
  /** Spec 7.7 "Feedback". */
  feedback: {
    saveComplaint: '/api/feedback/saveComplaint',
    /** Spec 7.7 opinionFeedback: a logged-in user's feedback (issue 28, ADR 040). */
    opinionFeedback: '/api/feedback/opinionFeedback',
  },
  /** The sandbox's stand-in for the third-party chat service's script (GET, JavaScript). */
  customerService: {
    widgetScript: '/api/cs/widget.js',
  },
  /** Spec 7.5 depository: the custody account at the stand-in custody bank (ADR 037). */
  depository: {
    status: '/api/depository/status',
    openAccount: '/api/depository/openAccount',
    bindCard: '/api/depository/bindCard',
    modifyDepositPwd: '/api/depository/modifyDepositPwd',
    resetDepositPwd: '/api/depository/resetDepositPwd',
    /** Changing the card: the old card proved (changeBindingCard), then the new one verified (changeBindingCardNew). */
    changeBindingCard: '/api/depository/changeBindingCard',
    changeBindingCardNew: '/api/depository/changeBindingCardNew',
    changeBindCardPhone: '/api/depository/changeBindCardPhone',
    accountCancellation: '/api/depository/accountCancellation',
  },
  /** Spec 7.5 custody: what is still needed, whether and what can be withdrawn, the withdrawal (money call). */
  custody: {
    mainGuidance: '/api/custody/mainGuidance',
    withdrawCashAptitude: '/api/custody/withdrawCashAptitude',
    p2pWithdrawSelect: '/api/custody/p2pWithdrawSelect',
    withdrawCash: '/api/custody/withdrawCash',
  },
  /** Spec 7.5 capitalDepository: the custody withdrawals and their details. */
  capitalDepository: {
    fetchWithdrawOrderList: '/api/capitalDepository/fetchWithdrawOrderList',
    fetchWithdrawInfoList: '/api/capitalDepository/fetchWithdrawInfoList',
    /** The withdrawal request shown before the pay: what the amount takes from each loan paid in (ADR 037). */
    sendWithdrawRequest: '/api/capitalDepository/sendWithdrawRequest',
  },
  authorization: {
    open: '/api/authorization/open',
    info: '/api/authorization/info',
    cancel: '/api/authorization/cancel',
  },
  quota: {
    /** GET: the quota-activation page (spec 4.4); POST: the page's form submit. */
    activate: '/api/quota/activate',
    /** POST (sandbox, ADR 024): a one-time code that opens the activation page; the page's URL never carries the session token. */
    activateCode: '/api/quota/activate/code',
  },
  /**
   * Sandbox, ADR 050: hand-offs to a configured partner (a tile or menu item with urlType url). `code`:
   * the app asks a one-time code for the target it is about to open (none for an origin not configured);
   * `redeem`: the partner's server spends it once, for that target, for whose session it stood.
   */
  handoff: {
    code: '/api/handoff/code',
    redeem: '/api/handoff/redeem',
  },
  /** Spec 7.3 loanorder: the borrow order and its reads. */
  loanorder: {
    loanparams: '/api/loanorder/loanparams',
    isNewUser: '/api/loanorder/isNewUser',
    saveAmt: '/api/loanorder/saveAmt',
    findTemp: '/api/loanorder/findTemp',
    planRange: '/api/loanorder/planRange',
    submit: '/api/loanorder/submit',
    cancel: '/api/loanorder/cancel',
    cancelLoanOrder: '/api/loanorder/cancelLoanOrder',
    checkOrder: '/api/loanorder/checkOrder',
    records: '/api/loanorder/records',
    detail: '/api/loanorder/detail',
    contractList: '/api/loanorder/contractList',
    contractUrl: '/api/loanorder/contractUrl',
    /** GET: a contract of an order as a PDF (token header; query `key`, the loan contract by default). */
    loanContractFile: '/api/loanorder/loanContractFile/:orderNo',
    queryPayChannel: '/api/loanorder/queryPayChannel',
    /** Spec 7.3: the order moves to the state its funder reports (ADR 032). */
    modifyStatus: '/api/loanorder/modifyStatus',
    /** The pre-loan questionnaire (贷前调查, /loanInvestigate): save the answers; queryInvestigate reads them back. */
    investigate: '/api/loanorder/investigate',
    queryInvestigate: '/api/loanorder/queryInvestigate',
    /** Early settlement of one order (spec 4.6 "early repayment"), after the repaymentInterest quote. */
    repay: '/api/loanorder/repay',
  },
  /**
   * Spec 7.3 cash rateorder: the offers of a created order (spec 3 "Loan red packet", spec 9's
   * interest-free claim) are read (planRate) and chosen (rateQuotaSubmit) on the confirm page.
   */
  rateorder: {
    planRate: '/api/cash/rateorder/planRate',
    rateQuotaSubmit: '/api/cash/rateorder/rateQuotaSubmit',
    /** Money call: the offer chosen on planRate and the order's submission, in one step. */
    ratePaySubmit: '/api/cash/rateorder/ratePaySubmit',
  },
  /** Spec 7.3 applyPay: eligibility, trial and the order's creation and status. */
  applyPay: {
    aptStatus: '/api/applyPay/aptStatus',
    applyAmountCal: '/api/applyPay/applyAmountCal',
    calcLoanFee: '/api/applyPay/calcLoanFee',
    trialAmt: '/api/applyPay/trialAmt',
    apply: '/api/applyPay/apply',
    applyStatus: '/api/applyPay/applyStatus',
    /** Active repayment of chosen periods of one order (spec 4.6). */
    repay: '/api/applyPay/repay',
  },
  /** Spec 7.3 cash: the order's funding institution (queryRouter) and the borrowing feedback (micropay feedBack). */
  cash: {
    queryRouter: '/api/cash/queryRouter',
    feedBack: '/api/cash/micropay/feedBack',
    /** The funder of a request (user, amount, term) and the steps it still needs (ADR 032). */
    loanRouter: '/api/cash/loanRouter',
    /** Each term of an amount with the funder that lends it and its price. */
    capitalPlanRange: '/api/cash/capitalPlanRange',
    /** A submitted partner order handed to its funder. */
    pushOrder: '/api/cash/pushOrder',
    /** The funder's submission of a pushed order (spec 7.3 "captital submit", the spec's spelling). */
    captitalSubmit: '/api/cash/captital/submit',
  },
  /** Spec 7.3 cash micropay: the partner's account (openAccount, bindCard, labelUser) and which step is next (webRouter), ADR 033. */
  micropay: {
    /** Money call: micropay's own loan application, the submission of an order it lends (instead of loanorder/submit). */
    applyPay: '/api/cash/micropay/applyPay',
    openAccount: '/api/cash/micropay/openAccount',
    bindCard: '/api/cash/micropay/bindCard',
    labelUser: '/api/cash/micropay/labelUser',
    webRouter: '/api/cash/micropay/webRouter',
  },
  /** Spec 7.3 suning pay: the partner's payment verification, query → apply (SMS) → verify. */
  suning: {
    query: '/api/cash/suning/query',
    apply: '/api/cash/suning/apply',
    verify: '/api/cash/suning/verify',
  },
  /** Spec 7.3 signing, the main and jg variants: a partner's own withholding agreement (query → apply → confirm). */
  mainSigning: {
    query: '/api/cash/main/signing/query',
    apply: '/api/cash/main/signing/apply',
    confirm: '/api/cash/main/signing/confirm',
  },
  jgSigning: {
    query: '/api/cash/jg/signing/query',
    apply: '/api/cash/jg/signing/apply',
    confirm: '/api/cash/jg/signing/confirm',
  },
  /** Spec 4.7 signing protocol: the withholding agreement of the order's card. */
  signing: {
    query: '/api/cash/signing/query',
    apply: '/api/cash/signing/apply',
    confirm: '/api/cash/signing/confirm',
  },
  /** Spec 7.4 repayment. */
  repayment: {
    checkPwdPayment: '/api/repayment/checkPwdPayment',
    planPaySelect: '/api/repayment/planPaySelect',
    oneOrderPaySelect: '/api/repayment/oneOrderPaySelect',
    repayOneKeyApply: '/api/repayment/repayOneKeyApply',
    repayOneKeyConfirm: '/api/repayment/repayOneKeyConfirm',
    megerRepaymentApply: '/api/repayment/megerRepaymentApply',
    megerRepaymentConfirm: '/api/repayment/megerRepaymentConfirm',
    repaymentInterest: '/api/repayment/repaymentInterest',
    protocolPayment: '/api/repayment/protocolPayment',
    /** Repayment routing (ADR 033): the path that repays an order, by its funder, and that funder's rules. */
    route: '/api/repayment/route',
    planPaySelect4Rule: '/api/repayment/planPaySelect4Rule',
    repaymentInterestContent: '/api/repayment/repaymentInterestContent',
    zyRepaymentApply: '/api/repayment/zyRepaymentApply',
    hyRepaymentApply: '/api/repayment/hyRepaymentApply',
    sxfRepaymentApply: '/api/repayment/sxfRepaymentApply',
    jgRepaymentApply: '/api/repayment/jgRepaymentApply',
    /** A repayment's state (result pages poll it); the spec gives no path. */
    status: '/api/repayment/status',
    /** Repayment history (spec 2.2 /repayment_history); the spec gives no path. */
    history: '/api/repayment/history',
  },
  /**
   * Fingerprint pay (spec 7.8 fingerprint action, spec 9 thresholds; ADR 030). Not in the spec: these
   * calls are the sandbox's design (contract in api/fingerprintPay.ts).
   */
  fingerprintPay: {
    enable: '/api/fingerprintPay/enable',
    disable: '/api/fingerprintPay/disable',
    status: '/api/fingerprintPay/status',
    challenge: '/api/fingerprintPay/challenge',
    checkProof: '/api/fingerprintPay/checkProof',
  },
  /** Spec 7.4 huaxiaRepay: huaxia's own repayment path. */
  huaxiaRepay: {
    repayApply: '/api/huaxiaRepay/repayApply',
  },
  /** Spec 7.4 thirdRepay: Alipay through the sandbox's stand-in cashier. */
  thirdRepay: {
    calAmt: '/api/thirdRepay/calAmt',
    repay: '/api/thirdRepay/repay',
    aliPayResearch: '/api/thirdRepay/aliPayResearch',
    /** GET: the stand-in payment page; POST: its pay button. */
    cashier: '/api/thirdRepay/cashier/:payId',
  },
  /** Spec 7.7 bill revision and settlement proof (market base prefix). */
  bill: {
    monthBill: '/api/marketApi/bill/monthBill',
    myBorrowingPage: '/api/marketApi/bill/myBorrowingPage',
    /** Every bill across orders (merged bills, the all-bills list); the spec gives no path. */
    list: '/api/marketApi/bill/list',
    detail: '/api/marketApi/bill/detail',
    /** A code to pay an order's current bill at a counter (spec 7.7 bill revision showQRCode). */
    showQRCode: '/api/marketApi/bill/showQRCode',
    /** Money given back to the borrower (/refundDetail); the spec gives no path. */
    refunds: '/api/marketApi/bill/refunds',
  },
  /** Spec 7.4 consumption vouchers: per order (consumeVoucher) and for consumption in general (consumerVoucher). */
  consumeVoucher: {
    list: '/api/consumeVoucher/list',
    /** JSON body: the image as a data URL (at most MAX_IMAGE_BYTES). */
    upload: '/api/consumeVoucher/upload',
    confirm: '/api/consumeVoucher/confirm',
    consumerVoucherUpload: '/api/consumerVoucherUpload',
    getConsumerVoucher: '/api/getConsumerVoucher',
  },
  /** Spec 7.7 insurer. */
  insurer: {
    entrance: '/api/marketApi/insurer/entrance',
    payBillList: '/api/marketApi/insurer/payBillList',
  },
  /** Spec 7.7 loan order help: hurry a loan being paid out; a deferral's terms, then the agreement. */
  loanHelp: {
    hurryloan: '/api/marketApi/loanHelp/hurryloan',
    deferQuery: '/api/marketApi/loanHelp/defer/query',
    deferRead: '/api/marketApi/loanHelp/defer/read',
  },
  /** The Letong card (spec 2.2 letong pages): its packages are public, its bill is the user's. */
  letong: {
    packages: '/api/marketApi/letong/packages',
    package: '/api/marketApi/letong/package',
    bill: '/api/marketApi/letong/bill',
  },
  clearance: {
    entrance: '/api/marketApi/clearance/entrance',
    applyCheck: '/api/marketApi/clearance/applyCheck',
    apply: '/api/marketApi/clearance/apply',
    applyHistory: '/api/marketApi/clearance/applyHistory',
    /** GET: the proof as a PDF (token header). */
    file: '/api/marketApi/clearance/file/:certNo',
  },
  /** Spec 7.5 withdrawCash: the reward balance paid out to a bound card. */
  withdrawCash: {
    cashAvailable: '/api/withdrawCash/cashAvailable',
    withdraw: '/api/withdrawCash/withdraw',
    records: '/api/withdrawCash/records',
    /** Invitation (spec 6: the server decides qualification) and the inviter's code. */
    invitationsInfo: '/api/withdrawCash/invitationsInfo',
    createInvitationCode: '/api/withdrawCash/createInvitationCode',
  },
  /** Spec 7.7 marketing and content (issue 14), under the market prefixes. */
  market: {
    bannerClick: '/api/marketApi/bannerManager/clickRecord',
    popupConfig: '/api/marketApi/popup/config',
    memberCard: '/api/marketApi/member/card',
    couponList: '/api/marketApi/coupon/queryCouponList',
    letterList: '/api/marketApi/letter/list',
    letterDetail: '/api/marketApi/letter/detail',
    letterReadAll: '/api/marketApi/letter/readAll',
    activityInfo: '/api/marketApi/activity/info',
    luckDraw: '/api/marketApi/activity/luckDraw',
    share: '/api/marketApi/activity/share',
    rewardDetails: '/api/marketApi/reward/details',
    rechargeProducts: '/api/marketApi/recharge/products',
    rechargeOrder: '/api/marketApi/recharge/order',
  },
  /**
   * Spec 7.7 credit-life (instalment shopping, issue 28, ADR 038): the catalogue, its orders, paying them in
   * instalments with the credit limit or at once from the card or the custody balance.
   */
  creditLife: {
    product: '/api/marketApi/creditLife/product',
    mobile: '/api/marketApi/creditLife/mobile',
    videoProduct: '/api/marketApi/creditLife/video/product',
    /** Create an order (pending pay); the list and one order are `order/list` and `order/detail`. */
    order: '/api/marketApi/creditLife/order',
    orderList: '/api/marketApi/creditLife/order/list',
    orderDetail: '/api/marketApi/creditLife/order/detail',
    payment: '/api/marketApi/creditLife/payment',
    depository: '/api/marketApi/creditLife/depository',
    planRange: '/api/marketApi/creditLife/planRange',
  },
  /** Spec 7.7 activities on the activity platform (ids 10 and 4) and the qzrace guessing game (issue 28, ADR 039). */
  activities: {
    /** seckill: the goods (stock, the caller's grabs) and a grab (Idempotency-Key). */
    seckillList: '/api/marketApi/activity/seckill/list',
    seckill: '/api/marketApi/activity/seckill',
    /** The luckDraw wheel's prizes, odds and the caller's draws left today (the draw itself is market.luckDraw). */
    luckDrawInfo: '/api/marketApi/activity/luckDraw/info',
    wishes: '/api/marketApi/activity/wishes',
    wishesMake: '/api/marketApi/activity/wishes/make',
    /** help (friends help pay): a request's progress, starting one, a friend's help. */
    helpInfo: '/api/marketApi/activity/help/info',
    helpStart: '/api/marketApi/activity/help/start',
    help: '/api/marketApi/activity/help',
    ranking: '/api/marketApi/activity/ranking',
    /** qzrace: the races and the caller's bets; a bet in points (Idempotency-Key). */
    qzraceLists: '/api/marketApi/qzrace/lists',
    qzraceBets: '/api/marketApi/qzrace/bets',
    /** award list: the caller's prizes across the activities. */
    awardList: '/api/marketApi/award/list',
  },
  /** Spec 7.7 coupons and red packets by their spec names (issue 28; queryCouponList is market.couponList). */
  coupons: {
    redEnvelopeEffective: '/api/marketApi/redEnvelope/redEnvelopeList/effective',
    invalidation: '/api/marketApi/coupon/invalidation',
    /** redPacket lists: the user's loan red packets, each with its state; redPacket used: the ones spent on a loan. */
    redPacketLists: '/api/marketApi/redPacket/lists',
    redPacketUsed: '/api/marketApi/redPacket/used',
  },
  points: {
    balance: '/api/mkmoln/points/balance',
    details: '/api/mkmoln/points/details',
    taskQuery: '/api/mkmoln/points/taskQuery',
    fudouBalance: '/api/mkmoln/points/fudou/balance',
    fudouDetails: '/api/mkmoln/points/fudou/transdetails',
    fudouRate: '/api/mkmoln/points/fudou/rate',
    /** The points-mall hand-off: where the mall is (consumer_common), its stand-in page (GET) and the exchange (confirm_common, a form POST). */
    consumerCommon: '/api/mkmoln/points/duiba/consumer_common',
    mall: '/api/mkmoln/points/duiba/mall',
    confirmCommon: '/api/mkmoln/points/duiba/confirm_common',
    wxSubscribeMsg: '/api/mkmoln/grow/wxSubscribeMsg',
  },
  /** Spec 7.6 authentication data, under the credit base path (docs/adr/013). */
  credit: {
    /** The hub: profile, every item's state and the quota application. */
    status: '/api/credit/status',
    /** One item's state (the /refresh page). */
    itemStatus: '/api/credit/itemStatus',
    /** The stand-in third-party pages' addresses (operator url, social security, housing fund, sesame credit). */
    operatorUrl: '/api/credit/operator/url',
    socialSecurityUrl: '/api/credit/socialSecurity/url',
    housingFundUrl: '/api/credit/housingFund/url',
    sesameUrl: '/api/credit/sesame/url',
    /** GET: the stand-in third-party page of a ticket; POST: its authorise / refuse buttons. */
    thirdParty: '/api/credit/thirdParty/:ticket',
    crawler: '/api/credit/crawler',
    face: '/api/credit/face',
    /** Attachment upload (JSON body, images up to MAX_IMAGE_BYTES). */
    upload: '/api/credit/upload',
    creditCardBanks: '/api/credit/creditCard/bank',
    creditCardLogin: '/api/credit/creditCard/login',
    creditCardVerify: '/api/credit/creditCard/verify',
    creditCardStatus: '/api/credit/creditCard/status',
    quotaSubmit: '/api/credit/quotaSubmit',
    decision: '/api/credit/decision',
  },
  /**
   * Issue 28 content and configuration (ADR 040), spec 7.7 names under the market prefixes: the discover
   * tab's parts, advertisements, channel gates, the points mall's entry, fishcard, the CRM group check,
   * the sys skin / images / switches, bill canWithdraw and card-v3 (opinion feedback is with `feedback`).
   */
  contentConfig: {
    bannerList: '/api/marketApi/bannerManager/list',
    announcements: '/api/marketApi/announcement/list',
    tabAds: '/api/marketApi/tabAd/list',
    activityList: '/api/marketApi/activity/list',
    getAdviertisement: '/api/marketApi/adviertisement/getAdviertisement',
    getAdviertisementInfo: '/api/marketApi/adviertisement/getAdviertisementInfo',
    getChannelStatus: '/api/channelApi/getChannelStatus',
    getStrobeStatus: '/api/channelApi/getStrobeStatus',
    duibaAccess: '/api/mkmoln/points/duibaAccess',
    fishcardExchange: '/api/marketApi/fishcard/exchangeToken',
    /** The partner's server-to-server redemption of the partner token. */
    fishcardRedeem: '/api/marketApi/fishcard/redeem',
    crmGroupCheck: '/api/marketApi/crm/groupCheck',
    idxSkin: '/api/sys/idxSkin',
    imageConfig: '/api/sys/imageConfig',
    creditReportSwitch: '/api/sys/creditReportSwitch',
    appDownloadSwitch: '/api/sys/appDownloadSwitch',
    canWithdraw: '/api/marketApi/bill/canWithdraw',
    cardV3: '/api/marketApi/bill/card-v3',
    /** Test hook: change the content configuration (SANDBOX_HOOKS=1 only). */
    sandboxConfig: '/api/__sandbox/contentConfig',
  },
  meta: {
    openapi: '/api/openapi.json',
  },
  /** Test hooks; present only when the sandbox runs with SANDBOX_HOOKS=1. */
  sandbox: {
    sms: '/api/__sandbox/sms/:mobile',
    clock: '/api/__sandbox/clock',
    reset: '/api/__sandbox/reset',
    settings: '/api/__sandbox/settings',
    /** Replace (or with no html, restore) one agreement's served text. */
    agreement: '/api/__sandbox/agreement',
    multiMobile: '/api/__sandbox/multiMobile',
    /** The messaging app's next OAuth code for the fan of an earlier code (a new visit of the same fan). */
    wxAuthCode: '/api/__sandbox/wxAuthCode',
    /** Make a money channel (disbursement, card repayment, Alipay, withdrawal) succeed, fail or hang. */
    channel: '/api/__sandbox/channel',
    /** Grant a loan red packet to a user. */
    redPacket: '/api/__sandbox/redPacket',
    /** How the next quota decisions end: approve (default), reject or hang. */
    creditDecision: '/api/__sandbox/creditDecision',
    /** Credit a reward (fen) to the user of a mobile: the withdrawable balance. */
    reward: '/api/__sandbox/reward',
    /** GET: how many clicks each banner has recorded. */
    bannerClicks: '/api/__sandbox/bannerClicks',
    /** Force a funder, configure the partners the loan router may choose, set how a funder decides (ADR 032). */
    funder: '/api/__sandbox/funder',
    /** How the credit-life partner delivers (ADR 038): ok, fail the next order's delivery (then ok), or hang. */
    creditLife: '/api/__sandbox/creditLife',
    /** Activities (issue 28): a seckill good's stock, the luckDraw seed, the spring_tour window, open or settle a race. */
    activities: '/api/__sandbox/activities',
  },
  /** Multi-account mobile flow (spec 2.8); the spec names the pages, not the calls. */
  multiAccount: {
    info: '/api/account/multiAccount/info',
    sendSms: '/api/account/multiAccount/sendSms',
    verifyMobile: '/api/account/multiAccount/verifyMobile',
    confirm: '/api/account/multiAccount/confirm',
  },
} as const;

/**
 * The calls that carry an image (a data URL in a JSON body): the only ones whose body may reach
 * UPLOAD_BODY_LIMIT, in the sandbox and in both proxies (scripts/serve.ts, docker/nginx/host.conf).
 */
export const IMAGE_UPLOAD_PATHS = [API_PATHS.credit.upload, API_PATHS.consumeVoucher.upload, API_PATHS.consumeVoucher.consumerVoucherUpload] as const;

/** Request header names of the contract (spec 7.1). */
export const API_HEADERS = {
  token: 'token',
  idempotencyKey: 'Idempotency-Key',
  timestamp: 't',
} as const;

/** Status 1 is success (spec 7.1). */
export const SUCCESS_STATUS = 1;

/** The answer of every call (spec 7.1). */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T | null;
}
