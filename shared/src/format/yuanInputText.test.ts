import { describe, expect, it } from 'vitest';
import { parseYuan } from '../money';
import { yuanInputText } from './index';

/** Fen as an amount input's text (issue 37): what a user would type, and what parseYuan reads back. */
describe('yuanInputText', () => {
  it.each([
    [50_000, '500'],
    [50_050, '500.5'],
    [12_345_678, '123456.78'],
    [0, '0'],
  ])('%i fen → %s', (fen, text) => {
    expect(yuanInputText(fen)).toBe(text);
    expect(parseYuan(yuanInputText(fen))).toBe(fen);
  });
});
