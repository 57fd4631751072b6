import type { TMainService } from '@fitmarket/core/api/catalogue';
import { Button, Loader, NavLink, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ServiceBrowserProps {
  services: readonly TMainService[] | undefined;
  onChoose: (serviceId: number) => void;
}

/**
 * SPEC §2 "service browser": the main services, then a main service's sub-services, with a way
 * back. A main service itself can be chosen too ("All of …"), which searches all its children.
 */
export function ServiceBrowser({ services, onChoose }: ServiceBrowserProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [mainId, setMainId] = useState<number | null>(null);
  const main = services?.find((service) => service.id === mainId);

  function close() {
    setOpened(false);
    setMainId(null);
  }
  function choose(id: number) {
    onChoose(id);
    close();
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      position="bottom-start"
      width={300}
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => (opened ? close() : setOpened(true))}
        >
          {t('search.services.browse')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={4} data-testid="service-browser">
        {!services ? (
          <Loader size="sm" m="sm" aria-label={t('common.loading')} />
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={0} role="group" aria-label={main ? main.label : t('search.services.title')}>
              {main ? (
                <>
                  <NavLink
                    component="button"
                    type="button"
                    label={`‹ ${t('search.services.back')}`}
                    onClick={() => setMainId(null)}
                  />
                  <Text fw={600} px="sm" py={6}>
                    {main.label}
                  </Text>
                  <NavLink
                    component="button"
                    type="button"
                    label={t('search.services.allOf', { service: main.label })}
                    onClick={() => choose(main.id)}
                  />
                  {main.children.map((child) => (
                    <NavLink
                      key={child.id}
                      component="button"
                      type="button"
                      label={child.label}
                      onClick={() => choose(child.id)}
                    />
                  ))}
                </>
              ) : (
                services.map((service) => (
                  <NavLink
                    key={service.id}
                    component="button"
                    type="button"
                    label={service.label}
                    rightSection={<span aria-hidden>›</span>}
                    onClick={() =>
                      service.children.length > 0 ? setMainId(service.id) : choose(service.id)
                    }
                  />
                ))
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** A service's label wherever it sits in the tree. */
export function serviceLabel(
  services: readonly TMainService[] | undefined,
  id: number,
): string | undefined {
  for (const main of services ?? []) {
    if (main.id === id) return main.label;
    const child = main.children.find((candidate) => candidate.id === id);
    if (child) return child.label;
  }
  return undefined;
}
