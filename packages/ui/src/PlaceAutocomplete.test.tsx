import type { TPlace } from '@fitmarket/core/api/places';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { createI18n } from './lib/i18n';
import { PlaceAutocomplete } from './PlaceAutocomplete';
import { deferred, type FakeAnswer, failure, fakeApi, ok } from './testing/fakeApi';
import { everyText } from './testing/texts';

const jyvaskyla: TPlace = {
  id: 'm:179',
  kind: 'municipality',
  name: 'Jyväskylä',
  formatted: 'Jyväskylä',
  city: 'Jyväskylä',
  postal_code: null,
  lat: 62.2415,
  lon: 25.7209,
};
const postalArea: TPlace = {
  id: 'p:40100',
  kind: 'postal_area',
  name: 'Jyväskylä',
  formatted: '40100 Jyväskylä',
  city: 'Jyväskylä',
  postal_code: '40100',
  lat: 62.2415,
  lon: 25.7209,
};

/** The field in a form that keeps its value, as a page would; `changes` sees every onChange. */
function renderField(initial: TPlace | null = null) {
  const changes = vi.fn<(place: TPlace | null) => void>();
  function Form() {
    const [place, setPlace] = useState<TPlace | null>(initial);
    return (
      <>
        <button type="button" onClick={() => setPlace(jyvaskyla)}>
          Load
        </button>
        <button type="button" onClick={() => setPlace(null)}>
          Reset
        </button>
        <PlaceAutocomplete
          label="Location"
          placeholder="Town or postal code"
          value={place}
          onChange={(next) => {
            changes(next);
            setPlace(next);
          }}
        />
        <output data-testid="chosen">{place?.id ?? 'none'}</output>
      </>
    );
  }
  render(
    <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
      <Form />
    </AppProviders>,
  );
  return { input: screen.getByRole('textbox', { name: 'Location' }), changes };
}

/**
 * The options, hidden or not: floating-ui hides the dropdown in jsdom, where the input has no
 * size, so role queries must include hidden elements.
 */
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  // Letter by letter, as a person types: the debounce makes it one request.
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } });
  }
}

describe('PlaceAutocomplete', () => {
  beforeAll(() => {
    // Mantine scrolls the option picked with the arrow keys into view; jsdom cannot scroll.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('asks for places once the typing pauses and gives back the picked place', async () => {
    const seen = fakeApi({ 'GET /v1/places?q=jyv&limit=8': ok([jyvaskyla, postalArea]) });
    const { input, changes } = renderField();

    type(input, 'jyv');
    fireEvent.click(await option('40100 Jyväskylä'));

    expect(changes).toHaveBeenLastCalledWith(postalArea);
    expect(screen.getByTestId('chosen').textContent).toBe('p:40100');
    expect((input as HTMLInputElement).value).toBe('40100 Jyväskylä');
    expect(seen.map((request) => request.path)).toEqual(['/v1/places?q=jyv&limit=8']);
  });

  it('can be used with the keyboard alone', async () => {
    fakeApi({ 'GET /v1/places?q=jyv&limit=8': ok([jyvaskyla, postalArea]) });
    const { input, changes } = renderField();

    type(input, 'jyv');
    await option('Jyväskylä');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });

    await waitFor(() => expect(changes).toHaveBeenLastCalledWith(jyvaskyla));
  });

  it('shows that it is searching, then that nothing was found', async () => {
    const answer = deferred<FakeAnswer>();
    fakeApi({ 'GET /v1/places?q=qqq&limit=8': () => answer.promise });
    const { input } = renderField();

    type(input, 'qqq');
    expect(await screen.findByText('Searching places…')).toBeTruthy();
    answer.resolve(ok([]));
    expect(await screen.findByText('No places found')).toBeTruthy();
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
  });

  it('shows a refusal by its code', async () => {
    fakeApi({ 'GET /v1/places?q=x&limit=8': failure(422, 1301) });
    const { input } = renderField();

    type(input, 'x');
    expect(await screen.findByText('Please check this value.')).toBeTruthy();
  });

  it('clears the value when its text is typed over, and asks nothing for a chosen place', async () => {
    const seen = fakeApi({ 'GET /v1/places?q=Jyv%C3%A4skyl&limit=8': ok([jyvaskyla]) });
    const { input, changes } = renderField(jyvaskyla);
    expect((input as HTMLInputElement).value).toBe('Jyväskylä');

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Jyväskyl' } });

    expect(changes).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('chosen').textContent).toBe('none');
    await option('Jyväskylä');
    expect(seen.map((request) => request.path)).toEqual(['/v1/places?q=Jyv%C3%A4skyl&limit=8']);
  });

  it('replaces a chosen place with what is typed after it, rather than adding to its name', async () => {
    const seen = fakeApi({ 'GET /v1/places?q=Es&limit=8': ok([]) });
    const { input, changes } = renderField(jyvaskyla);
    const field = input as HTMLInputElement;
    fireEvent.focus(field);
    // Focused, the chosen name is selected: typing replaces it.
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Jyväskylä'.length]);
    // Where the selection was lost (a click put the caret at the end), typing still starts over.
    fireEvent.change(field, { target: { value: 'JyväskyläE' } });
    expect(field.value).toBe('E');
    expect(changes).toHaveBeenCalledWith(null);
    fireEvent.change(field, { target: { value: 'Es' } });
    await waitFor(() =>
      expect(seen.map((request) => request.path)).toEqual(['/v1/places?q=Es&limit=8']),
    );
  });

  it('shows a value the form sets or resets', async () => {
    const seen = fakeApi({});
    const { input } = renderField();

    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect((input as HTMLInputElement).value).toBe('Jyväskylä');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((input as HTMLInputElement).value).toBe('');
    // A place set from outside is not searched for.
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual([]);
  });
});
