import { z } from 'zod';

/**
 * The code at the end of an e-mailed link, as a path parameter. No minimum length on purpose:
 * a link cut short by a mail client is a broken link (404 with the link's own code), not a
 * malformed request.
 */
export const ZLinkCodeParamsSchema = z.object({ code: z.string().max(200) });
