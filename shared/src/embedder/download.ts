/**
 * Hands a file the app made or fetched (a contract, a settlement proof, a calendar entry) to the
 * browser as a download: an object URL, revoked once the click is done. A file behind the session is
 * fetched with the token header first (http.file), so the token never rides in a link.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
