import { ADMIN_USERS_SEARCH_MAX_LENGTH } from '@fitmarket/core/api/admin-users';
import { MEMBERSHIPS, ROLES } from '@fitmarket/core/limits';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipName } from '../../../components/user-actions/membershipName';
import { isFiltered, type UsersState } from '../utils/usersQuery';

export interface UsersFiltersProps {
  state: UsersState;
  onChange: (changes: Partial<UsersState>) => void;
  onReset: () => void;
}

const flagValue = (flag: boolean | null) => (flag === null ? '' : String(flag));
const flagOf = (value: string) => (value === '' ? null : value === 'true');

/**
 * The users page's search (sent with Enter or its button) and filters (applied as chosen).
 * The caller keys this by the address, so going back shows that address's search text.
 */
export function UsersFilters({ state, onChange, onReset }: UsersFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState(state.search);
  const any = { value: '', label: t('backofficeUsers.users.filters.any') };
  /**
   * The field and the address never disagree: a filter goes with the search as the field shows
   * it, and a field emptied (its clear button, or the text deleted) drops the search at once.
   */
  const apply = (changes: Partial<UsersState>) => onChange({ search: search.trim(), ...changes });

  return (
    <Paper withBorder p="md" radius="md" component="fieldset" m={0}>
      <Text component="legend" fw={600} px={4}>
        {t('backofficeUsers.users.filters.legend')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: search.trim() });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            type="search"
            label={t('backofficeUsers.users.filters.search')}
            placeholder={t('backofficeUsers.users.filters.searchPlaceholder')}
            value={search}
            maxLength={ADMIN_USERS_SEARCH_MAX_LENGTH}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setSearch(text);
              if (text.trim() === '' && state.search !== '') onChange({ search: '' });
            }}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('backofficeUsers.users.filters.submit')}</Button>
        </Group>
      </form>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="sm" spacing="sm">
        <NativeSelect
          label={t('backofficeUsers.users.filters.role')}
          value={state.role ?? ''}
          onChange={(event) => {
            const role = ROLES.find((known) => known === event.currentTarget.value) ?? null;
            apply({ role });
          }}
          data={[
            any,
            ...ROLES.map((role) => ({ value: role, label: t(`backofficeUsers.roles.${role}`) })),
          ]}
        />
        <NativeSelect
          label={t('backofficeUsers.users.filters.membership')}
          value={state.membership === null ? '' : String(state.membership)}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            apply({ membership: MEMBERSHIPS.find((known) => known.id === id)?.id ?? null });
          }}
          data={[
            any,
            ...MEMBERSHIPS.map(({ id }) => ({
              value: String(id),
              label: membershipName(id, language),
            })),
          ]}
        />
        <NativeSelect
          label={t('backofficeUsers.users.filters.status')}
          value={flagValue(state.blocked)}
          onChange={(event) => apply({ blocked: flagOf(event.currentTarget.value) })}
          data={[
            any,
            { value: 'false', label: t('backofficeUsers.users.filters.active') },
            { value: 'true', label: t('backofficeUsers.users.filters.blocked') },
          ]}
        />
        <NativeSelect
          label={t('backofficeUsers.users.filters.published')}
          value={flagValue(state.published)}
          onChange={(event) => apply({ published: flagOf(event.currentTarget.value) })}
          data={[
            any,
            { value: 'true', label: t('backofficeUsers.users.filters.publishedYes') },
            { value: 'false', label: t('backofficeUsers.users.filters.publishedNo') },
          ]}
        />
      </SimpleGrid>
      {isFiltered(state) && (
        <Button variant="subtle" size="compact-sm" mt="sm" onClick={onReset}>
          {t('backofficeUsers.users.filters.reset')}
        </Button>
      )}
    </Paper>
  );
}
