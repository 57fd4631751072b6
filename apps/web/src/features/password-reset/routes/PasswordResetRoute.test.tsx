import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { PasswordResetRoute } from './PasswordResetRoute';

function renderPage() {
  const seen = fakeApi({ 'POST /v1/auth/forgot': ok({ sent: true }) });
  renderRoutes([{ path: '/password-reset', Component: PasswordResetRoute }], '/password-reset');
  const send = (email: string) => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  };
  return { seen, send };
}

describe('PasswordResetRoute', () => {
  it('points out an empty or malformed address with core rules and sends nothing', async () => {
    const { seen, send } = renderPage();
    send('  ');
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    send('aino@');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('sends a valid address trimmed and says a link is on its way', async () => {
    const { seen, send } = renderPage();
    send(' aino@example.com ');
    expect(await screen.findByTestId('reset-link-sent')).toBeTruthy();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/auth/forgot']);
  });
});
