import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CashFeedbackPage, { FEEDBACK_COPY } from './CashFeedbackPage';

/** The feedback form against a stubbed server: checks before any call, a failure keeps the text, a retry reuses the key. */

let page: PageHarness;
let sent: Array<{ key: string; body: string }>;
let failures: number;
let refuse: boolean;
const toast = vi.fn();

const server = () =>
  stubServer(
    {
      [API_PATHS.cash.feedBack]: async (req) => {
        sent.push({ key: String(req.idempotencyKey), body: req.text });
        if (refuse) return { status: 40403, message: '反馈过于频繁，请稍后再试' };
        if (failures-- > 0) return httpFailure(500);
        await delay(20);
        return { data: { feedbackNo: 'FK20261123ABCDEF01' } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  sent = [];
  failures = 0;
  refuse = false;
  toast.mockReset();
  page = setUpPage(server(), { toast });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt('/cashFeedback', <CashFeedbackPage />);

describe('CashFeedbackPage', () => {
  it('sends nothing while the form is wrong', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText(FEEDBACK_COPY.categoryRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a server failure keeps what was typed; the retry sends the same key and shows the number', async () => {
    failures = 1;
    renderPage();
    fireEvent.click(screen.getByLabelText('放款到账'));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: ' 到账慢 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络不给力，请重新尝试', expect.anything()));
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe(' 到账慢 ');
    expect((screen.getByLabelText('放款到账') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('FK20261123ABCDEF01')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.key).not.toBe('undefined');
    expect(new URLSearchParams(sent[1]!.body).get('content')).toBe('到账慢');
    expect(new URLSearchParams(sent[1]!.body).get('category')).toBe('disburse');
    expect(new URLSearchParams(sent[1]!.body).has('mobile')).toBe(false);
  });

  const fill = () => {
    fireEvent.click(screen.getByLabelText('借款流程'));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '步骤太多' } });
  };

  it('a double tap files the message once', async () => {
    renderPage();
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
      fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    });
    expect(await screen.findByText('FK20261123ABCDEF01')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('a refusal is shown on the form line and what was typed stays', async () => {
    refuse = true;
    renderPage();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('步骤太多');
    expect((screen.getByLabelText('借款流程') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('FK20261123ABCDEF01')).toBeNull();
  });
});
