import { MARKETPLACE_ROLES, type MarketplaceRole } from '@fitmarket/core/limits';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RoleChoiceProps {
  value: MarketplaceRole;
  onChange: (role: MarketplaceRole) => void;
}

/**
 * Customer or professional as two cards in one radio group (arrow keys move between them). Each
 * card is named by its title alone, its explanation is its description.
 */
export function RoleChoice({ value, onChange }: RoleChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="role"
      value={value}
      onChange={(next) => onChange(MARKETPLACE_ROLES.find((role) => role === next) ?? 'customer')}
      label={t('webAccount.signUp.role.label')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
        {MARKETPLACE_ROLES.map((role) => {
          const checked = role === value;
          return (
            <Radio.Card
              key={role}
              value={role}
              p="md"
              aria-label={t(`webAccount.signUp.role.${role}`)}
              aria-describedby={`role-${role}-text`}
              data-testid={`role-${role}`}
              style={{
                borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
                backgroundColor: checked ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600}>{t(`webAccount.signUp.role.${role}`)}</Text>
                  <Text size="sm" c="dimmed" id={`role-${role}-text`}>
                    {t(`webAccount.signUp.role.${role}Text`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
