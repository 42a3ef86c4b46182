import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerHtml } from './ServerHtml';

// jsdom lays nothing out, so it has no scrollIntoView; the tests spy on this stand-in.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const body = () => screen.getByTestId('body');

describe('ServerHtml', () => {
  it('renders only the sanitised nodes and replaces them when the HTML changes', () => {
    const { rerender } = render(<ServerHtml html={'<h3>条款</h3><img src=x onerror="alert(1)"><p onclick="alert(1)">正文</p>'} className="doc" data-testid="body" />);
    expect(body().className).toBe('doc');
    expect(body().innerHTML).toBe('<h3>条款</h3><p>正文</p>');
    rerender(<ServerHtml html="<p>新版本</p>" data-testid="body" />);
    expect(body().innerHTML).toBe('<p>新版本</p>');
  });

  it('an in-page anchor scrolls to its target inside the text and keeps the route', () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    window.location.hash = '#/registerAgr';
    render(<ServerHtml html={'<p>见<a href="#privacy-note">隐私说明</a></p><h4 id="privacy-note">隐私说明</h4>'} data-testid="body" />);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: '隐私说明' }));
    expect(notPrevented).toBe(false);
    expect(scrolled).toEqual(['privacy-note']);
    expect(window.location.hash).toBe('#/registerAgr');
  });

  it('an anchor whose target is outside the text scrolls nowhere', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const outside = document.createElement('h2');
    outside.id = 'elsewhere';
    document.body.appendChild(outside);
    render(<ServerHtml html={'<a href="#elsewhere">别处</a>'} data-testid="body" />);
    expect(fireEvent.click(screen.getByRole('link', { name: '别处' }))).toBe(false);
    expect(scroll).not.toHaveBeenCalled();
    outside.remove();
  });

  it('leaves external links to the browser (a new tab)', () => {
    render(<ServerHtml html={'<a href="https://example.com/">外部</a>'} data-testid="body" />);
    const link = screen.getByRole('link', { name: '外部' });
    expect(link.getAttribute('target')).toBe('_blank');
    // Seen after React's handler (the document is above the React root); stops jsdom from navigating.
    let prevented: boolean | null = null;
    const record = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link);
    document.removeEventListener('click', record);
    expect(prevented).toBe(false);
  });
});
