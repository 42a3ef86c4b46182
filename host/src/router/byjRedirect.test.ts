import { describe, expect, it } from 'vitest';
import { byjRedirect } from './byjRedirect';

describe('byjRedirect (spec 4.2: #/byj goes from the h5 path to the web path)', () => {
  it.each([
    ['#/byj/login', '#/login'],
    ['#/byj/billList?a=1', '#/billList?a=1'],
    ['#/byj', '#/'],
    ['#/byj?x=1', '#/?x=1'],
  ])('%s → %s', (hash, expected) => expect(byjRedirect(hash)).toBe(expected));

  it.each(['#/login', '#/byjx/login', '', '#/', '#/user/byj'])('leaves %j alone', (hash) => expect(byjRedirect(hash)).toBeNull());
});
