import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../limits';
import { validateImageFile } from './image';

const okImage = { name: 'me.jpg', sizeBytes: 200_000, width: 800, height: 600 };

describe('validateImageFile', () => {
  it('accepts jpg, jpeg, gif and png in any letter case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'holiday.photo.gif', 'a.Png']) {
      expect(validateImageFile({ ...okImage, name }), name).toBeNull();
    }
  });

  it('refuses other types and names without an extension', () => {
    for (const name of ['a.webp', 'a.svg', 'a.jpg.exe', 'jpg', 'a.']) {
      expect(validateImageFile({ ...okImage, name }), name).toBe(1023);
    }
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
    expect(validateImageFile({ name: 'a.png', sizeBytes: 10 })).toBeNull();
  });
});
