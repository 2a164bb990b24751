/**
 * How deep JSON text nests, checked before it is parsed: JSON.parse copes with any depth, but what
 * walks the value afterwards (the Durable Object's RPC serialisation, the ABI codecs) recurses and runs
 * out of stack at a few thousand levels. A linear scan, so it is safe on any input.
 */
export const MAX_JSON_DEPTH = 64;

/** True when no object or array in `text` nests deeper than `maxDepth` (strings and escapes skipped). */
export function jsonDepthWithin(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > maxDepth) return false;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return true;
}
