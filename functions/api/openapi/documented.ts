import { z } from 'zod';

/** Write routes answer the JSON literal `null` (api-contract §1.1). */
export const nullResponseSchema = z.null().meta({ description: 'The JSON literal `null`' });
