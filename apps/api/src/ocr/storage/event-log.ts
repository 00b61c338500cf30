import type { PersonCounts, ReviewDecision } from '@odia-ai/contract'
import type { Db } from '../../db/open-database'

/** What a person did to an image: validated its text (a save that changed it), or reviewed it. */
export type EventAction = 'validated' | ReviewDecision

export interface ImageEvent {
  /** The image's row id. */
  imageId: number
  person: string
  action: EventAction
  note?: string
  at: string
}

/**
 * The `events` table: who did what to which image of the project, and when. An image's events go with it when it is
 * deleted. The per-person counts are read from it, so a fixed image still counts for the person who sent it back.
 */
export class EventLog {
  private readonly insertOne
  private readonly counts

  constructor(
    db: Db,
    private readonly projectId: number,
  ) {
    this.insertOne = db.prepare(
      'INSERT INTO events (image_id, person, action, note, at) VALUES (@imageId, @person, @action, @note, @at)',
    )
    this.counts = db.prepare<[number], PersonCounts>(
      `SELECT e.person AS name,
         COUNT(DISTINCT CASE WHEN e.action = 'validated' THEN e.image_id END) AS validated,
         COUNT(DISTINCT CASE WHEN e.action = 'reviewed' THEN e.image_id END) AS reviewed,
         COUNT(DISTINCT CASE WHEN e.action = 'sent_back' THEN e.image_id END) AS sent_back,
         MAX(e.at) AS last_at
       FROM events e JOIN images i ON i.id = e.image_id
       WHERE i.project_id = ?
       GROUP BY e.person ORDER BY e.person COLLATE NOCASE`,
    )
  }

  record(event: ImageEvent): void {
    this.insertOne.run({ note: null, ...event })
  }

  /** Per person, how many of the project's images they validated, reviewed and sent back (each image once). */
  people(): PersonCounts[] {
    return this.counts.all(this.projectId)
  }
}
