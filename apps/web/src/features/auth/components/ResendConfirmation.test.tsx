import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { ResendConfirmation } from './ResendConfirmation';

describe('ResendConfirmation', () => {
  it('checks a typed address with core rules before anything is sent', async () => {
    const seen = fakeApi({ 'POST /v1/auth/signup/resend': ok({ sent: true }) });
    renderRoutes([{ path: '/', element: <ResendConfirmation /> }], '/');
    const button = screen.getByRole('button', { name: /./ });
    fireEvent.click(button);
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aino@' } });
    fireEvent.click(button);
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(seen).toEqual([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aino@example.com' } });
    fireEvent.click(button);
    expect(await screen.findByTestId('confirmation-resent')).toBeTruthy();
    expect(seen.map(({ path }) => path)).toEqual(['/v1/auth/signup/resend']);
  });
});
