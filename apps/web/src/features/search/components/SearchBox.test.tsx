import type { TSearchSuggestions } from '@fitmarket/core/api/search';
import { EMPTY_SEARCH } from '@fitmarket/core/rules/search-url';
import { deferred, type FakeAnswer, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, type Mock } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { labelWithOtherWords, SearchBox, withoutLastWord } from './SearchBox';
import { SearchForm } from './SearchForm';

const suggestions: TSearchSuggestions = {
  specialities: [{ id: 2, slug: 'yoga', label: 'Yoga' }],
  services: [{ id: 13, parent_id: 2, slug: 'group-yoga-class', label: 'Group yoga class' }],
  professionals: [{ slug: 'jussi-ahonen', first_name: 'Jussi', last_name: 'Ahonen', image: null }],
  places: [],
};

const kallio = {
  id: 'd:091:kallio',
  kind: 'district' as const,
  name: 'Kallio',
  formatted: 'Kallio, Helsinki',
  city: 'Helsinki',
  postal_code: null,
  lat: 60.1843,
  lon: 24.9503,
};

const catalogue = {
  specialities: [],
  services: [
    {
      id: 2,
      slug: 'yoga-and-pilates',
      label: 'Yoga and pilates',
      children: [{ id: 13, slug: 'group-yoga-class', label: 'Group yoga class' }],
    },
  ],
};

/** Where the app went: the results page shows its address. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderBox(element = <SearchBox initial={EMPTY_SEARCH} />) {
  return renderRoutes(
    [
      { path: '/', element },
      { path: '/professionals', element: <Address /> },
      { path: '/professionals/:slug', element: <Address /> },
    ],
    '/',
  );
}

const address = async () => (await screen.findByTestId('address')).textContent;
/** floating-ui hides the dropdown in jsdom (no sizes): role queries include hidden elements. */
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  // Letter by letter, as a person types: the debounce makes it one request.
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } });
  }
}

const textField = () => screen.findByRole('textbox', { name: 'What are you looking for?' });
const placeField = () => screen.getByRole('textbox', { name: 'Where?' });

