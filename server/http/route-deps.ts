import type { Database } from '../db/database';

/** What resource routes need from the process: the database and where media files live. */
export interface RouteDeps {
  db: Database;
  mediaDir: string;
}
