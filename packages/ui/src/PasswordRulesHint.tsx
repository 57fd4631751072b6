import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitmarket/core/limits';
import { Box, List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The parts of core's `passwordIssues` (1308), one by one, so the visitor sees which is still
 * missing. Keep in step with rules/password.ts.
 */
const RULES = {
  length: (password: string) =>
    password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  letter: (password: string) => /\p{L}/u.test(password),
  digit: (password: string) => /\p{Nd}/u.test(password),
} as const;

type Rule = keyof typeof RULES;
const RULE_ORDER: readonly Rule[] = ['length', 'letter', 'digit'];

/** The password rules under a new-password field, each ticked off as it is met while typing. */
export function PasswordRulesHint({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="password-rules">
      <Text size="sm" c="dimmed" id="password-rules-title">
        {t('accountShared.passwordRules.title')}
      </Text>
      <List size="sm" listStyleType="none" spacing={2} aria-labelledby="password-rules-title">
        {RULE_ORDER.map((rule) => {
          const met = RULES[rule](password);
          return (
            <List.Item
              key={rule}
              data-rule={rule}
              data-met={met}
              c={met ? 'teal.9' : 'dimmed'}
              icon={
                <Box component="span" aria-hidden w="1.2em" display="inline-block" ta="center">
                  {met ? '✓' : '○'}
                </Box>
              }
            >
              {t(`accountShared.passwordRules.${rule}`, {
                min: PASSWORD_MIN_LENGTH,
                max: PASSWORD_MAX_LENGTH,
              })}
              <VisuallyHidden>
                {` (${t(`accountShared.passwordRules.${met ? 'met' : 'unmet'}`)})`}
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
