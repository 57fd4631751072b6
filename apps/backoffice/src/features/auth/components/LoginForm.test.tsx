import { errorText } from '@fitmarket/core/errors/error-text';
import { fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { LoginForm } from './LoginForm';

describe('LoginForm', { timeout: 20_000 }, () => {
  it('points out what the login route would refuse, and sends only what it accepts', async () => {
    const seen = fakeApi({});
    const onSubmit = vi.fn();
    renderRoutes(
      [{ path: '/', element: <LoginForm onSubmit={onSubmit} submitting={false} /> }],
      '/',
    );
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'owner@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(errorText(1018, 'en'))).toBeTruthy();
    expect(screen.getByText(errorText(1307, 'en'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(seen).toEqual([]);

    fireEvent.change(email, { target: { value: ' owner@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'secret' }),
    );
    expect(screen.queryByText(errorText(1018, 'en'))).toBeNull();
  });
});
