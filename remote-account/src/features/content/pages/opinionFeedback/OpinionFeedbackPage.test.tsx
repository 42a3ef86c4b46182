import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import OpinionFeedbackPage from './OpinionFeedbackPage';

/** Opinion feedback (issue 28, spec 7.7 opinionFeedback) against a stubbed server. */

let page: PageHarness;
let server: StubServer;
const toast = vi.fn();

beforeEach(() => {
  toast.mockReset();
  server = stubServer();
  page = setUpPage(server, { toast });
});
afterEach(tearDownPage);

describe('OpinionFeedbackPage', () => {
  it('asks for a type and some text before any call', async () => {
    page.renderAt('/opinionFeedback', <OpinionFeedbackPage />);
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请选择反馈类型')).toBeTruthy();
    expect(screen.getByText('请填写反馈内容')).toBeTruthy();
    expect(server.sent(API_PATHS.feedback.opinionFeedback)).toEqual([]);
  });

  it('a refusal shows the server\'s words and keeps what was typed; the corrected text is sent as type and content', async () => {
    server.serve(API_PATHS.feedback.opinionFeedback, { status: 40403, message: '请至少输入5个字' }, { data: { feedbackNo: 'FK1' } });
    page.renderAt('/opinionFeedback', <OpinionFeedbackPage />);
    fireEvent.click(screen.getByRole('radio', { name: '使用问题' }));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '太短' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    // 40403: the server's words, said by the shell (spec 8).
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toEqual(['请至少输入5个字']));
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('太短');
    expect((screen.getByRole('radio', { name: '使用问题' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '页面加载太慢了' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByTestId('feedback-no')).toHaveProperty('textContent', 'FK1');
    await waitFor(() => expect(server.sent(API_PATHS.feedback.opinionFeedback)).toEqual([{ type: 'problem', content: '太短' }, { type: 'problem', content: '页面加载太慢了' }]));
  });
});
