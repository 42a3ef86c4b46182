import { API_PATHS, http } from '@credit/shared';
import type {
  AgreementData, AgreementKey, CompanyData, CustomerServiceChannel, CustomerServiceConfigData, FaqData, SaveComplaintBody,
  SaveComplaintData, SysConfigData,
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

export function fetchSysConfig() {
  return http.post<SysConfigData>(API_PATHS.sys.config, undefined, quiet);
}

export function fetchCustomerServiceConfig(channel: CustomerServiceChannel) {
  return http.post<CustomerServiceConfigData>(API_PATHS.sys.customerServiceConfig, { channel }, quiet);
}

/** A retry of the same submission reuses `idempotencyKey`, so the complaint is filed once. */
export function saveComplaint(body: SaveComplaintBody, idempotencyKey: string) {
  return http.post<SaveComplaintData>(API_PATHS.feedback.saveComplaint, body, { idempotencyKey });
}
