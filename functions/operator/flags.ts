// The flag switch: flips a flag in KV, so maintenance mode and the wallet banner change at the edge without a redeploy.
import { FLAG_NAMES, type FlagName } from '@shared/lib/edge-flags';
import { writeFlag } from '../edge/flags';
import { operatorRequestBody } from './gate';

export const OPERATOR_FLAGS_PATH = '/api/operator/flags';

/** POST {"flag": "maintenance"|"banner", "on": boolean} with `Authorization: Bearer <OPERATOR_TOKEN>`. */
export async function handleOperatorFlags(request: Request, env: Env): Promise<Response> {
  const checked = await operatorRequestBody(request, env, OPERATOR_FLAGS_PATH);
  if (checked instanceof Response) return checked;
  const { body } = checked;
  const { flag, on } = (body ?? {}) as { flag?: unknown; on?: unknown };
  if (typeof flag !== 'string' || !FLAG_NAMES.includes(flag as FlagName)) {
    return Response.json({ error: `flag must be one of ${FLAG_NAMES.join(', ')}`, field: 'flag' }, { status: 400 });
  }
  if (typeof on !== 'boolean') return Response.json({ error: 'on must be true or false', field: 'on' }, { status: 400 });
  await writeFlag(env.FLAGS, flag as FlagName, on);
  return Response.json({ flag, on });
}
