import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, useBrowserValue } from './useHydrated';

/** Says what the browser knows: "phone" only in the browser. */
function Layout() {
  const [phone] = useBrowserValue(() => true, false);
  return <p>{phone ? 'phone' : 'wide'}</p>;
}

const containers: HTMLElement[] = [];
function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe('useBrowserValue', () => {
  it("hydrates the server's markup as it is, then switches to the browser's value", async () => {
    // jsdom has a window: the server's render is told apart as a hydration is (no effect runs).
    beginHydration();
    const serverHtml = renderToString(<Layout />);
    expect(serverHtml).toBe('<p>wide</p>');
    const root = container(serverHtml);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Layout />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe('<p>phone</p>');
  });

  it("renders the browser's value at once in a page the browser draws itself", async () => {
    const root = container();
    const seen: string[] = [];
    function Recorder() {
      const [phone] = useBrowserValue(() => true, false);
      seen.push(phone ? 'phone' : 'wide');
      return null;
    }
    await act(async () => createRoot(root).render(<Recorder />));
    expect(seen).toEqual(['phone']);
  });
});
