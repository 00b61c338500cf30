import { SCAN_KERNELS_WASM } from './scan-kernels.gen'

/** Node's WebAssembly, typed for what is used here: TypeScript's Node types leave it to the DOM's lib. */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { exports: object }
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly

/** The kernels' exports; scan-kernels.wat says what each does. Addresses are byte offsets into `memory`. */
export interface ScanKernels {
  memory: { buffer: ArrayBuffer; grow: (pages: number) => number }
  coverage: (source: number, target: number, count: number) => void
  blur: (plane: number, spare: number, width: number, height: number, passes: number, side: number) => void
  mirror: (source: number, target: number, width: number, height: number, shift: number) => void
  overlay: (target: number, halo: number, count: number, opacity: number) => void
  compose: (
    coverage: number,
    target: number,
    width: number,
    height: number,
    paper: number,
    ink: number,
    tile: number,
    noiseX: number,
    noiseY: number,
    texture: number,
    grain: number,
    darken: number,
    light: number,
    lightStart: number,
    lightX: number,
    lightY: number,
    gutter: number,
    gutterStart: number,
    gutterX: number,
    lamp: number,
    lampX: number,
    lampY: number,
    lampInvReach: number,
  ) => void
  keystone: (
    source: number,
    target: number,
    width: number,
    height: number,
    amount: number,
    strips: number,
    paper: number,
  ) => void
  resample: (
    image: number,
    other: number,
    taps: number,
    width: number,
    height: number,
    smallWidth: number,
    smallHeight: number,
  ) => void
  warp: (source: number, target: number, width: number, height: number, shifts: number) => void
}

const PAGE_BYTES = 65536

/** Compiled on a thread's first ultra-realistic line. */
let compiled: object | undefined

/** A new instance of the kernels, with a memory of its own. */
export function scanKernels(): ScanKernels {
  compiled ??= new Module(Buffer.from(SCAN_KERNELS_WASM, 'base64'))
  return new Instance(compiled).exports as ScanKernels
}

/** Grows `kernels`' memory to at least `bytes` (detaching every view of it). */
export function reserve(kernels: ScanKernels, bytes: number): void {
  const { memory } = kernels
  if (memory.buffer.byteLength < bytes) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE_BYTES))
}
