import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_PROJECT_ID, type Project } from '@odia-ai/contract'
import Database from 'better-sqlite3'
import { AppError, notFound } from '../errors'
import { createOcrServices, type OcrServices, type OcrShared } from '../ocr/ocr-services'
import { displayFile, ocrPaths, projectFolder, thumbnailFile, type OcrPaths } from '../ocr/storage/ocr-paths'
import { cleanName } from '../files/clean-name'
import { fileHashes, projectFolderIds } from './leftover-folders'
import { ProjectRepository } from './project-repository'

/** Asked for a project that is gone: a tab left open on it, or the rest of an upload to it (ids are never reused). */
const projectDeleted = (id: number) =>
  notFound('PROJECT_NOT_FOUND', `Project ${id} was deleted: choose another project.`)

const nameTaken = (name: string) =>
  new AppError(409, 'PROJECT_NAME_TAKEN', `Another project is already called “${name}”: choose another name.`)

/** Unique-constraint failures are the one expected error of a name write; anything else is the server's. */
function uniqueName<T>(name: string, write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE') throw nameTaken(name)
    throw error
  }
}

/**
 * The projects and each one's OCR services, made on first use and kept. Deleting removes the rows in one
 * transaction, then the files (a crash in between leaves only unreferenced files, never rows without their image;
 * the next start removes them).
 */
export class OcrProjects {
  private readonly services = new Map<number, OcrServices>()
  readonly repository: ProjectRepository

  constructor(private readonly shared: OcrShared) {
    this.repository = new ProjectRepository(shared.db)
  }

  list(): Project[] {
    return this.repository.list()
  }

  /** The project's services, the default project's when none is named; a project that does not exist is a 404. */
  ocr(projectId: number = DEFAULT_PROJECT_ID): OcrServices {
    const known = this.services.get(projectId)
    if (known) return known
    this.find(projectId)
    const made = createOcrServices(this.shared, projectId)
    this.services.set(projectId, made)
    return made
  }

  find(id: number): Project {
    const project = this.repository.find(id)
    if (!project)
      throw this.repository.handedOut(id)
        ? projectDeleted(id)
        : notFound('PROJECT_NOT_FOUND', `No project ${id}: choose another project.`)
    return project
  }

  create(rawName: string): Project {
    const name = cleanName(rawName, 'The project name')
    return uniqueName(name, () => this.repository.create(name))
  }

  rename(id: number, rawName: string): Project {
    this.find(id)
    const name = cleanName(rawName, 'The project name')
    return uniqueName(name, () => this.repository.rename(id, name))
  }

  /**
   * Deletes a project other than the default one with its images, everything recorded about them, and their files. An
   * upload to it still arriving is cut off as its rows go, and its folder goes once nothing more is written there.
   */
  async delete(id: number): Promise<Project> {
    const project = this.find(id)
    if (project.is_default) {
      throw new AppError(
        409,
        'PROJECT_IS_DEFAULT',
        `“${project.name}” is the default project, where the server keeps the images of requests that name no project: it cannot be deleted.`,
      )
    }
    const services = this.services.get(id)
    await services?.lineCrops.close()
    const hashes = this.repository.hashes(id)
    this.repository.remove(id)
    this.services.delete(id)
    await services?.uploads.close(projectDeleted(id))
    await this.removeFiles(id, hashes)
    return project
  }

  /**
   * Removes the folders of deleted projects that a server killed between a delete's commit and its file removal left,
   * with the cached copies only their images used (found by hashing the files: their rows are gone). Run at start-up,
   * before any request, so no project finds another's files.
   */
  async removeDeletedFolders(): Promise<void> {
    const { dataDir } = this.shared.settings
    for (const id of await projectFolderIds(dataDir)) {
      if (!this.repository.find(id)) await this.removeFiles(id, await fileHashes(ocrPaths(dataDir, id).uploads))
    }
  }

  /** Deletes one image of a project: its row and everything recorded about it, then its file and unused cached copies. */
  async deleteImage(services: OcrServices, name: string): Promise<string> {
    const image = services.files.find(name)
    services.images.remove(image)
    await rm(join(services.paths.uploads, image.file_name), { force: true })
    await this.removeUnusedCopies(services.paths, [image.sha256])
    return image.file_name
  }

  /** Stops every project's background work (the line crops being prepared). */
  async close(): Promise<void> {
    await Promise.all([...this.services.values()].map((services) => services.lineCrops.close()))
  }

  /** The folder of a project whose rows are gone, then the cached copies of its images' bytes that no other image has. */
  private async removeFiles(id: number, hashes: string[]): Promise<void> {
    await rm(projectFolder(this.shared.settings.dataDir, id), { recursive: true, force: true })
    await this.removeUnusedCopies(ocrPaths(this.shared.settings.dataDir, id), hashes)
  }

  /** Thumbnails, PNG copies and line crops are named by the bytes: kept while any image of any project has those bytes. */
  private async removeUnusedCopies(paths: OcrPaths, hashes: string[]): Promise<void> {
    const unused = hashes.filter((sha256) => !this.repository.hashInUse(sha256))
    const copies = unused.flatMap((sha256) => [
      thumbnailFile(paths, sha256),
      displayFile(paths, sha256),
      join(paths.lineCrops, sha256),
    ])
    await Promise.all(copies.map((file) => rm(file, { recursive: true, force: true })))
  }
}
