import { z } from 'zod';
import { isYearInRange } from '../rules/dates';

/** A refinement's own catalogue code, which the server and the forms answer its issue with. */
const outOfRange = { params: { code: 1369 } };

/** A calendar date (YYYY-MM-DD) in the years a request may name (1369 otherwise). */
export const ZIsoDateSchema = z.iso.date().refine(isYearInRange, outOfRange);

/** An instant with its offset, in the years a request may name (1369 otherwise). */
export const ZInstantSchema = z.iso.datetime({ offset: true }).refine(isYearInRange, outOfRange);
