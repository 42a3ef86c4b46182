import { describe, expect, it } from 'vitest';
import { fieldOfStatus } from './statusField';

describe('fieldOfStatus', () => {
  it('puts SMS answers on the code field, number answers on the mobile field, the rest on the form', () => {
    for (const status of [2001, 2005, 2017, 2018, 2019, 2022]) expect(fieldOfStatus(status)).toBe('code');
    for (const status of [2000, 2011]) expect(fieldOfStatus(status)).toBe('mobile');
    for (const status of [2020, 3000, 1004, 0]) expect(fieldOfStatus(status)).toBe('form');
  });
});
