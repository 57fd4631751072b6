import type { TSignup } from '@fitmarket/core/api/auth';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { SignUpForm } from './SignUpForm';

function renderForm(path = '/') {
  const onSubmit = vi.fn<(input: TSignup) => void>();
  renderRoutes(
    [{ path: '/', element: <SignUpForm submitting={false} onSubmit={onSubmit} /> }],
    path,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const finish = () => {
    type('Email', 'aino@example.com');
    type('Password', 'Valid-pass-2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the privacy policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  };
  return { onSubmit, type, finish };
}

describe('SignUpForm', () => {
  it('starts as a professional when the professional landing sent the visitor', () => {
    const { onSubmit, finish } = renderForm('/?role=professional');
    finish();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'professional' }));
  });

  it('sends the name given, trimmed', () => {
    const { onSubmit, type, finish } = renderForm();
    type('First name', ' Aino ');
    type('Last name', 'Virtanen');
    finish();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'aino@example.com',
        first_name: 'Aino',
        last_name: 'Virtanen',
      }),
    );
  });

  it('lets a visitor sign up without a name', () => {
    const { onSubmit, finish } = renderForm();
    finish();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: '', last_name: '' }),
    );
  });

  it('marks each broken core rule at its field and sends nothing', () => {
    const { onSubmit, type } = renderForm();
    type('Email', 'aino@');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(/^Password must be 8–128 characters long/)).toBeTruthy();
    expect(screen.getByText('Please accept the privacy policy.')).toBeTruthy();
    expect(screen.queryByText('Please accept the terms of use and the privacy policy.')).toBeNull();
  });
});
