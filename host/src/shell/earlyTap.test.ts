// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP, replayEarlyTap } from './earlyTap';

const holder = () => window as unknown as Record<string, { tap?: Element } | undefined>;
const HOME = '<main class="home"><button type="button" class="btn-primary">立即借钱</button><button type="button" class="home-tile">手机充值</button><button type="button" class="home-tile">兑换现金</button></main>';

function homeIn(container: HTMLElement, onTap: (label: string) => void) {
  container.innerHTML = HOME;
  for (const button of container.querySelectorAll('button')) button.addEventListener('click', () => onTap(button.textContent ?? ''));
}

afterEach(() => {
  delete holder()[EARLY_TAP];
  document.body.innerHTML = '';
});

describe('replayEarlyTap: the tap kept on the pre-rendered home (ADR 065)', () => {
  it('hydrated: the same button is tapped once, and the holder is gone', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const onTap = vi.fn();
    homeIn(container, onTap);
    holder()[EARLY_TAP] = { tap: container.querySelectorAll('button')[1] };
    replayEarlyTap(container, '');
    expect(onTap.mock.calls).toEqual([['手机充值']]);
    expect(EARLY_TAP in window).toBe(false);
    replayEarlyTap(container, '');
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('rendered afresh: the button of the same class and label stands in for the one replaced', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = HOME;
    const tapped = container.querySelectorAll('button')[2]!;
    holder()[EARLY_TAP] = { tap: tapped };
    const onTap = vi.fn();
    homeIn(container, onTap);
    expect(tapped.isConnected).toBe(false);
    replayEarlyTap(container, '#/');
    expect(onTap.mock.calls).toEqual([['兑换现金']]);
  });

  it('nothing is tapped when the user left the home meanwhile, the button is gone, or no tap was kept', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const onTap = vi.fn();
    homeIn(container, onTap);
    holder()[EARLY_TAP] = { tap: container.querySelector('button')! };
    replayEarlyTap(container, '#/user');
    expect(EARLY_TAP in window).toBe(false);

    const gone = document.createElement('button');
    gone.className = 'home-ad';
    gone.textContent = '一则广告';
    holder()[EARLY_TAP] = { tap: gone };
    replayEarlyTap(container, '');

    holder()[EARLY_TAP] = {};
    replayEarlyTap(container, '');
    replayEarlyTap(container, '');
    expect(onTap).not.toHaveBeenCalled();
  });
});