describe('SearchBox', () => {
  beforeAll(() => {
    // Mantine scrolls the option picked with the arrow keys into view; jsdom cannot scroll.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('goes to the results with the text and the typed place in the address', async () => {
    fakeApi({ 'GET /v1/catalogue': ok(catalogue), 'GET /v1/places?q=Turku&limit=8': ok([]) });
    renderBox();
    type(await textField(), 'personal trainer');
    type(placeField(), 'Turku');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await address()).toBe('/professionals?search=personal+trainer&location=Turku');
  });

  it('asks for suggestions once the typing pauses, and lists them in groups', async () => {
    const seen = fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=yog': ok(suggestions),
    });
    renderBox();
    type(await textField(), 'yog');
    expect(await option('Yoga')).toBeTruthy();
    expect(await option('Group yoga class')).toBeTruthy();
    expect(await option('JA Jussi Ahonen')).toBeTruthy();
    for (const group of ['Specialities', 'Services', 'Professionals']) {
      expect(screen.getByText(group)).toBeTruthy();
    }
    expect(
      seen.filter((request) => request.path.startsWith('/v1/professionals/suggestions')),
    ).toHaveLength(1);
  });

  it('aborts the request for text typed over since', async () => {
    const slow = deferred<FakeAnswer>();
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=yo': () => slow.promise,
      'GET /v1/professionals/suggestions?q=yoga': ok(suggestions),
    });
    renderBox();
    const input = await textField();
    type(input, 'yo');
    const calls = (globalThis.fetch as Mock<typeof fetch>).mock.calls;
    const stale = () =>
      calls.find(([path]) => String(path).endsWith('suggestions?q=yo'))?.[1]?.signal;
    await waitFor(() => expect(stale()).toBeTruthy());
    fireEvent.change(input, { target: { value: 'yoga' } });
    expect(await option('Yoga')).toBeTruthy();
    expect(stale()?.aborted).toBe(true);
    slow.resolve(ok(suggestions));
  });

  it('is used with the keyboard: arrows move through the suggestions, Enter picks one', async () => {
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=yog': ok(suggestions),
    });
    renderBox();
    const input = await textField();
    type(input, 'yog');
    await option('Group yoga class');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    // A service searches by the service, not by its words.
    expect(await address()).toBe('/professionals?service=13');
  });

  it('keeps the words a picked speciality does not cover, such as a place', async () => {
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=yogaa+turussa': ok(suggestions),
    });
    renderBox();
    const input = await textField();
    type(input, 'yogaa turussa');
    fireEvent.click(await option('Yoga'));
    expect(await address()).toBe('/professionals?search=Yoga+turussa');
    expect(labelWithOtherWords('Personal training', 'personal trainer')).toBe('Personal training');
    expect(labelWithOtherWords('Jooga', 'Jyväskylä jooga')).toBe('Jooga Jyväskylä');
  });

  it('closes the suggestions with Escape, letting go of the option and keeping the text', async () => {
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=yog': ok(suggestions),
    });
    renderBox();
    const input = await textField();
    type(input, 'yog');
    const yoga = await option('Yoga');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(yoga.hasAttribute('data-combobox-selected')).toBe(true));
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' });
    // Closing lets go of the option, so Enter now searches for the text as typed.
    await waitFor(() => expect(yoga.hasAttribute('data-combobox-selected')).toBe(false));
    expect((input as HTMLInputElement).value).toBe('yog');
  });

  it('offers a district for the last word and searches around it in place of that word', async () => {
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=jooga+Kall': ok({ ...suggestions, places: [kallio] }),
    });
    renderBox();
    type(await textField(), 'jooga Kall');
    const district = await option('Kallio, Helsinki');
    expect(screen.getByText('Places')).toBeTruthy();
    fireEvent.click(district);
    expect(await address()).toBe(
      '/professionals?search=jooga&location=Kallio%2C+Helsinki&lat=60.1843&lng=24.9503',
    );
    expect(withoutLastWord('  hieroja  Kall ')).toBe('hieroja');
    expect(withoutLastWord('Tapi')).toBe('');
  });

  it('opens a suggested professional', async () => {
    fakeApi({
      'GET /v1/catalogue': ok(catalogue),
      'GET /v1/professionals/suggestions?q=jus': ok(suggestions),
    });
    renderBox();
    type(await textField(), 'jus');
    fireEvent.click(await option('JA Jussi Ahonen'));
    expect(await address()).toBe('/professionals/jussi-ahonen');
  });

  it('browses the service tree level by level, back and forth', async () => {
    fakeApi({ 'GET /v1/catalogue': ok(catalogue) });
    renderBox();
    fireEvent.click(await screen.findByRole('button', { name: 'Browse services' }));
    // The popover is hidden in jsdom too.
    const inBrowser = (name: string | RegExp) =>
      screen.findByRole('button', { name, hidden: true });
    fireEvent.click(await inBrowser(/Yoga and pilates/));
    fireEvent.click(await inBrowser(/Back to all services/));
    fireEvent.click(await inBrowser(/Yoga and pilates/));
    expect(await inBrowser('All of Yoga and pilates')).toBeTruthy();
    fireEvent.click(await inBrowser('Group yoga class'));
    expect((await screen.findByTestId('chosen-service')).textContent).toContain(
      'Service: Group yoga class',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await address()).toBe('/professionals?service=13');
  });

  it('clears everything with Clear', async () => {
    fakeApi({ 'GET /v1/catalogue': ok(catalogue) });
    renderBox(
      <SearchBox initial={{ ...EMPTY_SEARCH, search: 'yoga', location: 'Turku', service: 13 }} />,
    );
    expect(((await textField()) as HTMLInputElement).value).toBe('yoga');
    expect((placeField() as HTMLInputElement).value).toBe('Turku');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(((await textField()) as HTMLInputElement).value).toBe('');
    expect((placeField() as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('chosen-service')).toBeNull();
  });
});

describe('SearchForm (the home page hero)', () => {
  it('is a plain GET form to the results page, which works without its extra chunk', async () => {
    fakeApi({ 'GET /v1/catalogue': ok(catalogue) });
    renderBox(<SearchForm />);
    const form = await screen.findByTestId('search-form');
    expect(form.getAttribute('action')).toBe('/professionals');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[name="search"]')).toBeTruthy();
    expect(form.querySelector('input[name="location"]')).toBeTruthy();
  });

  it('keeps what was typed when the full search component takes its place', async () => {
    fakeApi({ 'GET /v1/catalogue': ok(catalogue), 'GET /v1/places?q=Oulu&limit=8': ok([]) });
    renderBox(<SearchForm />);
    const plain = await textField();
    fireEvent.change(plain, { target: { value: 'pilates' } });
    fireEvent.focus(placeField());
    // The full component has the service browser.
    await screen.findByRole('button', { name: 'Browse services' });
    expect(((await textField()) as HTMLInputElement).value).toBe('pilates');
    type(placeField(), 'Oulu');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await address()).toBe('/professionals?search=pilates&location=Oulu');
  });
});
