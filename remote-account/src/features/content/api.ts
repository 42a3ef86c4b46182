import { useMutation } from '@tanstack/react-query';
import { API_PATHS, http, useRead } from '@credit/shared';
import type {
  AgreementKey, CustomerServiceChannel, CustomerServiceConfigData, FeedbackType, OpinionFeedbackData, SaveComplaintBody, SaveComplaintData,
} from '@credit/shared/api';
import { contentReads } from './reads';

// Page loads show their own failure state (with a retry), so they do not toast as well.
const quiet = { suppressErrorToast: true };

/** A retry of the same submission reuses `idempotencyKey`, so the complaint is filed once. */
export function saveComplaint(body: SaveComplaintBody, idempotencyKey: string) {
  return http.post<SaveComplaintData>(API_PATHS.feedback.saveComplaint, body, { idempotencyKey });
}

export function useAgreement(key: AgreementKey) {
  return useRead(contentReads.agreement, { key }, { request: quiet });
}

export function useFaq() {
  return useRead(contentReads.faq, {}, { request: quiet });
}

/** The company (about us, introduction, licences): one answer for the three pages. */
export function useCompany() {
  return useRead(contentReads.company, {}, { request: quiet });
}

/**
 * The chat service set-up for this host's channel, asked on every visit (the widget is mounted once
 * per visit with it, so a later answer must not mount it again). An answer without a set-up is a
 * failure (the page then offers the hotline).
 */
export function useCustomerServiceConfig(channel: CustomerServiceChannel) {
  return useRead(contentReads.customerServiceConfig, { channel }, { request: quiet, select: withSetUp });
}

/** An empty set-up is the read's failure (select throwing puts the query in error). */
function withSetUp(config: CustomerServiceConfigData): CustomerServiceConfigData {
  if (!config) throw new Error('customerServiceConfig answered without a set-up');
  return config;
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
