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
  // Projects (issue 21): every image belongs to a project, the existing ones to the default project (id 1), and
  // a file name is unique within its project. `images` is rebuilt for that (SQLite cannot change a UNIQUE
  // constraint in place) keeping every id, so annotations and lines still point at their images; `migrate` runs
  // this with foreign keys off and checks them before it commits. Review and attribution: who validated an image's
  // text and when, where its review stands, and `events`, the history behind the per-person counts.
  `
  CREATE TABLE projects (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT    NOT NULL
  );
  INSERT INTO projects (id, name, created_at) VALUES (1, 'Default project', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

  CREATE TABLE images_of_projects (
    id            INTEGER PRIMARY KEY,
    project_id    INTEGER NOT NULL DEFAULT 1 REFERENCES projects (id),
    file_name     TEXT    NOT NULL,
    original_name TEXT    NOT NULL,
    sha256        TEXT    NOT NULL,
    mime_type     TEXT    NOT NULL,
    byte_size     INTEGER NOT NULL,
    width         INTEGER,
    height        INTEGER,
    created_at    TEXT    NOT NULL,
    UNIQUE (project_id, file_name)
  );
  INSERT INTO images_of_projects (id, project_id, file_name, original_name, sha256, mime_type, byte_size, width, height, created_at)
    SELECT id, 1, file_name, original_name, sha256, mime_type, byte_size, width, height, created_at FROM images;
  DROP TABLE images;
  ALTER TABLE images_of_projects RENAME TO images;
  CREATE INDEX images_sha256 ON images (sha256);

  ALTER TABLE annotations ADD COLUMN validated_by TEXT;
  ALTER TABLE annotations ADD COLUMN validated_at TEXT;
  ALTER TABLE annotations ADD COLUMN review_status TEXT CHECK (review_status IN ('reviewed', 'sent_back'));
  ALTER TABLE annotations ADD COLUMN review_note TEXT;
  ALTER TABLE annotations ADD COLUMN reviewed_by TEXT;
  ALTER TABLE annotations ADD COLUMN reviewed_at TEXT;

  CREATE TABLE events (
    id       INTEGER PRIMARY KEY,
    image_id INTEGER NOT NULL REFERENCES images (id) ON DELETE CASCADE,
    person   TEXT    NOT NULL,
    action   TEXT    NOT NULL CHECK (action IN ('validated', 'reviewed', 'sent_back')),
    note     TEXT,
    at       TEXT    NOT NULL
  );
  CREATE INDEX events_image ON events (image_id);
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
  // A project's id is never handed out again (issue 29): a tab left on a deleted project, or the rest of an upload to
  // it, must find it gone, not find the next project under its id. SQLite cannot make a key AUTOINCREMENT in place, so
  // `projects` is rebuilt keeping every row and id (`migrate` runs this with foreign keys off and checks them before it
  // commits); `sqlite_sequence` then starts from the highest id kept.
  `
  CREATE TABLE projects_numbered (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT    NOT NULL
  );
  INSERT INTO projects_numbered (id, name, created_at) SELECT id, name, created_at FROM projects;
  DROP TABLE projects;
  ALTER TABLE projects_numbered RENAME TO projects;
  `,
  // Each image's name as a folder that ignores letter case sees it (`fold_name`, see fold-name.ts): a new name is
  // compared by it within its project. Names stored before, that differ only in case, are all kept.
  `
  ALTER TABLE images ADD COLUMN name_key TEXT;
  UPDATE images SET name_key = fold_name(file_name);
  CREATE INDEX images_name_key ON images (project_id, name_key);
  `,
  // Baselines, outlines and regions (issue 32): a line's outline and baseline as JSON lists of `[x, y]` points (none: the
  // box is its outline, and it has no baseline yet), and the region (column) it is read in, in the order of their numbers.
  // Lines stored before are each their box, in region 0.
  `
  ALTER TABLE lines ADD COLUMN polygon TEXT;
  ALTER TABLE lines ADD COLUMN baseline TEXT;
  ALTER TABLE lines ADD COLUMN region INTEGER NOT NULL DEFAULT 0 CHECK (region >= 0);
  `,
  // A project's offline model (issue 31, "Use for this project"): the recognition model id its page starts from; NULL
  // means ori.
  `
  ALTER TABLE projects ADD COLUMN offline_model TEXT;
  `,
  // A reading per engine and model (issue 31): triage compares a model trained in the tool with ori, both read by the
  // offline engine. Each reading kept so far is its engine's only one, so every row carries over.
  `
  CREATE TABLE readings_by_model (
    image_id      INTEGER NOT NULL REFERENCES images (id) ON DELETE CASCADE,
    engine        TEXT    NOT NULL,
    model         TEXT    NOT NULL,
    model_version TEXT,
    text          TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (image_id, engine, model)
  ) WITHOUT ROWID;
  INSERT INTO readings_by_model SELECT image_id, engine, model, model_version, text, created_at FROM readings;
  DROP TABLE readings;
  ALTER TABLE readings_by_model RENAME TO readings;
  `,
]
