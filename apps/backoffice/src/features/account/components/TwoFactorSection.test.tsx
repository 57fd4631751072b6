import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { TwoFactorSection } from './TwoFactorSection';

const ON = { enabled: true, required: false, recovery_codes_left: 3 };
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);

function renderSection() {
  return renderRoutes([{ path: '/', element: <TwoFactorSection isOwner={false} /> }], '/');
}

describe('TwoFactorSection, once two-factor sign-in is on', { timeout: 20_000 }, () => {
  it('makes new recovery codes for a current code and shows them once', async () => {
    const bodies: unknown[] = [];
    let status = ON;
    fakeApi({
      'GET /v1/admin/two-factor': () => ok(status),
      'POST /v1/admin/two-factor/recovery-codes': (body) => {
        bodies.push(body);
        if ((body as { code: string }).code === '000000') return failure(422, 1392);
        status = { ...ON, recovery_codes_left: 10 };
        return ok({ recovery_codes: NEW_CODES });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const form = screen.getByTestId('two-factor-renew');
    fireEvent.change(within(form).getByLabelText('Code from the app'), {
      target: { value: '000000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Make new codes' }));
    expect(await within(form).findByText(errorText(1392, 'en'))).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Code from the app'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(bodies).toEqual([{ code: '000000' }, { code: '123456' }]);

    // Saved: they are not shown again.
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(
      await screen.findByText('Two-factor sign-in is on. Recovery codes left: 10.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off with the password and a code, showing a refusal first', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'GET /v1/admin/two-factor': ok(ON),
      'POST /v1/admin/two-factor/turn-off': (body) => {
        bodies.push(body);
        const { password } = body as { password: string };
        if (password !== 'Password123') return failure(422, 1033);
        return ok({ enabled: false, required: false, recovery_codes_left: 0 });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const form = screen.getByTestId('two-factor-turn-off');
    const fill = (password: string) => {
      fireEvent.change(within(form).getByLabelText('Your password'), {
        target: { value: password },
      });
      fireEvent.change(within(form).getByLabelText('Code from the app or a recovery code'), {
        target: { value: '123456' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    };
    fill('wrong');
    expect(await within(form).findByText(errorText(1033, 'en'))).toBeTruthy();
    fill('Password123');
    expect((await screen.findByRole('status')).textContent).toBe('Two-factor sign-in is now off.');
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(bodies).toEqual([
      { password: 'wrong', code: '123456' },
      { password: 'Password123', code: '123456' },
    ]);
  });

  it('offers no turning off while the owners require it', async () => {
    fakeApi({ 'GET /v1/admin/two-factor': ok({ ...ON, required: true }) });
    renderSection();
    expect(
      await screen.findByText('The owners require two-factor sign-in, so you cannot turn it off.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeTruthy();
  });
});
