/**
 * The loader of /trainings: on the server it reads the upcoming course days from the database
 * (server/courses/, through the request context) and the router writes them into the page, so the
 * dates, seats and the Course's JSON-LD are in the HTML; after a client-side navigation it fetches
 * GET /api/courses/days. Days that could not be read are shown as none (the page never fails for them).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CourseDay } from '../../src/courses/course-choices';
import { localeOfPath } from '../../src/i18n/site-locale';
import { serverContext } from '../data/request-context';
import { listCourseDays } from './course-calls';

export interface TrainingsData {
  courseDays: CourseDay[] | null;
}

export function isTrainingsData(data: unknown): data is TrainingsData {
  return typeof data === 'object' && data !== null && 'courseDays' in data;
}

export async function trainingsLoader({ context, request }: LoaderFunctionArgs): Promise<TrainingsData> {
  const server = serverContext(context);
  if (server) return { courseDays: server.courses ? await server.courses.list() : null };
  const outcome = await listCourseDays(localeOfPath(new URL(request.url).pathname));
  return { courseDays: outcome.ok && outcome.data.days ? outcome.data.days : null };
}
