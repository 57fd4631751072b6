import { avatarColor, avatarInitials } from '@fitmarket/core/rules/avatar';
import { Avatar as MantineAvatar, type MantineSize } from '@mantine/core';

export interface AvatarProps {
  /** The person's full name: the image's alt text, and the initials when there is no image. */
  name: string;
  image?: string | null;
  size?: MantineSize | number;
}

/** A person's photo, or their initials on a colour picked from their name (SPEC §9). */
export function Avatar({ name, image, size = 'md' }: AvatarProps) {
  return (
    <MantineAvatar
      src={image ?? null}
      alt={name}
      size={size}
      variant="filled"
      color={avatarColor(name)}
    >
      {avatarInitials(name)}
    </MantineAvatar>
  );
}
