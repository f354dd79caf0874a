import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('counts small files in bytes', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
  });

  it('rounds to whole kilobytes below a megabyte', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(24_394)).toBe('24 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('shows one decimal for a few megabytes and whole numbers above ten', () => {
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(12.6 * 1024 * 1024)).toBe('13 MB');
  });
});
