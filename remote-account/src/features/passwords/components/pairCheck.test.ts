import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared';
import { pairProblems } from './pairCheck';

describe('pairProblems (spec 5 other rules)', () => {
  it('passes a matching pair that differs from the old password', () => {
    expect(pairProblems('Abc12345', 'Abc12345', 'Old12345')).toBeNull();
    expect(pairProblems('Abc12345', 'Abc12345')).toBeNull();
  });

  it('puts 2014 at the confirmation when the two entries differ', () => {
    expect(pairProblems('Abc12345', 'Abc12346')).toEqual({ confirm: ACCOUNT_MESSAGES[2014] });
  });

  it('puts 2015 at the new password when it equals the old one', () => {
    expect(pairProblems('Abc12345', 'Abc12345', 'Abc12345')).toEqual({ password: ACCOUNT_MESSAGES[2015] });
  });

  it('reports the mismatch first when both rules fail', () => {
    expect(pairProblems('Abc12345', 'x', 'Abc12345')).toEqual({ confirm: ACCOUNT_MESSAGES[2014] });
  });
});
