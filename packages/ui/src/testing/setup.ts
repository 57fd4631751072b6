import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page that loads, then navigates, can take over a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

// Mantine asks for these, and jsdom has neither.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Every test starts as a new visitor: nothing rendered, nothing stored, the real `fetch`.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
