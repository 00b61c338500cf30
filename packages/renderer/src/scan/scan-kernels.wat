;; The scanner's looks on an ultra-realistic line's pixels, as WebAssembly SIMD kernels: 2 to 16 pixels at a time,
;; channels widened to 16 bits where they are weighed. Compiled into scan-kernels.gen.ts by
;; `pnpm --filter @odia-ai/renderer build:kernels`; scan-looks.ts lays out their memory and calls them. Each kernel
;; works out its geometry from a few numbers (the warp's shifts come in a table), in one pass over its pixels.
;;
;; Pixels are RGBA bytes, alpha last and opaque; coverage planes are a byte a pixel. A kernel reads `source` and
;; writes `target`, never the same buffer: rows are worked several pixels at a time, and a row's last group may run a
;; few bytes past its end, into the next row (written again in its turn) or into the 16 bytes of slack the caller
;; leaves around each buffer.
(module
  (memory (export "memory") 1)

  ;; `count` pixels at `target`, per channel (upper · (256 − weight) + lower · weight) >> 8 of the pixels at `upper`
  ;; and `lower` (at most 255 · 256 in a 16-bit lane).
  (func $blendRow (param $target i32) (param $upper i32) (param $lower i32) (param $count i32) (param $weight i32)
    (local $end i32) (local $keep v128) (local $take v128) (local $a v128) (local $b v128)
    (local.set $end (i32.add (local.get $target) (i32.shl (local.get $count) (i32.const 2))))
    (local.set $keep (i16x8.splat (i32.sub (i32.const 256) (local.get $weight))))
    (local.set $take (i16x8.splat (local.get $weight)))
    (loop $pixels
      (local.set $a (v128.load (local.get $upper)))
      (local.set $b (v128.load (local.get $lower)))
      (v128.store (local.get $target)
        (i8x16.narrow_i16x8_u
          (i16x8.shr_u
            (i16x8.add
              (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $a)) (local.get $keep))
              (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $b)) (local.get $take)))
            (i32.const 8))
          (i16x8.shr_u
            (i16x8.add
              (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $a)) (local.get $keep))
              (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $b)) (local.get $take)))
            (i32.const 8))))
      (local.set $upper (i32.add (local.get $upper) (i32.const 16)))
      (local.set $lower (i32.add (local.get $lower) (i32.const 16)))
      (br_if $pixels (i32.lt_u (local.tee $target (i32.add (local.get $target) (i32.const 16))) (local.get $end)))))

  ;; Row y's pixels (`width` of them, from `source` to `target`, which may be the same row) times the light they
  ;; keep, in 256ths: the uneven light's clamped ramp (lightStart + x · lightX + y · lightY at pixel centres, darker by
  ;; `light` at 1), times the gutter's (darker by `gutter` at its ramp's 0, none from 1 on; gutterStart + x · gutterX),
  ;; times a lamp's falloff (1 − lamp · min(1, distance from (lampX, lampY) · lampInvReach)). A darkness of 0 leaves
  ;; its factor at 1.
  (func $darkenRow
    (param $target i32) (param $source i32) (param $width i32) (param $y i32)
    (param $light f32) (param $lightStart f32) (param $lightX f32) (param $lightY f32)
    (param $gutter f32) (param $gutterStart f32) (param $gutterX f32)
    (param $lamp f32) (param $lampX f32) (param $lampY f32) (param $lampInvReach f32)
    (local $end i32) (local $dy f32) (local $one v128) (local $zero v128) (local $step v128) (local $lampDy2 v128)
    (local $lightRamp v128) (local $gutterRamp v128) (local $lampDx v128) (local $kept v128) (local $pair v128) (local $pixels v128)
    (local $lightV v128) (local $gutterV v128) (local $lampV v128) (local $lampInvReachV v128) (local $lightStep v128) (local $gutterStep v128)
    (local.set $lightV (f32x4.splat (local.get $light)))
    (local.set $gutterV (f32x4.splat (local.get $gutter)))
    (local.set $lampV (f32x4.splat (local.get $lamp)))
    (local.set $lampInvReachV (f32x4.splat (local.get $lampInvReach)))
    (local.set $lightStep (f32x4.splat (f32.mul (local.get $lightX) (f32.const 4))))
    (local.set $gutterStep (f32x4.splat (f32.mul (local.get $gutterX) (f32.const 4))))
    (local.set $end (i32.add (local.get $target) (i32.shl (local.get $width) (i32.const 2))))
    (local.set $one (f32x4.splat (f32.const 1)))
    (local.set $zero (f32x4.splat (f32.const 0)))
    (local.set $step (v128.const f32x4 0.5 1.5 2.5 3.5))
    (local.set $lightRamp (f32x4.add
      (f32x4.splat (f32.add (local.get $lightStart) (f32.mul (f32.convert_i32_u (local.get $y)) (local.get $lightY))))
      (f32x4.mul (v128.const f32x4 0 1 2 3) (f32x4.splat (local.get $lightX)))))
    (local.set $gutterRamp (f32x4.add (f32x4.splat (local.get $gutterStart))
      (f32x4.mul (v128.const f32x4 0 1 2 3) (f32x4.splat (local.get $gutterX)))))
    (local.set $lampDx (f32x4.sub (local.get $step) (f32x4.splat (local.get $lampX))))
    (local.set $dy (f32.sub (f32.add (f32.convert_i32_u (local.get $y)) (f32.const 0.5)) (local.get $lampY)))
    (local.set $lampDy2 (f32x4.splat (f32.mul (local.get $dy) (local.get $dy))))
    (loop $pixels
      ;; Each factor only where its look is (a branch the same way all row long); pmin and pmax are single
      ;; instructions, min and max a sequence each (they order NaNs and signed zeros, which never occur here).
      (local.set $kept (local.get $one))
      (if (f32.gt (local.get $light) (f32.const 0))
        (then (local.set $kept (f32x4.sub (local.get $one) (f32x4.mul (local.get $lightV)
          (f32x4.pmax (local.get $zero) (f32x4.pmin (local.get $one) (local.get $lightRamp))))))))
      (if (f32.gt (local.get $gutter) (f32.const 0))
        (then (local.set $kept (f32x4.mul (local.get $kept)
          (f32x4.sub (local.get $one) (f32x4.mul (local.get $gutterV)
            (f32x4.sub (local.get $one) (f32x4.pmax (local.get $zero) (f32x4.pmin (local.get $one) (local.get $gutterRamp))))))))))
      (if (f32.gt (local.get $lamp) (f32.const 0))
        (then (local.set $kept (f32x4.mul (local.get $kept)
          (f32x4.sub (local.get $one) (f32x4.mul (local.get $lampV)
            (f32x4.pmin (local.get $one) (f32x4.mul (local.get $lampInvReachV)
              (f32x4.sqrt (f32x4.add (local.get $lampDy2) (f32x4.mul (local.get $lampDx) (local.get $lampDx))))))))))))
      ;; In 256ths, one 16-bit lane each, [k0 k1 k2 k3 k0 k1 k2 k3], then spread over each pixel's 4 bytes.
      (local.set $kept (i32x4.trunc_sat_f32x4_s (f32x4.add (v128.const f32x4 0.5 0.5 0.5 0.5)
        (f32x4.mul (v128.const f32x4 256 256 256 256) (local.get $kept)))))
      (local.set $pair (i16x8.narrow_i32x4_u (local.get $kept) (local.get $kept)))
      (local.set $pixels (v128.load (local.get $source)))
      (v128.store (local.get $target)
        (v128.or
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $pixels))
              (i8x16.shuffle 0 1 0 1 0 1 0 1 2 3 2 3 2 3 2 3 (local.get $pair) (local.get $pair))) (i32.const 8))
            (i16x8.shr_u (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $pixels))
              (i8x16.shuffle 4 5 4 5 4 5 4 5 6 7 6 7 6 7 6 7 (local.get $pair) (local.get $pair))) (i32.const 8)))
          (v128.const i32x4 0xff000000 0xff000000 0xff000000 0xff000000)))
      (local.set $lightRamp (f32x4.add (local.get $lightRamp) (local.get $lightStep)))
      (local.set $gutterRamp (f32x4.add (local.get $gutterRamp) (local.get $gutterStep)))
      (local.set $lampDx (f32x4.add (local.get $lampDx) (v128.const f32x4 4 4 4 4)))
      (local.set $source (i32.add (local.get $source) (i32.const 16)))
      (br_if $pixels (i32.lt_u (local.tee $target (i32.add (local.get $target) (i32.const 16))) (local.get $end)))))

  ;; The ink's coverage: the alpha byte of each of `count` RGBA pixels at `source`, as bytes at `target`.
  (func (export "coverage") (param $source i32) (param $target i32) (param $count i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $target) (local.get $count)))
    (loop $pixels
      (v128.store32_lane 0 (local.get $target)
        (i8x16.shuffle 3 7 11 15 0 0 0 0 0 0 0 0 0 0 0 0 (v128.load (local.get $source)) (v128.const i32x4 0 0 0 0)))
      (local.set $source (i32.add (local.get $source) (i32.const 16)))
      (br_if $pixels (i32.lt_u (local.tee $target (i32.add (local.get $target) (i32.const 4))) (local.get $end)))))

  ;; A Gaussian blur of a `width` × `height` plane of bytes (`plane`, in place; `spare` as large), the same across and
  ;; down: `passes` times the binomial filter [1 2 1] / 4, each adding 1/2 to the variance, then, when `side` is not 0,
  ;; once [side, 256 − 2 · side, side] / 256, adding 2 · side / 256 (so σ² = passes / 2 + side / 128). Rows repeat at
  ;; the top and bottom edges; across, a row's first and last bytes meet their neighbour rows' last and first (the
  ;; padding around the ink: no coverage there), and the plane's first and last bytes meet none. The plane needs 16
  ;; bytes of room before it and after.
  (func (export "blur") (param $plane i32) (param $spare i32) (param $width i32) (param $height i32) (param $passes i32) (param $side i32)
    (local $pass i32) (local $end i32)
    (local.set $end (i32.mul (local.get $width) (local.get $height)))
    ;; No coverage just before and after the plane, whatever an earlier image or kernel left there.
    (memory.fill (i32.sub (local.get $plane) (i32.const 16)) (i32.const 0) (i32.const 16))
    (memory.fill (i32.add (local.get $plane) (local.get $end)) (i32.const 0) (i32.const 16))
    ;; Across, the whole plane as one long row: the neighbours are the bytes before and after.
    (block $acrossDone
      (loop $across
        (br_if $acrossDone (i32.ge_u (local.get $pass) (local.get $passes)))
        (call $filterRows (local.get $plane) (local.get $spare) (local.get $end) (i32.const 1) (local.get $end) (i32.const 64))
        (local.set $pass (i32.add (local.get $pass) (i32.const 1)))
        (br $across)))
    (if (local.get $side)
      (then (call $filterRows (local.get $plane) (local.get $spare) (local.get $end) (i32.const 1) (local.get $end) (local.get $side))))
    ;; Down: the neighbours are the rows above and below.
    (local.set $pass (i32.const 0))
    (block $downDone
      (loop $down
        (br_if $downDone (i32.ge_u (local.get $pass) (local.get $passes)))
        (call $filterRows (local.get $plane) (local.get $spare) (local.get $width) (local.get $width) (local.get $end) (i32.const 64))
        (local.set $pass (i32.add (local.get $pass) (i32.const 1)))
        (br $down)))
    (if (local.get $side)
      (then (call $filterRows (local.get $plane) (local.get $spare) (local.get $width) (local.get $width) (local.get $end) (local.get $side)))))

  ;; One pass of [side, 256 − 2 · side, side] / 256 over the `size` bytes at `plane` (through `spare`, then back),
  ;; taken as rows of `row` bytes whose neighbours are `step` bytes before and after (1: across; a row: down, the
  ;; first and last rows their own neighbours). Side 64 is the binomial [1 2 1] / 4 as two averages, the first rounded
  ;; down and the second up, so a pass neither gains nor loses coverage on the whole (two rounded up spread a faint
  ;; haze of 1s over the plane, pass after pass).
  (func $filterRows (param $plane i32) (param $spare i32) (param $row i32) (param $step i32) (param $size i32) (param $side i32)
    (local $start i32) (local $x i32) (local $before i32) (local $after i32) (local $here i32)
    (local $centre v128) (local $sideV v128) (local $centreV v128)
    (local.set $sideV (i16x8.splat (local.get $side)))
    (local.set $centreV (i16x8.splat (i32.sub (i32.const 256) (i32.shl (local.get $side) (i32.const 1)))))
    (loop $rows
      (local.set $here (i32.add (local.get $plane) (local.get $start)))
      (local.set $before (select (i32.sub (local.get $here) (local.get $step)) (local.get $here)
        (i32.or (i32.eq (local.get $step) (i32.const 1)) (i32.gt_u (local.get $start) (i32.const 0)))))
      (local.set $after (select (i32.add (local.get $here) (local.get $step)) (local.get $here)
        (i32.or (i32.eq (local.get $step) (i32.const 1)) (i32.lt_u (i32.add (local.get $start) (local.get $row)) (local.get $size)))))
      (local.set $x (i32.const 0))
      (loop $bytes
        (local.set $centre (v128.load (i32.add (local.get $here) (local.get $x))))
        (v128.store (i32.add (i32.add (local.get $spare) (local.get $start)) (local.get $x))
          (if (result v128) (i32.eq (local.get $side) (i32.const 64))
            (then (i8x16.avgr_u (local.get $centre)
              (call $averageDown (v128.load (i32.add (local.get $before) (local.get $x))) (v128.load (i32.add (local.get $after) (local.get $x))))))
            (else (call $weighted (local.get $centre) (v128.load (i32.add (local.get $before) (local.get $x)))
              (v128.load (i32.add (local.get $after) (local.get $x))) (local.get $centreV) (local.get $sideV)))))
        (br_if $bytes (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 16))) (local.get $row))))
      (br_if $rows (i32.lt_u (local.tee $start (i32.add (local.get $start) (local.get $row))) (local.get $size))))
    (memory.copy (local.get $plane) (local.get $spare) (local.get $size)))

