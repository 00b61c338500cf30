import type { ViteUserConfig } from 'vitest/config'

export declare const baseConfig: ViteUserConfig
export declare function withBase(config?: ViteUserConfig): ViteUserConfig
