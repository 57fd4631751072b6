import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type FakeAnswer, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMe } from '../../../lib/me';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { NameSection } from './NameSection';

/** The section as the settings page shows it: with the signed-in user as the server has it. */
function Page() {
  const me = useMe().data;
  return me ? <NameSection me={me} /> : null;
}

async function renderSection(saveAnswer?: (body: unknown) => FakeAnswer) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  fakeApi({
    'GET /v1/me': ok(fakeMe('customer', { first_name: '', last_name: '' })),
    ...(saveAnswer && { 'PUT /v1/me/settings': saveAnswer }),
  });
  renderRoutes([{ path: '/', Component: Page }], '/');
  await screen.findByLabelText('First name');
}

const saveButton = () => screen.queryByRole('button', { name: 'Save name' });

describe('NameSection', () => {
  it('offers to save only once a name differs from the saved one', async () => {
    await renderSection();
    expect(saveButton()).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Aino' } });
    expect(saveButton()).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    expect(saveButton()).toBeNull();
  });

  it('saves both names trimmed and says so', async () => {
    const sent: unknown[] = [];
    await renderSection((body) => {
      sent.push(body);
      return ok(fakeMe('customer', { first_name: 'Aino', last_name: 'Virtanen' }));
    });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Aino ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Virtanen' } });
    fireEvent.click(saveButton() as HTMLElement);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sent).toEqual([{ first_name: 'Aino', last_name: 'Virtanen' }]);
    expect(saveButton()).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aino');
  });
});
