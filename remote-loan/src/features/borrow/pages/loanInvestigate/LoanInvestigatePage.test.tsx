import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, createQueryClient, MESSAGES } from '@credit/shared';
import { setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import LoanInvestigatePage, { blockOf, INVESTIGATE_COPY } from './LoanInvestigatePage';

/** The pre-loan questionnaire against a stubbed server: saved answers come back, a student is stopped before any call. */

let page: PageHarness;
let stored: { occupation: string; repaySource: string } | null;
let saves: string[];
const toast = vi.fn();

const answerOf = () =>
  stored
    ? { saved: true, occupation: stored.occupation, repaySource: stored.repaySource, purposeDeclared: true, savedAt: 1 }
    : { saved: false, occupation: '', repaySource: '', purposeDeclared: false, savedAt: 0 };
const stubServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const ok = (data: unknown) => ({ data: { status: 1, message: 'ok', data }, status: 200, statusText: '', headers: {}, config });
  if (config.url === API_PATHS.loanorder.investigate) {
    saves.push(String(config.data));
    const b = new URLSearchParams(String(config.data));
    stored = { occupation: b.get('occupation')!, repaySource: b.get('repaySource')! };
  }
  return ok(answerOf());
};

beforeEach(() => {
  stored = null;
  saves = [];
  toast.mockReset();
  page = setUpPage(vi.fn(stubServer), { toast });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt('/loanInvestigate', <LoanInvestigatePage />);

describe('blockOf', () => {
  it('a student is refused with the spec 1 notice whatever else; otherwise every question needs an answer', () => {
    expect(blockOf({ occupation: 'student', repaySource: 'salary', declared: true })).toBe(MESSAGES.studentReminder);
    expect(blockOf({ occupation: 'employed', repaySource: '', declared: true })).toBe(INVESTIGATE_COPY.answerAll);
    expect(blockOf({ occupation: 'employed', repaySource: 'salary', declared: false })).toBe(INVESTIGATE_COPY.answerAll);
    expect(blockOf({ occupation: 'employed', repaySource: 'salary', declared: true })).toBeNull();
  });
});

describe('LoanInvestigatePage', () => {
  it('a student sees the notice and cannot submit; saved answers are sent and shown again', async () => {
    renderPage();
    fireEvent.click(await screen.findByLabelText('全日制在校学生'));
    expect(screen.getByTestId('student-notice').textContent).toBe(MESSAGES.studentReminder);
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: '贷前调查' }));
    expect(saves).toEqual([]);

    fireEvent.click(screen.getByLabelText('个体经营者'));
    fireEvent.click(screen.getByLabelText('经营收入'));
    fireEvent.click(screen.getByLabelText(/不用于购房/));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toast.mock.calls[0]?.[0]).toBe(INVESTIGATE_COPY.saved));
    expect(Object.fromEntries(new URLSearchParams(saves[0]))).toEqual({ occupation: 'selfEmployed', repaySource: 'business', purposeDeclared: '1' });

    cleanup();
    page.client = createQueryClient();
    renderPage();
    expect(await screen.findByTestId('investigate-saved')).toBeTruthy();
    expect((screen.getByLabelText('个体经营者') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('经营收入') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/不用于购房/) as HTMLInputElement).checked).toBe(true);
  });
});
