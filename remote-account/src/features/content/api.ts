import { useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type {
  AgreementData, AgreementKey, CompanyData, CustomerServiceChannel, CustomerServiceConfigData, FaqData, FeedbackType, OpinionFeedbackData, SaveComplaintBody,
  SaveComplaintData,
} from '@credit/shared/api';

// Page loads show their own failure state (with a retry), so they do not toast as well.
const quiet = { suppressErrorToast: true };

export function fetchAgreement(key: AgreementKey) {
  return http.post<AgreementData>(API_PATHS.content.agreement, { key }, quiet);
}

export function fetchFaq() {
  return http.post<FaqData>(API_PATHS.content.faq, undefined, quiet);
}

export function fetchCompany() {
  return http.post<CompanyData>(API_PATHS.content.company, undefined, quiet);
}

export function fetchCustomerServiceConfig(channel: CustomerServiceChannel) {
  return http.post<CustomerServiceConfigData>(API_PATHS.sys.customerServiceConfig, { channel }, quiet);
}

/** A retry of the same submission reuses `idempotencyKey`, so the complaint is filed once. */
export function saveComplaint(body: SaveComplaintBody, idempotencyKey: string) {
  return http.post<SaveComplaintData>(API_PATHS.feedback.saveComplaint, body, { idempotencyKey });
}

/** This area's query keys. */
export const contentKeys = {
  agreement: (key: AgreementKey) => ['content', 'agreement', key] as const,
  faq: ['content', 'faq'] as const,
  company: ['content', 'company'] as const,
  customerServiceConfig: (channel: CustomerServiceChannel) => ['sys', 'customerServiceConfig', channel] as const,
};

export function useAgreement(key: AgreementKey) {
  return useQuery({ queryKey: contentKeys.agreement(key), queryFn: () => fetchAgreement(key) });
}

export function useFaq() {
  return useQuery({ queryKey: contentKeys.faq, queryFn: fetchFaq });
}

/** The company (about us, introduction, licences): one answer for the three pages. */
export function useCompany() {
  return useQuery({ queryKey: contentKeys.company, queryFn: fetchCompany });
}

/**
 * The chat service set-up for this host's channel, asked on every visit (the widget is mounted once
 * per visit with it, so a later answer must not mount it again). An answer without a set-up is a
 * failure (the page then offers the hotline).
 */
export function useCustomerServiceConfig(channel: CustomerServiceChannel) {
  return useQuery({
    queryKey: contentKeys.customerServiceConfig(channel),
    gcTime: 0,
    queryFn: async () => {
      const config = await fetchCustomerServiceConfig(channel);
      if (!config) throw new Error('customerServiceConfig answered without a set-up');
      return config;
    },
  });
}

/** Filing a complaint (under the loading mask); the form keeps one idempotency key per message, so a retry files it once. */
export function useSaveComplaint() {
  return useMutation({ mutationFn: ({ body, idempotencyKey }: { body: SaveComplaintBody; idempotencyKey: string }) => saveComplaint(body, idempotencyKey) });
}

/**
 * Sending opinion feedback (spec 7.7 opinionFeedback): the message form's category is the feedback type;
 * one Idempotency-Key per message, so a retry after a lost answer files it once.
 */
export function useOpinionFeedback() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: { category: FeedbackType; content: string; mobile?: string }; idempotencyKey: string }) =>
      http.post<OpinionFeedbackData>(
        API_PATHS.feedback.opinionFeedback,
        { type: body.category, content: body.content, ...(body.mobile ? { mobile: body.mobile } : {}) },
        { idempotencyKey },
      ),
  });
}
