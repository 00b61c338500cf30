import type { ReviewStatus } from '@odia-ai/contract'
import type { Db } from '../../db/open-database'
import type { EventLog } from './event-log'

/** A review as stored on the image: its verdict, note, reviewer and time. */
export interface Review {
  status: ReviewStatus
  note?: string
  by: string
  at: string
}

/** Writes reviews onto images' annotations, each with the reviewer's event, in one committed transaction. */
export class ReviewRepository {
  private readonly update

  constructor(
    private readonly db: Db,
    private readonly events: EventLog,
  ) {
    this.update = db.prepare(
      'UPDATE annotations SET review_status = @status, review_note = @note, reviewed_by = @by, reviewed_at = @at WHERE image_id = @imageId',
    )
  }

  save(imageId: number, review: Review): void {
    this.db.transaction(() => {
      this.update.run({ imageId, note: null, ...review })
      this.events.record({
        imageId,
        person: review.by,
        action: review.status,
        ...(review.note ? { note: review.note } : {}),
        at: review.at,
      })
    })()
  }
}
