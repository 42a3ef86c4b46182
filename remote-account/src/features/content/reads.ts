import { API_PATHS, defineRead } from '@credit/shared';
import type { AgreementData, CompanyData, CustomerServiceConfigData, FaqData } from '@credit/shared/api';

/** The content pages' reads as data (ADR 046). Their pages show their own failure state, so they read quietly (`quiet` in api.ts). */
export const contentReads = {
  agreement: defineRead<AgreementData>({ key: ['content', 'agreement'], path: API_PATHS.content.agreement, params: ['key'] }),
  faq: defineRead<FaqData>({ key: ['content', 'faq'], path: API_PATHS.content.faq }),
  /** The company (about us, introduction, licences): one answer for the three pages. */
  company: defineRead<CompanyData>({ key: ['content', 'company'], path: API_PATHS.content.company }),
  /** The chat service set-up for a channel, asked on every visit (gcTime 0: the widget is mounted once per visit with it). */
  customerServiceConfig: defineRead<CustomerServiceConfigData>({ key: ['sys', 'customerServiceConfig'], path: API_PATHS.sys.customerServiceConfig, params: ['channel'], gcTime: 0 }),
};
