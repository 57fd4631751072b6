import { z } from 'zod';

/** A professional as the marketplace landing page shows it (GET /v1/landing). */
export const ZProfessionalCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  /** In the request's language (Accept-Language). */
  description: z.string(),
  specialities: z.array(z.object({ id: z.number().int(), slug: z.string(), label: z.string() })),
  /** Lowest service price, in minor units. */
  price_from: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  membership_id: z.number().int(),
});
export type TProfessionalCard = z.infer<typeof ZProfessionalCardSchema>;

export const ZSpecialityCountSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  professional_count: z.number().int(),
});

export const ZLandingSchema = z.object({
  professionals: z.array(ZProfessionalCardSchema),
  specialities: z.array(ZSpecialityCountSchema),
  stats: z.object({ professionals: z.number().int(), cities: z.number().int() }),
});
export type TLanding = z.infer<typeof ZLandingSchema>;
