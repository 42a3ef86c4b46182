import type { ReactElement } from 'react';

/** The shell's few glyphs, inline so the first paint needs no icon font or image request. */
const paths: Record<string, ReactElement> = {
  back: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  service: (
    <path d="M5 13v-1a7 7 0 0114 0v1M5 13h2.5v5H6a1 1 0 01-1-1zm14 0h-2.5v5H18a1 1 0 001-1zM16.5 18c0 1.5-2 2.5-4.5 2.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  ),
  borrow: <path d="M4 7h16v11H4zM4 11h16M8 15h3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  discover: <path d="M12 3a9 9 0 100 18 9 9 0 000-18zm3.5 5.5l-2 5-5 2 2-5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  member: <path d="M4 9l4 3 4-6 4 6 4-3-2 9H6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  my: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
  share: <path d="M12 4v11M7 9l5-5 5 5M5 14v5h14v-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />,
};

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
