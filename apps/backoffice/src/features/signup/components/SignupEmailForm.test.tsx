import { errorText } from '@fitmarket/core/errors/error-text';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { SignupEmailForm } from './SignupEmailForm';

describe('SignupEmailForm', { timeout: 20_000 }, () => {
  it('says 2004 in an alert and sends nothing until the terms are accepted', async () => {
    const onSubmit = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <SignupEmailForm onSubmit={onSubmit} submitting={false} errors={[]} />,
        },
      ],
      '/',
    );
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: ' new@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(errorText(2004, 'en'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('new@example.com');
  });
});
