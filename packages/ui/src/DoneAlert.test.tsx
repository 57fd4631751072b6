import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { DoneAlert } from './DoneAlert';
import { createI18n } from './lib/i18n';
import { everyText } from './testing/texts';

describe('DoneAlert', () => {
  it('is read out as a status and closed by its named button', () => {
    const onClose = vi.fn();
    render(
      <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
        <DoneAlert onClose={onClose} closeLabel="Close" testId="done">
          Saved.
        </DoneAlert>
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    expect(screen.getByTestId('done')).toBe(screen.getByRole('status'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
