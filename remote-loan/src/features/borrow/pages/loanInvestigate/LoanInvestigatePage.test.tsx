import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, createQueryClient, MESSAGES } from '@credit/shared';
import { delay, refusal, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import LoanInvestigatePage, { blockOf, INVESTIGATE_COPY } from './LoanInvestigatePage';

/** The pre-loan questionnaire against a stubbed server: saved answers come back, a student is stopped before any call. */

let page: PageHarness;
let stored: { occupation: string; repaySource: string } | null;
let saves: string[];
let refuse: [number, string] | null;
const toast = vi.fn();

const answerOf = () =>
  stored
    ? { saved: true, occupation: stored.occupation, repaySource: stored.repaySource, purposeDeclared: true, savedAt: 1 }
    : { saved: false, occupation: '', repaySource: '', purposeDeclared: false, savedAt: 0 };
const server = () =>
  stubServer(
    {
      [API_PATHS.loanorder.investigate]: async (req) => {
        saves.push(req.text);
        await delay(20);
        if (refuse) return refusal(...refuse);
        const b = new URLSearchParams(req.text);
        stored = { occupation: b.get('occupation')!, repaySource: b.get('repaySource')! };
        return { data: answerOf() };
      },
    },
    () => ({ data: answerOf() }),
  );

beforeEach(() => {
  stored = null;
  saves = [];
  refuse = null;
  toast.mockReset();
  page = setUpPage(server(), { toast });
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

  const answerAll = () => {
    fireEvent.click(screen.getByLabelText('在职上班族'));
    fireEvent.click(screen.getByLabelText('工资收入'));
    fireEvent.click(screen.getByLabelText(/不用于购房/));
  };

  it('a double tap saves once', async () => {
    renderPage();
    await screen.findByLabelText('在职上班族');
    answerAll();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    await waitFor(() => expect(toast.mock.calls.map((c) => c[0])).toContain(INVESTIGATE_COPY.saved));
    expect(saves).toHaveLength(1);
  });

  it('a refusal is said on the form line and the answers stay; a change clears it', async () => {
    refuse = [1004, ''];
    renderPage();
    await screen.findByLabelText('在职上班族');
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('参数值不在处理的范围内')).toBeTruthy();
    expect((screen.getByLabelText('在职上班族') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('工资收入') as HTMLInputElement).checked).toBe(true);
    expect(toast.mock.calls.map((c) => c[0])).not.toContain(INVESTIGATE_COPY.saved);
    fireEvent.click(screen.getByLabelText('投资收益'));
    expect(screen.queryByText('参数值不在处理的范围内')).toBeNull();
  });
});
