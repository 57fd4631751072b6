import { avatarColor, avatarInitials } from '@fitmarket/core/rules/avatar';
import { Avatar as MantineAvatar, type MantineSize } from '@mantine/core';

export interface AvatarProps {
  /** The person's full name: the image's alt text, and the initials when there is no image. */
  name: string;
  image?: string | null;
  size?: MantineSize | number;
  /**
   * `lazy` in lists: the photo loads as it comes into view, and a new page of the list is shown
   * without waiting for it (React holds a navigation's new content until its eager images load).
   */
  loading?: 'lazy' | 'eager';
}

/** A person's photo, or their initials on a colour picked from their name (SPEC §9). */
export function Avatar({ name, image, size = 'md', loading }: AvatarProps) {
  return (
    <MantineAvatar
      src={image ?? null}
      alt={name}
      size={size}
      variant="filled"
      color={avatarColor(name)}
      imageProps={loading ? { loading } : undefined}
    >
      {avatarInitials(name)}
    </MantineAvatar>
  );
}
