import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "↑", "↓" and remove for one entry of an ordered list, each a labelled, focusable button. */
export function ListItemControls({
  index,
  count,
  onMove,
  onRemove,
  removeLabel,
  itemLabel,
}: {
  index: number;
  count: number;
  /** Moves the entry to `to`. */
  onMove: (to: number) => void;
  onRemove: () => void;
  removeLabel: string;
  /** Names the entry in the buttons' labels ("Move up: Photo 2"). */
  itemLabel: string;
}) {
  const { t } = useTranslation();
  const buttons = [
    {
      label: t('profileEditor.moveUp'),
      icon: '↑',
      disabled: index === 0,
      act: () => onMove(index - 1),
    },
    {
      label: t('profileEditor.moveDown'),
      icon: '↓',
      disabled: index === count - 1,
      act: () => onMove(index + 1),
    },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {buttons.map(({ label, icon, disabled, act }) => (
        <Tooltip key={icon} label={label}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`${label}: ${itemLabel}`}
            disabled={disabled}
            onClick={act}
          >
            <span aria-hidden="true">{icon}</span>
          </ActionIcon>
        </Tooltip>
      ))}
      <Tooltip label={removeLabel}>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label={`${removeLabel}: ${itemLabel}`}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
