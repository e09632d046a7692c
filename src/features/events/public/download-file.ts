/**
 * Hands a file made in the browser to the visitor (a calendar file): a Blob behind a temporary link.
 * The address is released a little later, since some browsers start the download after the click returns.
 */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
