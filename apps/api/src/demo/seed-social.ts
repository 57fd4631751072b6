import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  files,
  professionalSpecialities,
  socialConnections,
  socialItemMedia,
  socialItems,
  specialities,
  users,
} from '../db/schema';
import { isListedProfessional } from '../db/schema/users';
import type { FileStorage } from '../platform/storage/file-storage';
import { sharedAnalyser } from '../search/language/analyser';
import { rescoreItems } from '../social-activity/relevance';
import { type DemoImage, storeDemoImage } from './demo-images';
import { untouchedProfessionals } from './seed-marketing';

const DAY_MS = 86_400_000;
/** Demo professionals who show imported social activity. */
const SOCIAL_PROFESSIONALS = 3;
/** The pictures the posts show (drawn once, while the seed inserts its rows). */
export const SOCIAL_IMAGE_LABELS = ['Today', 'Class', 'Outdoors', 'Coffee'] as const;

interface PlannedPost {
  caption: (speciality: { en: string; fi: string }) => string;
  daysAgo: number;
  likes: number;
  comments: number;
  /** Index into SOCIAL_IMAGE_LABELS, or null for a text-only post. */
  image: number | null;
  commercial?: boolean;
}

/**
 * Posts that the relevance rule scores at every level for a professional with the speciality
 * in their captions (docs/social-activity.md "Relevance"): on topic, recent and liked is high;
 * fresh but off topic, or on topic but old, is medium; old and off topic is low.
 */
const POSTS: readonly PlannedPost[] = [
  {
    caption: (s) => `${s.en} this morning: great energy, thank you all!`,
    daysAgo: 2,
    likes: 64,
    comments: 9,
    image: 0,
  },
  {
    caption: (s) => `${s.fi}: tervetuloa mukaan uuteen ryhmään tiistaisin!`,
    daysAgo: 9,
    likes: 41,
    comments: 6,
    image: 1,
  },
  {
    caption: (s) => `New ${s.en.toLowerCase()} mats from our partner shop #ad`,
    daysAgo: 12,
    likes: 30,
    comments: 2,
    image: 1,
    commercial: true,
  },
  { caption: () => 'Coffee break between sessions', daysAgo: 5, likes: 28, comments: 3, image: 3 },
  {
    caption: (s) => `${s.fi} – muistoja kesän leiriltä`,
    daysAgo: 220,
    likes: 8,
    comments: 1,
    image: 2,
  },
  { caption: () => 'Happy holidays everyone!', daysAgo: 330, likes: 6, comments: 0, image: null },
  {
    caption: () => 'Sunset walk, no training today',
    daysAgo: 260,
    likes: 4,
    comments: 1,
    image: 2,
  },
];

/**
 * The demo's social activity (issue 20): a few listed professionals, not the landing page's
 * featured ones the browser tests use, with an Instagram connection and imported posts at every
 * relevance level, their pictures drawn locally. The seeded connections hold no token (they
 * were never authorised), so the import never runs for them; connecting Instagram again goes
 * through the local provider server and imports its posts, which replace these.
 */
export async function seedSocialActivity(
  tx: Database,
  storage: FileStorage,
  input: { now: Date; images: Promise<DemoImage[]> },
): Promise<void> {
  const { now, images } = input;
  const untouched = await untouchedProfessionals(tx);
  const candidates = await tx
    .select({ id: users.id, firstName: users.firstName, slug: users.slug })
    .from(users)
    .where(isListedProfessional(users))
    .orderBy(asc(users.id));
  const chosen = candidates.filter((row) => !untouched.has(row.id)).slice(0, SOCIAL_PROFESSIONALS);
  if (chosen.length === 0) return;
  const labels = await tx
    .select({
      userId: professionalSpecialities.userId,
      en: specialities.labelEn,
      fi: specialities.labelFi,
    })
    .from(professionalSpecialities)
    .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId))
    .where(
      and(
        inArray(
          professionalSpecialities.userId,
          chosen.map((row) => row.id),
        ),
        eq(professionalSpecialities.position, 0),
      ),
    );
  const connections = await tx
    .insert(socialConnections)
    .values(
      chosen.map((professional, index) => ({
        userId: professional.id,
        provider: 'instagram',
        accountId: `demo-${professional.id}`,
        accountName: (professional.slug ?? `coach${professional.id}`).replace(/-/g, '.'),
        isDefault: true,
        lastImportAt: new Date(now.getTime() - (index + 1) * 3_600_000),
        nextImportAt: new Date(now.getTime() + 6 * 3_600_000),
        createdAt: new Date(now.getTime() - 40 * DAY_MS),
      })),
    )
    .returning({ id: socialConnections.id, userId: socialConnections.userId });
  const connectionOf = new Map(connections.map((row) => [row.userId, row.id]));
  const planned = chosen.flatMap((professional) => {
    const speciality = labels.find((row) => row.userId === professional.id) ?? {
      en: 'Training',
      fi: 'Valmennus',
    };
    return POSTS.map((post, position) => ({ professional, post, position, speciality }));
  });
  const items = await tx
    .insert(socialItems)
    .values(
      planned.map(({ professional, post, position, speciality }) => ({
        userId: professional.id,
        connectionId: connectionOf.get(professional.id) ?? null,
        provider: 'instagram',
        externalId: `demo-${professional.id}-${position}`,
        caption: post.caption(speciality),
        permalink: `https://www.instagram.com/p/demo${professional.id}x${position}/`,
        postedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
        likes: post.likes,
        comments: post.comments,
        relevance: 'low',
        commercial: post.commercial ?? false,
        featured: position === 1,
        seenAt: now,
      })),
    )
    .returning({ id: socialItems.id, externalId: socialItems.externalId });
  const itemOf = new Map(items.map((row) => [row.externalId, row.id]));
  const drawn = await images;
  const stored = await Promise.all(
    planned.flatMap(({ professional, post, position }) => {
      const image = post.image === null ? undefined : drawn[post.image];
      const itemId = itemOf.get(`demo-${professional.id}-${position}`);
      if (!image || !itemId) return [];
      return [
        storeDemoImage(storage, image, 'social', professional.id).then((file) => ({
          file,
          itemId,
        })),
      ];
    }),
  );
  if (stored.length > 0) {
    await tx.insert(files).values(stored.map(({ file }) => file.row));
    await tx
      .insert(socialItemMedia)
      .values(stored.map(({ file, itemId }) => ({ itemId, position: 0, fileId: file.row.id })));
  }
  const { analyser } = sharedAnalyser();
  for (const professional of chosen) {
    await rescoreItems(tx, analyser, professional.id, now);
  }
}
