import type { RemoteRoute } from '@credit/shared';

/**
 * Agreements, help, company information, customer service and complaints (spec 2.5, 2.7). All public:
 * agreements are read before registering, and customer service and complaints (spec: no login) must
 * be reachable by someone who cannot log in.
 */
export const contentRoutes: RemoteRoute[] = [
  { path: '/registerAgr', name: 'registerAgr', title: '服务协议', page: () => import(/* webpackChunkName: "page-registerAgr" */ './pages/registerAgr/RegisterAgrPage') },
  { path: '/registerAgrHuawei', name: 'registerAgrHuawei', title: '服务协议', page: () => import(/* webpackChunkName: "page-registerAgrHuawei" */ './pages/registerAgrHuawei/RegisterAgrHuaweiPage') },
  { path: '/otherAgr', name: 'otherAgr', title: '其他协议', page: () => import(/* webpackChunkName: "page-otherAgr" */ './pages/otherAgr/OtherAgrPage') },
  { path: '/zxxxplsqs', name: 'zxxxplsqs', title: '征信信息查询及披露授权书', page: () => import(/* webpackChunkName: "page-zxxxplsqs" */ './pages/zxxxplsqs/ZxxxplsqsPage') },
  { path: '/supplementAgreement', name: 'supplementAgreement', title: '补充协议', page: () => import(/* webpackChunkName: "page-supplementAgreement" */ './pages/supplementAgreement/SupplementAgreementPage') },
  { path: '/questionPrivateAgr', name: 'questionPrivateAgr', title: '隐私政策', page: () => import(/* webpackChunkName: "page-questionPrivateAgr" */ './pages/questionPrivateAgr/QuestionPrivateAgrPage') },
  { path: '/questions', name: 'questions', title: '常见问题', headerRight: 'feedback', headerRightTo: '/opinionFeedback', page: () => import(/* webpackChunkName: "page-questions" */ './pages/questions/QuestionsPage') },
  // Not a spec path: the list of every agreement (spec 2.4, 2.5) under 我的 → 我的协议, so each has a way in (issue 39).
  { path: '/myAgreements', name: 'myAgreements', title: '我的协议', page: () => import(/* webpackChunkName: "page-myAgreements" */ './pages/myAgreements/MyAgreementsPage') },
  { path: '/aboutUs', name: 'aboutUs', title: '关于我们', page: () => import(/* webpackChunkName: "page-aboutUs" */ './pages/aboutUs/AboutUsPage') },
  { path: '/corIntroduction', name: 'corIntroduction', title: '公司介绍', page: () => import(/* webpackChunkName: "page-corIntroduction" */ './pages/corIntroduction/CorIntroductionPage') },
  { path: '/businessLicense', name: 'businessLicense', title: '资质信息', page: () => import(/* webpackChunkName: "page-businessLicense" */ './pages/businessLicense/BusinessLicensePage') },
  { path: '/myCustomerService', name: 'myCustomerService', title: '我的客服', headerRight: 'feedback', headerRightTo: '/opinionFeedback', page: () => import(/* webpackChunkName: "page-myCustomerService" */ './pages/myCustomerService/MyCustomerServicePage') },
  { path: '/complaints', name: 'complaints', title: '投诉建议', page: () => import(/* webpackChunkName: "page-complaints" */ './pages/complaints/ComplaintsPage') },
  // Issue 28: opinion feedback (spec 7.7 opinionFeedback), the header's feedback icon of the FAQ and customer-service pages (spec 2.11); a user's, so login.
  { path: '/opinionFeedback', name: 'opinionFeedback', title: '意见反馈', requiresAuth: true, page: () => import(/* webpackChunkName: "page-opinionFeedback" */ './pages/opinionFeedback/OpinionFeedbackPage') },
];
