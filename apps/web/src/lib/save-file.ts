/** Hands a file made in the page to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy by the next tick; the memory is freed after a moment to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
