import { z } from 'zod';
import { COMPLAINT_MAX_CHARS } from '../constants';
import { field } from './common';

/**
 * Content calls (spec 2.5, 2.7, 7.7): agreement texts, the FAQ, company and licence information, the
 * customer-service widget config and the complaint form. Paths are not given by the spec; ours are
 * in API_PATHS.content.
 */

/** The agreements of spec 2.5, by the route that shows them (/registerAgrHuawei shows registerAgr). */
export const AGREEMENT_KEYS = ['registerAgr', 'otherAgr', 'zxxxplsqs', 'supplementAgreement', 'questionPrivateAgr'] as const;
export const agreementKey = z.enum(AGREEMENT_KEYS);
export type AgreementKey = z.infer<typeof agreementKey>;

export const agreementBody = z.object({ key: agreementKey });
export type AgreementBody = z.infer<typeof agreementBody>;
export const agreementData = z.object({
  key: agreementKey,
  title: z.string(),
  version: z.string(),
  /** Epoch ms the version took effect. */
  effectiveAt: z.number().int(),
  /** Rich text as HTML. The client renders it only through its allowlist sanitiser. */
  html: z.string(),
});
export type AgreementData = z.infer<typeof agreementData>;

export const faqData = z.object({
  items: z.array(z.object({ id: z.string(), category: z.string(), question: z.string(), answer: z.string() })),
});
export type FaqData = z.infer<typeof faqData>;

/** Company introduction and licence details (sample values, never a real company's). */
export const companyData = z.object({
  name: z.string(),
  slogan: z.string(),
  intro: z.array(z.string()),
  licences: z.array(z.object({ title: z.string(), rows: z.array(z.object({ label: z.string(), value: z.string() })) })),
});
export type CompanyData = z.infer<typeof companyData>;

/** Spec 3 "Customer-service widget": the channel follows the host. */
export const CUSTOMER_SERVICE_CHANNELS = ['H5', 'app-ios', 'app-android', 'official-account'] as const;
export const customerServiceChannel = z.enum(CUSTOMER_SERVICE_CHANNELS);
export type CustomerServiceChannel = z.infer<typeof customerServiceChannel>;
export const customerServiceConfigBody = z.object({ channel: customerServiceChannel });
export type CustomerServiceConfigBody = z.infer<typeof customerServiceConfigBody>;
export const customerServiceConfigData = z.object({
  /** The chat service's script (same origin or https only; the client refuses anything else). */
  scriptUrl: z.string(),
  /** Who the agent sees: the customer id, or empty for a visitor. */
  uid: z.string(),
  level: z.string(),
  channel: customerServiceChannel,
});
export type CustomerServiceConfigData = z.infer<typeof customerServiceConfigData>;

export const COMPLAINT_CATEGORIES = ['service', 'fee', 'collection', 'privacy', 'other'] as const;
export const complaintCategory = z.enum(COMPLAINT_CATEGORIES);
export type ComplaintCategory = z.infer<typeof complaintCategory>;
export const saveComplaintBody = z.object({
  category: complaintCategory,
  content: z.string().min(1).max(COMPLAINT_MAX_CHARS),
  /** Optional contact number (spec 5 phone rule). */
  mobile: field.mobile().optional(),
});
export type SaveComplaintBody = z.infer<typeof saveComplaintBody>;
export const saveComplaintData = z.object({ complaintNo: z.string() });
export type SaveComplaintData = z.infer<typeof saveComplaintData>;

/** Test hook: serve `html` for one agreement instead of its seeded text; no html restores the seed. */
export const sandboxAgreementBody = z.object({ key: agreementKey, html: z.string().max(20_000).optional() });
export type SandboxAgreementBody = z.infer<typeof sandboxAgreementBody>;
