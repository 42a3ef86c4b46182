import { describe, expect, it } from 'vitest';
import { checkMessage } from './MessageForm';

const COPY = { categoryRequired: '请选择类型', contentRequired: '请填写内容' };

describe('checkMessage (a complaint, feedback)', () => {
  it('wants a category and text; a typed phone must pass spec 5, an empty one is fine', () => {
    expect(checkMessage(COPY, '', '  ', '')).toEqual({ category: COPY.categoryRequired, content: COPY.contentRequired });
    expect(checkMessage(COPY, 'rate', '太贵', '')).toEqual({});
    expect(checkMessage(COPY, 'rate', '太贵', '139 1234 5678')).toEqual({});
    expect(checkMessage(COPY, 'rate', '太贵', '12345')).toEqual({ mobile: '请填写正确的手机号' });
  });
});
