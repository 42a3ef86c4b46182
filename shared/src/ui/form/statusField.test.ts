import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS } from './statusField';

describe('ACCOUNT_FIELDS', () => {
  it('puts each account answer on the field it is about, the rest on the form line', () => {
    for (const status of [2001, 2005, 2017, 2018, 2019, 2022]) expect(ACCOUNT_FIELDS[status]).toBe('code');
    for (const status of [2000, 2011]) expect(ACCOUNT_FIELDS[status]).toBe('mobile');
    for (const status of [2006, 2016]) expect(ACCOUNT_FIELDS[status]).toBe('old');
    for (const status of [2010, 2015]) expect(ACCOUNT_FIELDS[status]).toBe('password');
    expect(ACCOUNT_FIELDS[2014]).toBe('confirm');
    // Not real-named, malformed, another account's number, the server's own message: the form line.
    for (const status of [1000, 1004, 2020, 3000, 40403]) expect(ACCOUNT_FIELDS[status]).toBeUndefined();
  });
});
