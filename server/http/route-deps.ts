import type { Database } from '../db/database';
import type { MediaStore } from '../media/media-store';

/** What resource routes need from the process: the database and where media are stored. */
export interface RouteDeps {
  db: Database;
  mediaStore: MediaStore;
}
