const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the product shows it, in the phone's time zone: "2026-11-20 14:05". */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
