import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

/**
 * JSON.parse, except that integer literals beyond 2^53 stay exact, as strings of their digits: the
 * contract sends some raw amounts as JSON integers (i64 `maxPrice`), and the amount schemas read
 * decimal strings. (JSON.parse's source-text access would do this, but workerd does not offer it.)
 */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(quoteBigIntegers(text));
}

const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;

/** Wraps every integer literal outside strings that a double cannot hold exactly in quotes. */
function quoteBigIntegers(text: string): string {
  let out = '';
  let from = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? ch;
      if (/^-?\d{16,}$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(from, i)}"${token}"`;
        from = i + token.length;
      }
      i += token.length - 1;
    }
  }
  return out + text.slice(from);
}

/**
 * Runs before the library's JSON validator and keeps our answers for what it would word differently:
 * 415 without a JSON content type, 400 naming `body` for broken JSON, and an empty body read as `{}`.
 * The parsed value goes back into Hono's body cache, where the validator reads it.
 */
export const readJsonBody = createMiddleware(async (c, next) => {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, 'Expected request with Content-Type: application/json');
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : parseJsonExact(text);
  } catch {
    throw new ApiError(400, 'Body is not valid JSON', 'body');
  }
  // The validator's c.req.json() parses the cached text again: hand it the exact value's own text.
  // (Hono keeps promises there, whatever its type says.)
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(value));
  await next();
});
