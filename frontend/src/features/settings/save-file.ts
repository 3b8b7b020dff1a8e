/** Saves a Blob as a file through a temporary object URL (nothing leaves the device again). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; free the memory a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
