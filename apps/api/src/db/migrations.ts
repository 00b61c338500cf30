/**
 * Versioned schema migrations, applied in order inside one transaction each.
 * `PRAGMA user_version` records how many have run; never edit a released migration, add one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE images (
    id            INTEGER PRIMARY KEY,
    file_name     TEXT    NOT NULL UNIQUE,
    original_name TEXT    NOT NULL,
    sha256        TEXT    NOT NULL,
    mime_type     TEXT    NOT NULL,
    byte_size     INTEGER NOT NULL,
    width         INTEGER,
    height        INTEGER,
    created_at    TEXT    NOT NULL
  );
  CREATE INDEX images_sha256 ON images (sha256);

  CREATE TABLE annotations (
    image_id       INTEGER PRIMARY KEY REFERENCES images (id) ON DELETE CASCADE,
    extracted_text TEXT    NOT NULL DEFAULT '',
    validated_text TEXT    NOT NULL DEFAULT '',
    status         TEXT    NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'extracted', 'failed', 'validated')),
    failure_reason TEXT,
    engine         TEXT,
    model          TEXT,
    model_version  TEXT,
    updated_at     TEXT    NOT NULL
  );
  `,
  `
  CREATE TABLE lines (
    image_id       INTEGER NOT NULL REFERENCES images (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL CHECK (position >= 0),
    x              INTEGER NOT NULL CHECK (x >= 0),
    y              INTEGER NOT NULL CHECK (y >= 0),
    width          INTEGER NOT NULL CHECK (width >= 1),
    height         INTEGER NOT NULL CHECK (height >= 1),
    extracted_text TEXT    NOT NULL DEFAULT '',
    validated_text TEXT    NOT NULL DEFAULT '',
    status         TEXT    NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'extracted', 'validated')),
    engine         TEXT,
    model          TEXT,
    updated_at     TEXT    NOT NULL,
    PRIMARY KEY (image_id, position)
  ) WITHOUT ROWID;
  `,
  // Triage by engine disagreement: each engine's latest reading of an image, and how far an image's readings agree
  // (computed when one is written, so listing the agreement of many pages costs no edit distances).
  `
  CREATE TABLE readings (
    image_id      INTEGER NOT NULL REFERENCES images (id) ON DELETE CASCADE,
    engine        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    model_version TEXT,
    text          TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (image_id, engine)
  ) WITHOUT ROWID;

  CREATE TABLE reading_agreements (
    image_id     INTEGER PRIMARY KEY REFERENCES images (id) ON DELETE CASCADE,
    disagreement REAL    NOT NULL CHECK (disagreement >= 0 AND disagreement <= 1)
  );
  `,
]
