/**
 * A file name as a folder that ignores letter case sees it (macOS and Windows by default), to compare a new name with
 * those stored: NFC (as every stored name is), then upper-cased and lower-cased with Unicode's full mappings. So
 * `SCAN.PNG` and `scan.png` are one name, and so are `ΟΔΟΣ` and `οδοσ` (final and medial sigma) or `STRASSE` and `straße`.
 * It folds what those folders fold and a little more (ß and ss): folding more only numbers a name (`scan-2.png`) sooner,
 * folding less would let one file replace another. Registered in SQLite as `fold_name`, so the database and the code
 * fold alike.
 */
export const foldName = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase()
