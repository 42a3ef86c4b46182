import { z } from 'zod';
import { field, text, yesNo } from './common';

export const realNameBody = z.object({ name: field.realName(), certId: field.certId() });
export type RealNameBody = z.infer<typeof realNameBody>;
export const realNameData = z.object({
  ucrealnamed: yesNo(),
  nameMask: z.string(),
  certIdMask: z.string(),
});
export type RealNameData = z.infer<typeof realNameData>;

/** Confirms the identity of an already verified user (e.g. before opening the card). */
export const realNameValidateBody = realNameBody;
export type RealNameValidateBody = RealNameBody;
export const realNameValidateData = z.object({ validated: z.literal(true) });
export type RealNameValidateData = z.infer<typeof realNameValidateData>;

/** The fields the client's OCR read from the ID card photos. */
export const validateOcrBody = z.object({
  name: field.realName(),
  certId: field.certId(),
  authority: text(64),
  /** e.g. 2020.01.01-2040.01.01 or 2020.01.01-长期 */
  validity: text(32),
});
export type ValidateOcrBody = z.infer<typeof validateOcrBody>;
export const validateOcrData = z.object({ idCardPhotos: z.literal(1), nameMask: z.string(), certIdMask: z.string() });
export type ValidateOcrData = z.infer<typeof validateOcrData>;