;; Per byte, (a + b) >> 1.
  (func $averageDown (param $a v128) (param $b v128) (result v128)
    (i8x16.add (v128.and (local.get $a) (local.get $b)) (i8x16.shr_u (v128.xor (local.get $a) (local.get $b)) (i32.const 1))))

  ;; Per byte, (centre · centreWeight + (before + after) · sideWeight) >> 8, the weights splat over 16-bit lanes.
  (func $weighted (param $centre v128) (param $before v128) (param $after v128) (param $centreV v128) (param $sideV v128) (result v128)
    (i8x16.narrow_i16x8_u
      (i16x8.shr_u (i16x8.add (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $centre)) (local.get $centreV))
        (i16x8.mul (i16x8.add (i16x8.extend_low_i8x16_u (local.get $before)) (i16x8.extend_low_i8x16_u (local.get $after))) (local.get $sideV)))
        (i32.const 8))
      (i16x8.shr_u (i16x8.add (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $centre)) (local.get $centreV))
        (i16x8.mul (i16x8.add (i16x8.extend_high_i8x16_u (local.get $before)) (i16x8.extend_high_i8x16_u (local.get $after))) (local.get $sideV)))
        (i32.const 8))))

  ;; The text showing through from the page's back: the `width` × `height` plane at `source` mirrored left to right
  ;; and moved down by `shift` rows (up, negative), at `target`; rows moved in from beyond the edges have no coverage.
  (func (export "mirror") (param $source i32) (param $target i32) (param $width i32) (param $height i32) (param $shift i32)
    (local $y i32) (local $from i32) (local $x i32) (local $in i32) (local $out i32)
    (loop $rows
      (local.set $from (i32.sub (local.get $y) (local.get $shift)))
      (local.set $out (i32.add (local.get $target) (i32.mul (local.get $y) (local.get $width))))
      (if (i32.or (i32.lt_s (local.get $from) (i32.const 0)) (i32.ge_s (local.get $from) (local.get $height)))
        (then (memory.fill (local.get $out) (i32.const 0) (local.get $width)))
        (else
          (local.set $in (i32.add (local.get $source) (i32.mul (i32.add (local.get $from) (i32.const 1)) (local.get $width))))
          (local.set $x (i32.const 0))
          (loop $bytes
            (local.set $in (i32.sub (local.get $in) (i32.const 1)))
            (i32.store8 (i32.add (local.get $out) (local.get $x)) (i32.load8_u (local.get $in)))
            (br_if $bytes (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 1))) (local.get $width))))))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))

  ;; Ink of the same colour laid over ink: `count` bytes of coverage at `target` become target + halo · (1 − target),
  ;; the halo (bytes at `halo`) taken at opacity/256; 8 bytes at a time, in 16-bit lanes.
  (func (export "overlay") (param $target i32) (param $halo i32) (param $count i32) (param $opacity i32)
    (local $end i32) (local $scale v128) (local $under v128)
    (local.set $end (i32.add (local.get $target) (local.get $count)))
    (local.set $scale (i16x8.splat (local.get $opacity)))
    (loop $bytes
      (local.set $under (v128.load64_zero (local.get $target)))
      (v128.store64_lane 0 (local.get $target)
        (i8x16.add_sat_u (local.get $under)
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u
              (i16x8.mul
                (i16x8.shr_u (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load64_zero (local.get $halo))) (local.get $scale)) (i32.const 8))
                (i16x8.sub (v128.const i16x8 256 256 256 256 256 256 256 256) (i16x8.extend_low_i8x16_u (local.get $under))))
              (i32.const 8))
            (v128.const i32x4 0 0 0 0))))
      (local.set $halo (i32.add (local.get $halo) (i32.const 8)))
      (br_if $bytes (i32.lt_u (local.tee $target (i32.add (local.get $target) (i32.const 8))) (local.get $end)))))

  ;; The page, row by row: paper under `texture`/256 of gray noise, the ink over it by its coverage (bytes at
  ;; `coverage`), `grain`/256 of the same noise over all, and the page's darkening when `darken` is 1 (see $darkenRow).
  ;; `paper` and `ink` are RGBA words. `tile` holds a noise tile's 128 rows of 128 values, each row written twice
  ;; (256 bytes), and pixel (x, y) takes the value at ((x + noiseX) mod 128, (y + noiseY) mod 128).
  (func (export "compose")
    (param $coverage i32) (param $target i32) (param $width i32) (param $height i32)
    (param $paper i32) (param $ink i32) (param $tile i32) (param $noiseX i32) (param $noiseY i32) (param $texture i32) (param $grain i32)
    (param $darken i32) (param $light f32) (param $lightStart f32) (param $lightX f32) (param $lightY f32)
    (param $gutter f32) (param $gutterStart f32) (param $gutterX f32)
    (param $lamp f32) (param $lampX f32) (param $lampY f32) (param $lampInvReach f32)
    (local $y i32) (local $x i32) (local $row i32) (local $noise i32) (local $out i32) (local $cover i32)
    (local $paperV v128) (local $inkV v128) (local $textureKeep v128) (local $textureTake v128) (local $grainKeep v128) (local $grainTake v128)
    (local $noises v128) (local $covers v128) (local $low v128)
    (local.set $paperV (i16x8.extend_low_i8x16_u (i32x4.splat (local.get $paper))))
    (local.set $inkV (i16x8.extend_low_i8x16_u (i32x4.splat (local.get $ink))))
    (local.set $textureTake (i16x8.splat (local.get $texture)))
    (local.set $textureKeep (i16x8.splat (i32.sub (i32.const 256) (local.get $texture))))
    (local.set $grainTake (i16x8.splat (local.get $grain)))
    (local.set $grainKeep (i16x8.splat (i32.sub (i32.const 256) (local.get $grain))))
    (loop $rows
      (local.set $noise (i32.add (local.get $tile) (i32.shl (i32.and (i32.add (local.get $y) (local.get $noiseY)) (i32.const 127)) (i32.const 8))))
      (local.set $row (i32.add (local.get $target) (i32.shl (i32.mul (local.get $y) (local.get $width)) (i32.const 2))))
      (local.set $cover (i32.add (local.get $coverage) (i32.mul (local.get $y) (local.get $width))))
      (local.set $out (local.get $row))
      (local.set $x (i32.const 0))
      (loop $pixels
        ;; 2 pixels at a time, in 16-bit lanes: their noise and coverage each spread over a pixel's 4 lanes (coverage
        ;; 255 made 256); the paper under the texture's noise, the ink over it by its coverage, the grain's noise over
        ;; all, each step (a · (256 − w) + b · w) >> 8.
        (local.set $noises (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 0 0 0 1 1 1 1 0 0 0 0 0 0 0 0
          (v128.load16_lane 0 (i32.add (local.get $noise) (i32.and (i32.add (local.get $x) (local.get $noiseX)) (i32.const 127)))
            (v128.const i32x4 0 0 0 0))
          (v128.const i32x4 0 0 0 0))))
        (local.set $covers (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 0 0 0 1 1 1 1 0 0 0 0 0 0 0 0
          (v128.load16_lane 0 (i32.add (local.get $cover) (local.get $x)) (v128.const i32x4 0 0 0 0))
          (v128.const i32x4 0 0 0 0))))
        (local.set $low (i16x8.shr_u (i16x8.add (i16x8.mul (local.get $paperV) (local.get $textureKeep))
          (i16x8.mul (local.get $noises) (local.get $textureTake))) (i32.const 8)))
        (if (v128.any_true (local.get $covers))
          (then
            (local.set $covers (i16x8.add (local.get $covers) (i16x8.shr_u (local.get $covers) (i32.const 7))))
            (local.set $low (i16x8.shr_u (i16x8.add
              (i16x8.mul (local.get $low) (i16x8.sub (v128.const i16x8 256 256 256 256 256 256 256 256) (local.get $covers)))
              (i16x8.mul (local.get $inkV) (local.get $covers))) (i32.const 8)))))
        (local.set $low (i16x8.shr_u (i16x8.add (i16x8.mul (local.get $low) (local.get $grainKeep))
          (i16x8.mul (local.get $noises) (local.get $grainTake))) (i32.const 8)))
        (v128.store64_lane 0 (local.get $out) (v128.or (i8x16.narrow_i16x8_u (local.get $low) (local.get $low))
          (v128.const i32x4 0xff000000 0xff000000 0xff000000 0xff000000)))
        (local.set $out (i32.add (local.get $out) (i32.const 8)))
        (br_if $pixels (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 2))) (local.get $width))))
      (if (local.get $darken)
        (then
          (call $darkenRow (local.get $row) (local.get $row) (local.get $width) (local.get $y)
            (local.get $light) (local.get $lightStart) (local.get $lightX) (local.get $lightY)
            (local.get $gutter) (local.get $gutterStart) (local.get $gutterX)
            (local.get $lamp) (local.get $lampX) (local.get $lampY) (local.get $lampInvReach))))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))

  ;; Where an output pixel centre at `position` (source pixel-centre coordinates) samples: the first of its two
  ;; neighbouring source pixels (edges repeated), and the second's weight in 256ths, as first · 512 + weight.
  (func $tap (param $position f64) (param $count i32) (result i32)
    (local $at f64) (local $first f64)
    (local.set $at (f64.min (f64.convert_i32_u (i32.sub (local.get $count) (i32.const 1)))
      (f64.max (f64.const 0) (f64.sub (local.get $position) (f64.const 0.5)))))
    (local.set $first (f64.floor (local.get $at)))
    (i32.add (i32.mul (i32.trunc_f64_u (local.get $first)) (i32.const 512))
      (i32.trunc_f64_u (f64.nearest (f64.mul (f64.sub (local.get $at) (local.get $first)) (f64.const 256))))))

  ;; Row `first` of a `count`-row image and the row after it (the last row repeated), blended by `weight` into `target`.
  (func $sampleRows (param $target i32) (param $source i32) (param $rowBytes i32) (param $width i32) (param $count i32) (param $tap i32)
    (local $first i32)
    (local.set $first (i32.shr_u (local.get $tap) (i32.const 9)))
    (call $blendRow (local.get $target)
      (i32.add (local.get $source) (i32.mul (local.get $first) (local.get $rowBytes)))
      (i32.add (local.get $source) (i32.mul (select (i32.add (local.get $first) (i32.const 1)) (local.get $first)
        (i32.lt_u (i32.add (local.get $first) (i32.const 1)) (local.get $count))) (local.get $rowBytes)))
      (local.get $width) (i32.and (local.get $tap) (i32.const 511))))

  ;; A page seen slightly from the side: `strips` vertical strips (columns s · width / strips on), each squeezed about
  ;; the middle line, linearly from the left edge to the right (the right edge shorter by `amount` of the height;
  ;; negative, the left); squeezing only, so the ink never leaves the image, and the uncovered bands are `paper`.
  (func (export "keystone")
    (param $source i32) (param $target i32) (param $width i32) (param $height i32) (param $amount f64) (param $strips i32) (param $paper i32)
    (local $y i32) (local $strip i32) (local $from i32) (local $to i32) (local $out i32) (local $x i32)
    (local $along f64) (local $squeeze f64) (local $position f64)
    (loop $rows
      (local.set $strip (i32.const 0))
      (loop $stripsOfRow
        (local.set $from (i32.div_u (i32.mul (local.get $strip) (local.get $width)) (local.get $strips)))
        (local.set $to (i32.div_u (i32.mul (i32.add (local.get $strip) (i32.const 1)) (local.get $width)) (local.get $strips)))
        (local.set $along (f64.div (f64.add (f64.convert_i32_u (local.get $strip)) (f64.const 0.5)) (f64.convert_i32_u (local.get $strips))))
        (local.set $squeeze (f64.sub (f64.const 1) (f64.mul (f64.abs (local.get $amount))
          (select (local.get $along) (f64.sub (f64.const 1) (local.get $along)) (f64.gt (local.get $amount) (f64.const 0))))))
        ;; This row's centre in the strip's source rows: the squeezed page is centred, (1 − squeeze) · height / 2 from the top.
        (local.set $position (f64.div
          (f64.sub (f64.add (f64.convert_i32_u (local.get $y)) (f64.const 0.5))
            (f64.mul (f64.convert_i32_u (local.get $height)) (f64.div (f64.sub (f64.const 1) (local.get $squeeze)) (f64.const 2))))
          (local.get $squeeze)))
        (local.set $out (i32.add (local.get $target)
          (i32.shl (i32.add (i32.mul (local.get $y) (local.get $width)) (local.get $from)) (i32.const 2))))
        (if (i32.or (f64.lt (local.get $position) (f64.const 0)) (f64.ge (local.get $position) (f64.convert_i32_u (local.get $height))))
          (then
            (local.set $x (local.get $from))
            (loop $paperPixels
              (v128.store (local.get $out) (i32x4.splat (local.get $paper)))
              (local.set $out (i32.add (local.get $out) (i32.const 16)))
              (br_if $paperPixels (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 4))) (local.get $to)))))
          (else
            (call $sampleRows (local.get $out) (i32.add (local.get $source) (i32.shl (local.get $from) (i32.const 2)))
              (i32.shl (local.get $width) (i32.const 2)) (i32.sub (local.get $to) (local.get $from)) (local.get $height)
              (call $tap (local.get $position) (local.get $height)))))
        (br_if $stripsOfRow (i32.lt_u (local.tee $strip (i32.add (local.get $strip) (i32.const 1))) (local.get $strips))))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))

  ;; Rows rescaled from `sourceHeight` to `height`, smoothed: each output row blends the two source rows around it.
  (func $rescaleRows (param $source i32) (param $target i32) (param $width i32) (param $sourceHeight i32) (param $height i32)
    (local $y i32) (local $rowBytes i32)
    (local.set $rowBytes (i32.shl (local.get $width) (i32.const 2)))
    (loop $rows
      (call $sampleRows (i32.add (local.get $target) (i32.mul (local.get $y) (local.get $rowBytes))) (local.get $source)
        (local.get $rowBytes) (local.get $width) (local.get $sourceHeight)
        (call $tap (f64.div (f64.mul (f64.add (f64.convert_i32_u (local.get $y)) (f64.const 0.5)) (f64.convert_i32_u (local.get $sourceHeight)))
          (f64.convert_i32_u (local.get $height))) (local.get $sourceHeight)))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))

  ;; Columns rescaled from `sourceWidth` to `width`, smoothed: each output column blends the two source columns
  ;; around it, 4 columns at a time. `taps` is room for 10 bytes a column plus 4 columns: per column the byte offsets of
  ;; the two source pixels (i32s), then the second's weight (i16s, after 8 · (width + 4) bytes).
  (func $rescaleColumns (param $source i32) (param $target i32) (param $sourceWidth i32) (param $width i32) (param $height i32) (param $taps i32)
    (local $x i32) (local $y i32) (local $tap i32) (local $first i32) (local $seconds i32) (local $weights i32) (local $row i32) (local $at i32)
    (local $a v128) (local $b v128) (local $take v128) (local $takeLow v128) (local $takeHigh v128)
    (local.set $seconds (i32.add (local.get $taps) (i32.shl (i32.add (local.get $width) (i32.const 4)) (i32.const 2))))
    (local.set $weights (i32.add (local.get $seconds) (i32.shl (i32.add (local.get $width) (i32.const 4)) (i32.const 2))))
    (memory.fill (local.get $taps) (i32.const 0) (i32.mul (i32.add (local.get $width) (i32.const 4)) (i32.const 10)))
    (loop $columns
      (local.set $tap (call $tap (f64.div (f64.mul (f64.add (f64.convert_i32_u (local.get $x)) (f64.const 0.5)) (f64.convert_i32_u (local.get $sourceWidth)))
        (f64.convert_i32_u (local.get $width))) (local.get $sourceWidth)))
      (local.set $first (i32.shr_u (local.get $tap) (i32.const 9)))
      (i32.store (i32.add (local.get $taps) (i32.shl (local.get $x) (i32.const 2))) (i32.shl (local.get $first) (i32.const 2)))
      (i32.store (i32.add (local.get $seconds) (i32.shl (local.get $x) (i32.const 2)))
        (i32.shl (select (i32.add (local.get $first) (i32.const 1)) (local.get $first)
          (i32.lt_u (i32.add (local.get $first) (i32.const 1)) (local.get $sourceWidth))) (i32.const 2)))
      (i32.store16 (i32.add (local.get $weights) (i32.shl (local.get $x) (i32.const 1))) (i32.and (local.get $tap) (i32.const 511)))
      (br_if $columns (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 1))) (local.get $width))))
    (loop $rows
      (local.set $row (i32.add (local.get $source) (i32.shl (i32.mul (local.get $y) (local.get $sourceWidth)) (i32.const 2))))
      (local.set $x (i32.const 0))
      (loop $groups
        (local.set $at (i32.add (local.get $taps) (i32.shl (local.get $x) (i32.const 2))))
        (local.set $a (v128.load32_lane 3 (i32.add (local.get $row) (i32.load offset=12 (local.get $at)))
          (v128.load32_lane 2 (i32.add (local.get $row) (i32.load offset=8 (local.get $at)))
            (v128.load32_lane 1 (i32.add (local.get $row) (i32.load offset=4 (local.get $at)))
              (v128.load32_zero (i32.add (local.get $row) (i32.load (local.get $at))))))))
        (local.set $at (i32.add (local.get $seconds) (i32.shl (local.get $x) (i32.const 2))))
        (local.set $b (v128.load32_lane 3 (i32.add (local.get $row) (i32.load offset=12 (local.get $at)))
          (v128.load32_lane 2 (i32.add (local.get $row) (i32.load offset=8 (local.get $at)))
            (v128.load32_lane 1 (i32.add (local.get $row) (i32.load offset=4 (local.get $at)))
              (v128.load32_zero (i32.add (local.get $row) (i32.load (local.get $at))))))))
        ;; The 4 weights, each over a pixel's 4 lanes.
        (local.set $take (v128.load64_zero (i32.add (local.get $weights) (i32.shl (local.get $x) (i32.const 1)))))
        (local.set $takeLow (i8x16.shuffle 0 1 0 1 0 1 0 1 2 3 2 3 2 3 2 3 (local.get $take) (local.get $take)))
        (local.set $takeHigh (i8x16.shuffle 4 5 4 5 4 5 4 5 6 7 6 7 6 7 6 7 (local.get $take) (local.get $take)))
        (v128.store (local.get $target)
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u
              (i16x8.add
                (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $a)) (i16x8.sub (v128.const i16x8 256 256 256 256 256 256 256 256) (local.get $takeLow)))
                (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $b)) (local.get $takeLow)))
              (i32.const 8))
            (i16x8.shr_u
              (i16x8.add
                (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $a)) (i16x8.sub (v128.const i16x8 256 256 256 256 256 256 256 256) (local.get $takeHigh)))
                (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $b)) (local.get $takeHigh)))
              (i32.const 8))))
        (local.set $target (i32.add (local.get $target) (i32.const 16)))
        (br_if $groups (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 4))) (local.get $width))))
      ;; The last group may have run past the row: the next row starts right after it.
      (local.set $target (i32.sub (local.get $target) (i32.shl (i32.sub (local.get $x) (local.get $width)) (i32.const 2))))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))

  ;; A scan at a lower resolution: the `width` × `height` image at `image` shrunk to `smallWidth` × `smallHeight` and
  ;; scaled back up in place, smoothed both ways (rows, then columns; back up, columns, then rows: the column passes,
  ;; which gather pixel by pixel, run on the shorter image). Each pass goes from one buffer to the other: `other` holds
  ;; an image as large, so no third one is needed. `taps` is room for 10 bytes a column plus 4 columns.
  (func (export "resample")
    (param $image i32) (param $other i32) (param $taps i32)
    (param $width i32) (param $height i32) (param $smallWidth i32) (param $smallHeight i32)
    (call $rescaleRows (local.get $image) (local.get $other) (local.get $width) (local.get $height) (local.get $smallHeight))
    (call $rescaleColumns (local.get $other) (local.get $image) (local.get $width) (local.get $smallWidth) (local.get $smallHeight) (local.get $taps))
    (call $rescaleColumns (local.get $image) (local.get $other) (local.get $smallWidth) (local.get $width) (local.get $smallHeight) (local.get $taps))
    (call $rescaleRows (local.get $other) (local.get $image) (local.get $width) (local.get $smallHeight) (local.get $height)))

  ;; A page that does not lie flat: each column moved down by its whole-pixel shift (i32s at `shifts`); rows shifted
  ;; in from beyond an edge repeat that edge's row.
  (func (export "warp")
    (param $source i32) (param $target i32) (param $width i32) (param $height i32) (param $shifts i32)
    (local $y i32) (local $x i32) (local $from i32)
    (loop $rows
      (local.set $x (i32.const 0))
      (loop $columns
        (local.set $from (i32.sub (local.get $y) (i32.load (i32.add (local.get $shifts) (i32.shl (local.get $x) (i32.const 2))))))
        (local.set $from (select (i32.const 0) (local.get $from) (i32.lt_s (local.get $from) (i32.const 0))))
        (local.set $from (select (i32.sub (local.get $height) (i32.const 1)) (local.get $from)
          (i32.ge_s (local.get $from) (local.get $height))))
        (i32.store (local.get $target) (i32.load (i32.add (local.get $source)
          (i32.shl (i32.add (i32.mul (local.get $from) (local.get $width)) (local.get $x)) (i32.const 2)))))
        (local.set $target (i32.add (local.get $target) (i32.const 4)))
        (br_if $columns (i32.lt_u (local.tee $x (i32.add (local.get $x) (i32.const 1))) (local.get $width))))
      (br_if $rows (i32.lt_u (local.tee $y (i32.add (local.get $y) (i32.const 1))) (local.get $height)))))
)
