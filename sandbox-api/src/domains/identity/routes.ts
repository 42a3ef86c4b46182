import {
  API_PATHS, realNameBody, realNameData, realNameValidateBody, realNameValidateData, validateOcrBody, validateOcrData,
} from '@credit/shared/api';
import { isValidIdNumber } from '@credit/shared/rules';
import type { AppContext } from '../../context';
import { bumpToday, countToday } from '../../lib/counterStore';
import { fail } from '../../lib/errors';
import { mask, maskName } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import { isUniqueViolation } from '../../lib/accountRules';
import { isRealNamed, type UserRow } from '../../lib/userStore';
import { ageOn, birthDateOf, normalizeCertId } from './rules';
import { bindIdentity, certIdHeldByOther, registeredNameOf, saveIdCardDetails } from './store';

const ADULT_AGE = 18;
const VALIDITY = /^(\d{4})\.(\d{2})\.(\d{2})-(?:(\d{4})\.(\d{2})\.(\d{2})|长期)$/;

/** Every verification costs an authority query: a daily cap per user (2013). */
function countAttempt(ctx: AppContext, user: UserRow): void {
  const key = `realname:${user.id}`;
  if (countToday(ctx, key) >= ctx.opts.realNameDailyLimit) fail(2013);
  bumpToday(ctx, key);
}

/** Check digit (2003), a real birth date of an adult (2009). */
function assertValidIdentity(ctx: AppContext, certId: string): void {
  if (!isValidIdNumber(certId)) fail(2003);
  const birth = birthDateOf(certId);
  if (!birth || ageOn(birth, ctx.clock.day()) < ADULT_AGE) fail(2009);
}

/** The verified identity of the account must be the one given (3000). */
function assertSameIdentity(user: UserRow, name: string, certId: string): void {
  if (!isRealNamed(user)) fail(1000);
  if (user.name !== name || user.cert_id !== certId) fail(3000);
}

const identityAnswer = (name: string, certId: string) => ({ ucrealnamed: 'Y' as const, nameMask: maskName(name), certIdMask: mask(certId) });

export const identityRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.identity.realName,
    tag: 'identity',
    summary: 'Verify name and ID number (GB 11643 check digit) and bind them to the account',
    auth: 'user',
    once: true,
    body: realNameBody,
    data: realNameData,
    handler: ({ body, user, ctx }) => {
      const certId = normalizeCertId(body.certId);
      if (isRealNamed(user)) {
        assertSameIdentity(user, body.name, certId);
        return identityAnswer(body.name, certId);
      }
      countAttempt(ctx, user);
      assertValidIdentity(ctx, certId);
      // The sandbox authority knows an ID number by the first name verified with it.
      const known = registeredNameOf(ctx, certId);
      if (known !== undefined && known !== body.name) fail(2004);
      if (certIdHeldByOther(ctx, certId, user.id)) fail(3001);
      try {
        bindIdentity(ctx, user.id, body.name, certId);
      } catch (err) {
        if (isUniqueViolation(err)) fail(3001);
        throw err;
      }
      return identityAnswer(body.name, certId);
    },
  }),
  defineRoute({
    path: API_PATHS.identity.realNameValidate,
    tag: 'identity',
    summary: 'Confirm the identity of a verified user (validateIdentity page)',
    auth: 'user',
    body: realNameValidateBody,
    data: realNameValidateData,
    handler: ({ body, user, ctx }) => {
      if (!isRealNamed(user)) fail(1000);
      countAttempt(ctx, user);
      assertSameIdentity(user, body.name, normalizeCertId(body.certId));
      return { validated: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.identity.validateOcr,
    tag: 'identity',
    summary: "Check the ID card read by OCR against the account's identity; keeps authority and validity",
    auth: 'user',
    body: validateOcrBody,
    data: validateOcrData,
    handler: ({ body, user, ctx }) => {
      const certId = normalizeCertId(body.certId);
      assertValidIdentity(ctx, certId);
      assertSameIdentity(user, body.name, certId);
      const validity = VALIDITY.exec(body.validity);
      if (!validity) fail(1004);
      const end = validity[4] ? `${validity[4]}-${validity[5]}-${validity[6]}` : undefined;
      if (end && end < ctx.clock.day()) fail(2009); // an expired ID card
      saveIdCardDetails(ctx, user.id, body.authority, body.validity);
      return { idCardPhotos: 1 as const, nameMask: maskName(body.name), certIdMask: mask(certId) };
    },
  }),
];
