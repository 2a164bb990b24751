import type { z } from 'zod';

/** `['items', 0, 'floorPrice']` -> `items[0].floorPrice`: the JSON path of a zod issue. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

/** The first problem of a failed parse, as the `{error, field}` pair our API answers with 400. */
export function describeValidationError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid input' };
  const field = formatIssuePath(issue.path);
  return field === '' ? { message: issue.message } : { message: `${field}: ${issue.message}`, field };
}
