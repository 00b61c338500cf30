import { Type, type Static } from 'typebox'
import { SMALL_BODY_BYTES } from './body-limits'
import { ErrorSchema, errorResponses } from './common'
import { defineRoute } from './define-route'

/**
 * The project every seed endpoint works on when a request names none: the image list as it was before projects.
 * It cannot be deleted (it may be renamed).
 */
export const DEFAULT_PROJECT_ID = 1

/** The longest name of a project or a person, in characters. */
export const NAME_MAX_LENGTH = 80

export const ProjectIdSchema = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })

/**
 * The project a request is about: `?project=<id>` on every OCR endpoint (images, annotations, lines, exports,
 * uploads and imports alike); left out, the default project.
 */
export const ProjectQuerySchema = Type.Object({ project: Type.Optional(ProjectIdSchema) })
export type ProjectQuery = Static<typeof ProjectQuerySchema>

/**
 * A name a person types: a project's, or their own. The server strips control and bidirectional-override
 * characters and outer spaces, and refuses a name left empty.
 */
export const NameSchema = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })

export const ProjectSchema = Type.Object({
  id: ProjectIdSchema,
  name: Type.String(),
  created_at: Type.String(),
  /** How many images it holds. */
  images: Type.Integer({ minimum: 0 }),
  is_default: Type.Boolean(),
})
export type Project = Static<typeof ProjectSchema>

export const ProjectsResponseSchema = Type.Object({ projects: Type.Array(ProjectSchema) })
export type ProjectsResponse = Static<typeof ProjectsResponseSchema>

export const ProjectNameRequestSchema = Type.Object({ name: NameSchema })
export type ProjectNameRequest = Static<typeof ProjectNameRequestSchema>

export const ProjectParamsSchema = Type.Object({ id: ProjectIdSchema })

/** What a deletion removed: the project as it was, its image count included. */
export const DeletedProjectSchema = Type.Object({ deleted: ProjectSchema })
export type DeletedProject = Static<typeof DeletedProjectSchema>

/** Every project, the default one first, each with its image count. */
export const listProjects = defineRoute({
  method: 'GET',
  url: '/api/projects',
  schema: { response: { 200: ProjectsResponseSchema, ...errorResponses } },
})

/** A new, empty project; a name another project has (in any letter case) is a 409. */
export const createProject = defineRoute({
  method: 'POST',
  url: '/api/projects',
  bodyLimit: SMALL_BODY_BYTES,
  schema: { body: ProjectNameRequestSchema, response: { 201: ProjectSchema, ...errorResponses, 409: ErrorSchema } },
})

export const renameProject = defineRoute({
  method: 'PATCH',
  url: '/api/projects/:id',
  bodyLimit: SMALL_BODY_BYTES,
  schema: {
    params: ProjectParamsSchema,
    body: ProjectNameRequestSchema,
    response: { 200: ProjectSchema, ...errorResponses, 409: ErrorSchema },
  },
})

/**
 * Deletes a project with its images, their annotations, lines and review history, and its files. The default
 * project is refused (409).
 */
export const deleteProject = defineRoute({
  method: 'DELETE',
  url: '/api/projects/:id',
  schema: { params: ProjectParamsSchema, response: { 200: DeletedProjectSchema, ...errorResponses, 409: ErrorSchema } },
})
