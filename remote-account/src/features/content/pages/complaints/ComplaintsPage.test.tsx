import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { doubleTap, formLine, lostAnswer, refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import ComplaintsPage from './ComplaintsPage';

/** Filing a complaint (no login) against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;

beforeEach(() => {
  server = stubServer();
  server.serve(API_PATHS.feedback.saveComplaint, { data: { complaintNo: 'C20261126001' } });
  server.serve(API_PATHS.sys.customerServiceConfig, refusal(3001));
  page = setUpPage(server, {}, { loggedIn: false });
});

afterEach(tearDownPage);

const fill = () => {
  fireEvent.click(screen.getByRole('radio', { name: '费用问题' }));
  fireEvent.change(screen.getByLabelText('投诉内容'), { target: { value: '  利息算错了  ' } });
};

describe('ComplaintsPage', () => {
  it('asks for a category and some text before any call', async () => {
    page.renderAt('/complaints', <ComplaintsPage />);
    fireEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(await screen.findByText('请选择投诉类型')).toBeTruthy();
    expect(screen.getByText('请填写投诉内容')).toBeTruthy();
    expect(server.sent(API_PATHS.feedback.saveComplaint)).toEqual([]);
  });

  it('files the complaint once on a double tap, with an Idempotency-Key, and shows its number', async () => {
    page.renderAt('/complaints', <ComplaintsPage />);
    fill();
    doubleTap('提交投诉');
    expect(await screen.findByTestId('complaint-no')).toHaveProperty('textContent', 'C20261126001');
    const filed = server.calls.filter((c) => c.path === API_PATHS.feedback.saveComplaint);
    expect(filed.map((c) => c.body)).toEqual([{ category: 'fee', content: '利息算错了' }]);
    expect(filed[0]?.idempotencyKey).toBeTruthy();
  });

  it('shows a refusal above the button, keeps what was typed, and files the retry as a new intent', async () => {
    server.serve(API_PATHS.feedback.saveComplaint, refusal(3001, '投诉过于频繁'), { data: { complaintNo: 'C2' } });
    page.renderAt('/complaints', <ComplaintsPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(formLine()).not.toBe(''));
    expect((screen.getByLabelText('投诉内容') as HTMLTextAreaElement).value).toBe('  利息算错了  ');
    fireEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(await screen.findByTestId('complaint-no')).toHaveProperty('textContent', 'C2');
    const keys = server.calls.filter((c) => c.path === API_PATHS.feedback.saveComplaint).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('files the retry after a lost answer under the same key: one intent, one complaint', async () => {
    // The client itself retries a keyed call once without an answer: two lost answers make one lost submit.
    server.serve(API_PATHS.feedback.saveComplaint, lostAnswer, lostAnswer, { data: { complaintNo: 'C3' } });
    page.renderAt('/complaints', <ComplaintsPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === API_PATHS.feedback.saveComplaint)).toHaveLength(2));
    expect(formLine()).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: '提交投诉' }).className).not.toContain('adm-button-loading'));
    fireEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(await screen.findByTestId('complaint-no')).toHaveProperty('textContent', 'C3');
    const keys = new Set(server.calls.filter((c) => c.path === API_PATHS.feedback.saveComplaint).map((c) => c.idempotencyKey));
    expect(keys.size).toBe(1);
  });
});
