/**
 * The renderer's one reader of the environment: the variables its worker threads start with. Each worker loads its own
 * copy of the canvas library, found through NAPI_RS_NATIVE_LIBRARY_PATH.
 */
export const workerEnvironment = (library: string | undefined): NodeJS.ProcessEnv =>
  library ? { ...process.env, NAPI_RS_NATIVE_LIBRARY_PATH: library } : process.env

/**
 * The canvas library's allocator (mimalloc) asks for 2 MB transparent huge pages where the system allows them, and a
 * worker then holds whole huge pages of which it uses a part. Each copy of the library reads this as it loads; the
 * launchers (scripts/synth.mjs, scripts/start.mjs) set it for the main thread's, loaded before any pool exists.
 */
export const keepAllocatorOffHugePages = (): void => {
  process.env.MIMALLOC_ALLOW_THP ??= '0'
}
