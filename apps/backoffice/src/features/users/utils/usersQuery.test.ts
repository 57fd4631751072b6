import { describe, expect, it } from 'vitest';
import { changeUsersState, NO_FILTERS, parseUsersParams, usersQuery } from './usersQuery';

describe('the users page address', () => {
  it('reads the search, filters and page it names', () => {
    const state = parseUsersParams(
      new URLSearchParams(
        'search=%20virtanen%20&role=professional&membership=3&blocked=true&published=false&page=4',
      ),
    );
    expect(state).toEqual({
      search: 'virtanen',
      role: 'professional',
      membership: 3,
      blocked: true,
      published: false,
      page: 4,
    });
  });

  it('leaves out what is malformed rather than failing', () => {
    const state = parseUsersParams(
      new URLSearchParams('role=wizard&membership=9&blocked=maybe&published=1&page=-2'),
    );
    expect(state).toEqual(NO_FILTERS);
  });

  it('writes only what is set, and the same state reads back', () => {
    const state = { ...NO_FILTERS, role: 'customer' as const, blocked: false, page: 2 };
    const query = usersQuery(state);
    expect(query.toString()).toBe('role=customer&blocked=false&page=2');
    expect(parseUsersParams(query)).toEqual(state);
    expect(usersQuery(NO_FILTERS).toString()).toBe('');
  });

  it('starts a changed search or filter from the first page', () => {
    const onPage3 = { ...NO_FILTERS, search: 'aino', page: 3 };
    expect(changeUsersState(onPage3, { membership: 2 })).toEqual({
      ...onPage3,
      membership: 2,
      page: 1,
    });
    expect(changeUsersState(onPage3, { page: 4 }).page).toBe(4);
  });
});
