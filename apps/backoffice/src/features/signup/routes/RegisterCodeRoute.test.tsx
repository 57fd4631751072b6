import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { renderRoutes } from '../../../test/renderRoutes';

describe('the registration link (/register/:code)', () => {
  it('opens step 3 with the invited address read-only, and says what terms apply', async () => {
    fakeApi({ 'GET /v1/admin/register/invited-code': ok({ email: 'vilja@staff.example.com' }) });
    const view = renderRoutes(routes, '/register/invited-code');
    expect(await screen.findByRole('heading', { name: 'Finish your account' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/signup/step/3');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('vilja@staff.example.com');
    expect(email.readOnly).toBe(true);

    // Past step 1's checkbox, step 3 names the documents and opens them over the form.
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent ===
            'By creating an account you accept the terms of use and the privacy policy.'
          : false,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'terms of use' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
  });

  it('goes back to step 1 with the reason when the link is broken or used (404, 1088)', async () => {
    fakeApi({ 'GET /v1/admin/register/used-code': failure(404, 1088) });
    const view = renderRoutes(routes, '/register/used-code');
    expect(await screen.findByText(errorText(1088, 'en'))).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/signup/step/1');
  });
});
