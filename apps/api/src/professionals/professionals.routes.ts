import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZBasicInfoRequestSchema,
  ZCertificatesRequestSchema,
  ZLocationsRequestSchema,
  ZOwnProfessionalProfileSchema,
  ZPhotosRequestSchema,
  ZServicesRequestSchema,
  ZSlugAvailabilitySchema,
  ZSlugQuerySchema,
} from '@fitmarket/core/api/professional-profile';
import { MAX_LOCATIONS, MAX_SERVICES, MAX_SPECIALITIES } from '@fitmarket/core/limits';
import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { saveBasicInfo } from './basic-info';
import { saveCertificates, savePhotos } from './gallery';
import { saveLocations } from './locations';
import { authorizeOwnProfile, loadOwnProfile } from './own-profile';
import { publishProfile, unpublishProfile } from './publishing';
import { saveServices } from './services';
import { slugAvailability } from './slug';

const tags = ['professional profile'];
const profileAnswer = { 200: dataEnvelope(ZOwnProfessionalProfileSchema) };
/** Said by every route here. */
const refusals = 'Professionals only: anyone else gets 403 with 1326. Answers the whole profile.';
const limitsOf = (key: 'maxPhotos' | 'maxCertificates') =>
  Object.values(MEMBERSHIP_PERKS)
    .map((perks) => perks[key])
    .join(' / ');

/**
 * The professional's own profile under /v1/me/professional (issue 7): each section saved on its
 * own, as the account area and the fast registration save them. The ids come from the token,
 * so nobody can name another's profile; image fields take only the user's own uploads.
 * Registered in app.ts's signed-in scope.
 */
export const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  /** The signed-in professional, refused (1326) otherwise. */
  const professional = (request: FastifyRequest, action: 'profile.edit' | 'profile.publish') => {
    const user = currentUser(request);
    authorizeOwnProfile(user, action);
    return user;
  };

  app.get(
    '/me/professional',
    {
      schema: {
        tags,
        summary: 'My professional profile',
        description: `${refusals} \`missing\` lists what publishing still needs.`,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.put(
    '/me/professional/basic',
    {
      schema: {
        tags,
        summary: 'Save basic info (fast registration step 1)',
        description:
          `${refusals} Names required (1307). Slug: letters a–z, digits and hyphens (1248), at ` +
          'most 20 characters (1250), stored lower-case; taken by someone else 409 with 1249 ' +
          '(GET /v1/me/professional/slug suggests free ones). Birth date: at least 16 years ago ' +
          `(1301). 1 to ${MAX_SPECIALITIES} specialities (1328, 1319; an unknown id 1301 on ` +
          '`speciality_ids.N`). Header video: a YouTube or Vimeo link (else 1324), stored in its ' +
          'canonical form. A published profile keeps a description (1307). Moves fast ' +
          'registration to step 2 at least.',
        body: ZBasicInfoRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      await saveBasicInfo(db, user.id, request.body);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.get(
    '/me/professional/slug',
    {
      schema: {
        tags,
        summary: 'Is this profile address free?',
        description:
          'Professionals only (403 with 1326), also before they have an address. A malformed ' +
          'address is refused as on save (1307, 1248, 1250). When it is taken, up to three ' +
          'free ones like it (from the name, or numbered). Your own address counts as free.',
        querystring: ZSlugQuerySchema,
        response: { 200: dataEnvelope(ZSlugAvailabilitySchema) },
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      return { data: await slugAvailability(db, user, request.query.slug) };
    },
  );

  app.put(
    '/me/professional/services',
    {
      schema: {
        tags,
        summary: 'Save my services (fast registration step 3)',
        description:
          `${refusals} 1 to ${MAX_SERVICES} services (1256, 1320), kept in the order sent. ` +
          'Each is priced on a sub-service of GET /v1/catalogue (else 1301 on ' +
          '`services.N.service_id`), lasts one of the SPEC §9 durations (1301 on ' +
          '`services.N.duration_minutes`), in the currency of the profile. A service sent with its `id` is changed in place (1301 on `services.N.id` when it is not one of mine); those left out are removed.',
        body: ZServicesRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      await saveServices(db, user.id, request.body);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.put(
    '/me/professional/locations',
    {
      schema: {
        tags,
        summary: 'Replace my locations (fast registration step 2)',
        description:
          `${refusals} 1 to ${MAX_LOCATIONS} places (1255, 1318) by their id from GET ` +
          '/v1/places, in the order sent; an id the geocoder does not know is 1325 on ' +
          '`locations.N.place_id`. `flexible`: travels to the customer. Moves fast ' +
          'registration to step 3 at least.',
        body: ZLocationsRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      await saveLocations({ db, geocoder: app.deps.geocoder }, user.id, request.body, request.lang);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.put(
    '/me/professional/certificates',
    {
      schema: {
        tags,
        summary: 'Replace my certificates',
        description:
          `${refusals} At most ${limitsOf('maxCertificates')} certificates by membership ` +
          '(free / basic / premium; 422 with 1321). Each needs a title (1307); `image` is the ' +
          'id (or the address) of your own upload of kind certificate, or null; anything else ' +
          'is 1301 on `certificates.N.image`.',
        body: ZCertificatesRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      await saveCertificates({ db, storage: app.deps.storage }, user, request.body);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.put(
    '/me/professional/photos',
    {
      schema: {
        tags,
        summary: 'Replace my photo gallery',
        description:
          `${refusals} At most ${limitsOf('maxPhotos')} photos by membership (free / basic / ` +
          'premium; 422 with 1322), in the order sent. `image` is the id of your own upload ' +
          'of kind photo or the address the gallery gave for it; anything else is 1301 on ' +
          '`photos.N.image`. Photos left out are deleted.',
        body: ZPhotosRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.edit');
      await savePhotos({ db, storage: app.deps.storage }, user, request.body);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.post(
    '/me/professional/publish',
    {
      schema: {
        tags,
        summary: 'Publish my profile',
        description: `${refusals} Only a complete profile (\`missing\` empty), else 409 with 1323.`,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.publish');
      await publishProfile(db, user.id);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );

  app.post(
    '/me/professional/unpublish',
    {
      schema: {
        tags,
        summary: 'Unpublish my profile',
        description: `${refusals} The public page is then found only by you and staff.`,
        response: profileAnswer,
      },
    },
    async (request) => {
      const user = professional(request, 'profile.publish');
      await unpublishProfile(db, user.id);
      return { data: await loadOwnProfile(db, user.id) };
    },
  );
};
