/**
 * JSON as block-style YAML, for /swagger.yaml. Scalars and keys are written as JSON (every JSON string,
 * number, boolean and null is a valid YAML 1.2 flow scalar), so the text parses back to the same value.
 */
export function toYaml(value: unknown): string {
  return `${block(value, '').trimStart()}\n`;
}

/** A non-empty collection starts on a new line, indented under its key or dash. */
function block(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.map((item) => `\n${indent}- ${block(item, `${indent}  `)}`).join('');
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return entries.map(([key, item]) => `\n${indent}${JSON.stringify(key)}: ${block(item, `${indent}  `)}`).join('');
  }
  return JSON.stringify(value ?? null);
}
