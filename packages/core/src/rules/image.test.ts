import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../limits';
import { IMAGE_KINDS, sniffImageFormat, validateImageFile } from './image';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and both GIF versions by their first bytes', () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageFormat(ascii('GIF87a...'))).toBe('gif');
    expect(sniffImageFormat(ascii('GIF89a...'))).toBe('gif');
  });

  it('takes nothing else, whatever the file is called', () => {
    for (const head of [
      ascii('<svg xmlns="http://www.w3.org/2000/svg">'),
      ascii('<?xml version="1.0"?><svg'),
      ascii('RIFF\0\0\0\0WEBPVP8 '),
      ascii('hello, I am a text file'),
      ascii('GIF90a'),
      bytes(0x89, 0x50, 0x4e, 0x47),
      bytes(),
    ]) {
      expect(sniffImageFormat(head)).toBeNull();
    }
  });
});

const okImage = { format: 'jpeg', sizeBytes: 200_000, width: 800, height: 600 } as const;

describe('validateImageFile', () => {
  it('accepts JPEG, PNG and GIF content', () => {
    for (const format of ['jpeg', 'png', 'gif'] as const) {
      expect(validateImageFile({ ...okImage, format }), format).toBeNull();
    }
  });

  it('refuses content of any other format with 1023', () => {
    expect(validateImageFile({ ...okImage, format: null })).toBe(1023);
  });

  it('allows exactly 1 MB but not a byte more', () => {
    expect(validateImageFile({ ...okImage, sizeBytes: IMAGE_MAX_BYTES })).toBeNull();
    expect(validateImageFile({ ...okImage, sizeBytes: IMAGE_MAX_BYTES + 1 })).toBe(1024);
  });

  it('refuses an image smaller than 200 × 200 pixels', () => {
    expect(validateImageFile({ ...okImage, width: 200, height: 200 })).toBeNull();
    expect(validateImageFile({ ...okImage, width: 199, height: 800 })).toBe(1153);
    expect(validateImageFile({ ...okImage, width: 800, height: 199 })).toBe(1153);
  });

  it('checks the dimensions only once they are known', () => {
    expect(validateImageFile({ format: 'png', sizeBytes: 10 })).toBeNull();
  });
});

describe('IMAGE_KINDS', () => {
  it('points image fields at one of the copies each kind keeps', () => {
    for (const [kind, spec] of Object.entries(IMAGE_KINDS)) {
      expect(spec.widths, kind).toContain(spec.displayWidth);
    }
  });
});
