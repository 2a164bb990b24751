// What the site answers while maintenance mode is on: 503 with Retry-After, HTML for people and JSON for the API.
import { renderMaintenancePage } from './maintenance-page';

export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

export function maintenanceResponse(request: Request): Response {
  const headers = { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/')) {
    return Response.json({ error: 'The marketplace is under maintenance. Please try again soon.' }, { status: 503, headers });
  }
  return new Response(renderMaintenancePage(), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
