/**
 * What other rooms may use of the courses room: nothing yet. The site reads the course days through
 * `app.courses`, which the courses plugin decorates; the top level wires the rest.
 */
export type { CourseReader } from './courses-plugin';
