const KB = 1024;
const MB = KB * 1024;

/** A file's size as people read it: "512 bytes", "24 KB", "1.4 MB" (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  const megabytes = bytes / MB;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
