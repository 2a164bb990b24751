import { z } from 'zod';
import { countSchema, uintStringSchema } from './primitives';

/** One market action's expected network fee: the median over the sampled recent traces. */
export const networkFeeSchema = z.object({
  /** Nano of the native coin. */
  fee: uintStringSchema,
  samples: countSchema,
});

/**
 * Ours: the expected network fee of each market action with samples, keyed by the action's name
 * (`buy`, `startSell`… as the wallet errors name them); an action with none yet is absent.
 */
export const networkFeesSchema = z.object({
  fees: z.record(z.string().regex(/^[a-zA-Z]{1,30}$/), networkFeeSchema),
});
export type NetworkFees = z.infer<typeof networkFeesSchema>;
