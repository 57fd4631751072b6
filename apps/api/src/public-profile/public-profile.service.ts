import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import type { Language } from '@fitmarket/core/language';
import { perksOf } from '@fitmarket/core/rules/membership';
import { recogniseVideoUrl } from '@fitmarket/core/rules/video';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { professionalProfiles, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { cardFields, inLanguage, professionalCardColumns } from '../shared/professional-card';

/** A JSON list built in the database (one round trip for the whole page), `[]` when empty. */
function jsonList<T>(query: SQL): SQL<T[]> {
  return sql<T[]>`coalesce((${query}), '[]'::json)`;
}

/**
 * The public profile of the professional at `slug`, in one query served by indexes on the user
 * id (every list has one) and the unique slug index. Unpublished or blocked profiles are
 * answered only to their owner and to staff (`canSeeHidden`); everyone else gets 404 (1302) as if
 * the slug did not exist, so hidden profiles cannot be probed.
 */
export async function getPublicProfile(
  db: Database,
  slug: string,
  lang: Language,
  viewer: Actor | null,
): Promise<TPublicProfile> {
  const label = lang === 'fi' ? sql.raw('label_fi') : sql.raw('label_en');
  const viewerId = viewer?.id ?? null;
  const [row] = await db
    .select({
      ...professionalCardColumns(),
      published: users.published,
      blocked: users.blocked,
      followerCount: users.followerCount,
      longDescription: professionalProfiles.longDescription,
      longDescriptionFi: professionalProfiles.longDescriptionFi,
      languages: professionalProfiles.languages,
      headerVideoUrl: professionalProfiles.headerVideoUrl,
      flexible: professionalProfiles.flexibleLocation,
      specialities: jsonList<TPublicProfile['specialities'][number]>(sql`
        select json_agg(json_build_object('id', s.id, 'slug', s.slug, 'label', s.${label})
          order by ps.position, s.id)
        from professional_specialities ps join specialities s on s.id = ps.speciality_id
        where ps.user_id = ${users.id}`),
      services: jsonList<TPublicProfile['services'][number]>(sql`
        select json_agg(json_build_object(
          'id', ps.id, 'service_id', ps.service_id, 'label', s.${label}, 'parent_label', p.${label},
          'price_minor', ps.price_minor, 'currency', ps.currency,
          'duration_minutes', ps.duration_minutes, 'discount_percent', ps.discount_percent,
          'sessions', ps.sessions, 'first_session_discount_percent', ps.first_session_discount_percent,
          'package_description', ps.package_description, 'description', ps.description,
          'cancellation_notice_hours', ps.cancellation_notice_hours,
          'instant_booking', ps.instant_booking, 'online', ps.online)
          order by ps.position, ps.id)
        from professional_services ps
          join services s on s.id = ps.service_id
          left join services p on p.id = s.parent_id
        where ps.user_id = ${users.id}`),
      locations: jsonList<TPublicProfile['locations'][number]>(sql`
        select json_agg(json_build_object(
          'id', l.id, 'formatted', l.formatted, 'city', l.city, 'lat', l.lat, 'lon', l.lon)
          order by l.position, l.id)
        from professional_locations l where l.user_id = ${users.id}`),
      certificates: jsonList<TPublicProfile['certificates'][number]>(sql`
        select json_agg(json_build_object(
          'id', c.id, 'title', c.title, 'id_number', c.id_number, 'image', c.image)
          order by c.position, c.id)
        from professional_certificates c where c.user_id = ${users.id}`),
      photos: jsonList<TPublicProfile['photos'][number]>(sql`
        select json_agg(json_build_object('id', ph.id, 'image', ph.image, 'caption', ph.caption)
          order by ph.position, ph.id)
        from professional_photos ph where ph.user_id = ${users.id}`),
      following:
        viewerId === null
          ? sql<boolean | null>`null::boolean`
          : sql<boolean | null>`exists (select 1 from follows f
              where f.follower_id = ${viewerId} and f.professional_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.slug, slug), eq(users.role, 'professional')))
    .limit(1);

  if (!row?.slug) throw new AppError({ code: 1302 });
  const listed = row.published && !row.blocked;
  if (!listed) {
    // A guest sees listed profiles only; the helper decides for the signed in.
    if (!viewer) throw new AppError({ code: 1302 });
    authorize(viewer, 'professional.view', { userId: row.id, listed });
  }

  return {
    ...cardFields(row, lang),
    slug: row.slug,
    specialities: row.specialities,
    follower_count: row.followerCount,
    membership_id: row.membershipId,
    membership_badge: perksOf(row.membershipId).badge,
    long_description: inLanguage(row.longDescription ?? '', row.longDescriptionFi, lang),
    services: row.services,
    locations: row.locations,
    flexible: row.flexible ?? false,
    certificates: row.certificates,
    photos: row.photos,
    languages: row.languages ?? [],
    header_video_embed_url: row.headerVideoUrl
      ? (recogniseVideoUrl(row.headerVideoUrl)?.embedUrl ?? null)
      : null,
    published: row.published,
    blocked: row.blocked,
    following: row.following,
  };
}
